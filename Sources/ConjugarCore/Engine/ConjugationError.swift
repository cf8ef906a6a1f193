/// Why a word cannot be conjugated: the facts, without the words that tell a person
/// (`ConjugationError.typed` in ConjugarOutput).
public enum ConjugationError: Error, Equatable, Sendable {
  case empty
  case tooLong(length: Int)
  case invalidEncoding
  /// Digits, punctuation, spaces or letters Spanish does not use.
  case notAWord(String)
  /// A word that does not end like an infinitive; with near misses and, for a conjugated
  /// form, the infinitives it belongs to.
  case notAnInfinitive(String, suggestions: [String], formOf: [String])
  /// An unknown infinitive taken for a typo of the known verbs given
  /// (`Conjugator.typoCorrections(of:)`): comir for comer.
  case unknownVerb(String, suggestions: [String])
  /// A word or phrase that is no form of a known verb, with infinitives it resembles.
  case notAForm(String, suggestions: [String])

  public static let maximumLength = 40

  /// Whether `word` ends like an infinitive (-ar, -er, -ir, or one of them and -se): a word
  /// refused as `notAnInfinitive` that does is the infinitive of no verb.
  public static func endsLikeAnInfinitive(_ word: String) -> Bool {
    Conjugator.verbPart(of: word) != nil
  }

  /// Whether `word` ends like an infinitive but for an accent on its ending (comér), which no
  /// infinitive has.
  public static func hasAccentedInfinitiveEnding(_ word: String) -> Bool {
    ["ár", "ér", "ír"].contains { word.hasSuffix($0) }
  }
}
