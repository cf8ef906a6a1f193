import ConjugarCore
import ConjugarOutput
import Messages
import PlainText

/// `--model` of `verbs` and `quiz`: a model itself (tener), or a listed verb that follows one
/// (mantener → tener), in any case and with or without its accents.
enum ModelName {
  /// The model `word` names; else a usage error in `language` with the nearest verbs.
  static func model(for word: String, in conjugator: Conjugator, language: Language)
    throws(CommandFailure) -> String
  {
    let lowered = word.lowercased()
    if VerbCatalog.regularity(ofModel: lowered) != nil { return lowered }
    let lexicon = conjugator.lexicon
    if let entry = lexicon.entry(for: lowered) ?? lexicon.entry(ignoringAccentsOf: lowered) {
      return entry.model
    }
    let suggestions = conjugator.suggestions(for: lowered)
    throw .usage(
      Message.verbsUnknownModel(word.abbreviated, suggestions: suggestions).text(in: language))
  }
}
