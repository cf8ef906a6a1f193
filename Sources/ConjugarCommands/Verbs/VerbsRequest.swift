import ConjugarCore
import ConjugarOutput
import Messages
import PlainText

/// `conjugar verbs`: the known verbs, with filters.
///
/// A search lists its best matches first (`Lexicon.search`) and, as text, at most a screenful
/// (`screenful`) unless `all` or `top` asks for another count: "to be" matches 157 verbs, and
/// the ones a learner wants are the first three. What is left out is counted in a note on
/// standard error. JSON is for scripts: it always has every match. A search with no match is
/// still a successful filter (exit 0), with a note saying so.
public struct VerbsRequest: Equatable, Sendable {
  public var irregular: Bool
  public var regular: Bool
  /// A model, or a verb that follows one (`ModelName`).
  public var model: String?
  public var search: String?
  /// The most used verbs only, at most this many.
  public var top: Int?
  /// Every search match, not a screenful.
  public var all: Bool
  public var format: OutputFormat

  /// Search matches shown as text without `--all`: what a 24-line terminal shows with the note
  /// and the next prompt, whatever the terminal (the same lines on a pipe, where a script
  /// wanting more says `--all`).
  public static let screenful = 20

  public init(
    irregular: Bool = false, regular: Bool = false, model: String? = nil, search: String? = nil,
    top: Int? = nil, all: Bool = false, format: OutputFormat = .text
  ) {
    self.irregular = irregular
    self.regular = regular
    self.model = model
    self.search = search
    self.top = top
    self.all = all
    self.format = format
  }

  public func run(in environment: CommandEnvironment) throws(CommandFailure) {
    var model: String? = nil
    if let word = self.model {
      model = try ModelName.model(
        for: word, in: environment.conjugator, language: environment.language)
    }
    let lexicon = environment.conjugator.lexicon
    let candidates = search.map { lexicon.search($0) } ?? lexicon.entries
    var entries = candidates.filter { entry in
      let regularity = VerbCatalog.regularity(ofModel: entry.model) ?? .regular
      if irregular && regularity != .irregular { return false }
      if regular && regularity == .irregular { return false }
      if let model, entry.model != model { return false }
      return true
    }
    let frequency = lexicon.frequency
    if let top {
      entries = Array(
        entries.sorted {
          frequency.sortKey(of: $0.infinitive) < frequency.sortKey(of: $1.infinitive)
        }.prefix(top))
    }
    if entries.isEmpty, let search { noteNoMatch(for: search, candidates: candidates, environment) }
    switch format {
    case .json:
      for entry in entries {
        environment.write(VerbListJSON.render(entry, rank: frequency.rank(of: entry.infinitive)))
      }
    case .text:
      let hidden = search != nil && !all && top == nil ? max(0, entries.count - Self.screenful) : 0
      entries.removeLast(hidden)
      let width = entries.map(\.infinitive.count).max() ?? 0
      // On a terminal the English wraps at spaces under itself; elsewhere a verb is one line,
      // whatever COLUMNS says, for scripts that read a line a verb.
      let columns = environment.standardOutputIsTerminal ? environment.terminalWidth : nil
      for entry in entries {
        let lead = entry.infinitive.padded(to: width) + "  "
        let rest = (entry.translation ?? "—") + "  (\(entry.model))"
        environment.write(
          columns.map { WrappedText.fitted(rest, after: lead, hanging: width + 2, width: $0) }
            ?? lead + rest)
      }
      if hidden > 0 {
        environment.note(.verbsMatchesShown(entries.count, of: entries.count + hidden))
      }
    }
  }

  /// Why a search lists nothing: no verb matches the text (with the verbs it may be a typo
  /// of), or the other filters left none of its matches.
  private func noteNoMatch(
    for search: String, candidates: [VerbEntry], _ environment: CommandEnvironment
  ) {
    guard candidates.isEmpty else {
      environment.note(.verbsNoMatchPassesFilters(search.abbreviated))
      return
    }
    // A Spanish word may be a typo of a verb (comir); English phrases are not compared.
    let isOneWord = !search.trimmingWhitespace().contains(where: \.isWhitespace)
    let suggestions = isOneWord ? environment.conjugator.suggestions(for: search.lowercased()) : []
    environment.note(.verbsNoMatch(search.abbreviated, suggestions: suggestions))
  }
}
