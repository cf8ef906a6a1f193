import ArgumentParser
import ConjugarCore
import ConjugarOutput
import PlainText

/// `conjugar verbs`: the known verbs, with filters.
public struct VerbsArguments: ParsableArguments {
  @Flag(help: "Only verbs with irregular forms (stem changes, irregular stems).")
  var irregular = false

  @Flag(help: "Only regular verbs (including spelling-only changes such as busqué).")
  var regular = false

  @Option(
    help: "Only verbs conjugated like this model, or like the verb given (mantener: like tener).",
    completion: .models)
  var model: String? = nil

  @Option(
    help: ArgumentHelp(
      "Only verbs whose infinitive contains this text or whose English gloss has it as whole words; best matches first, then the most used."
    ))
  var search: String? = nil

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Only the N most used verbs (after the other filters), most used first.", valueName: "N"),
    transform: VerbsArguments.top(from:))
  var top: Int? = nil

  /// `--top`: a whole number from 1 (`-1` is read as a value, not as an option).
  static func top(from text: String) throws -> Int {
    guard let top = Int(text), top >= 1 else { throw ValidationError("use a whole number from 1") }
    return top
  }

  @Option(help: "Output format.")
  var format: OutputFormat = .text

  public init() {}

  public func validate() throws {
    if irregular && regular {
      throw ValidationError("--irregular and --regular exclude each other")
    }
  }

  /// The model `--model` names: a model itself (tener), or the model of a listed verb
  /// (mantener → tener), in any case and with or without its accents; else a usage error with
  /// the nearest verbs.
  static func modelName(for word: String, in conjugator: Conjugator) throws -> String {
    let lowered = word.lowercased()
    if VerbCatalog.regularity(ofModel: lowered) != nil { return lowered }
    let lexicon = conjugator.lexicon
    if let entry = lexicon.entry(for: lowered) ?? lexicon.entry(ignoringAccentsOf: lowered) {
      return entry.model
    }
    let suggestions = conjugator.suggestions(for: lowered)
    let hint =
      suggestions.isEmpty
      ? "" : " (did you mean " + eitherOf(suggestions.map { "'\($0)'" }) + "?)"
    throw ValidationError(
      "unknown model '\(word.abbreviated)'\(hint); give a model such as hablar, tener or pensar, "
        + "or a verb that follows one")
  }

  public func run(in environment: CommandEnvironment) throws {
    let model = try model.map { try Self.modelName(for: $0, in: environment.conjugator) }
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
