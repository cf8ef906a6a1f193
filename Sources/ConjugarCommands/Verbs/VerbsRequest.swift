import ConjugarCore
import ConjugarOutput
import PlainText

/// `conjugar verbs`: the known verbs, with filters.
public struct VerbsRequest: Equatable, Sendable {
  public var irregular: Bool
  public var regular: Bool
  /// A model, or a verb that follows one (`ModelName`).
  public var model: String?
  public var search: String?
  /// The most used verbs only, at most this many.
  public var top: Int?
  public var format: OutputFormat

  public init(
    irregular: Bool = false, regular: Bool = false, model: String? = nil, search: String? = nil,
    top: Int? = nil, format: OutputFormat = .text
  ) {
    self.irregular = irregular
    self.regular = regular
    self.model = model
    self.search = search
    self.top = top
    self.format = format
  }

  public func run(in environment: CommandEnvironment) throws(CommandFailure) {
    var model: String? = nil
    if let word = self.model { model = try ModelName.model(for: word, in: environment.conjugator) }
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
    switch format {
    case .json:
      for entry in entries {
        environment.write(VerbListJSON.render(entry, rank: frequency.rank(of: entry.infinitive)))
      }
    case .text:
      let width = entries.map(\.infinitive.count).max() ?? 0
      for entry in entries {
        environment.write(
          entry.infinitive.padded(to: width) + "  " + (entry.translation ?? "—")
            + "  (\(entry.model))")
      }
    }
  }
}
