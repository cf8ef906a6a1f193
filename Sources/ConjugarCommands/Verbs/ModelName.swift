import ConjugarCore
import ConjugarOutput
import PlainText

/// `--model` of `verbs` and `quiz`: a model itself (tener), or a listed verb that follows one
/// (mantener → tener), in any case and with or without its accents.
enum ModelName {
  /// The model `word` names; else a usage error with the nearest verbs.
  static func model(for word: String, in conjugator: Conjugator) throws(CommandFailure) -> String {
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
    throw .usage(
      "unknown model '\(word.abbreviated)'\(hint); give a model such as hablar, tener or pensar, "
        + "or a verb that follows one")
  }
}
