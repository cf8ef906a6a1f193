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

  @Option(help: "Only verbs conjugated like this model verb (e.g. tener, pensar).")
  var model: String? = nil

  @Option(
    help: ArgumentHelp(
      "Only verbs whose infinitive contains this text or whose English gloss has it as whole words; best matches first, then the most used."
    ))
  var search: String? = nil

  @Option(
    help: ArgumentHelp(
      "Only the N most used verbs (after the other filters), most used first.", valueName: "N"))
  var top: Int? = nil

  @Option(help: "Output format.")
  var format: OutputFormat = .text

  public init() {}

  public func validate() throws {
    if irregular && regular {
      throw ValidationError("--irregular and --regular exclude each other")
    }
    if let top, top < 1 { throw ValidationError("--top takes a whole number from 1, not \(top)") }
    if let model, VerbCatalog.regularity(ofModel: model) == nil {
      throw ValidationError(
        "unknown model '\(model.abbreviated)'; models are verbs such as hablar, tener, pensar (see Docs/MODELS.md)"
      )
    }
  }

  public func run(in environment: CommandEnvironment) throws {
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
