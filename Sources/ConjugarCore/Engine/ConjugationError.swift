import PlainText

/// Why a word cannot be conjugated. `message` is one line for a terminal.
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

  public var message: String {
    switch self {
    case .empty:
      return "no verb given: type an infinitive such as 'hablar'"
    case .tooLong(let length):
      return "a word of \(length) characters is too long for a verb (at most \(Self.maximumLength))"
    case .invalidEncoding:
      return "the verb is not valid UTF-8 text"
    case .notAWord(let word):
      return "'\(word)' is not a Spanish word: use letters only (a–z, á é í ó ú ü ñ)"
    case .unknownVerb(let word, let suggestions):
      // A real verb missing from the list can look like a typo of a listed one: say the way out.
      return "unknown verb '\(word)'; did you mean " + Self.list(suggestions)
        + "? (--infer conjugates it as written)"
    case .notAForm(let text, let suggestions):
      return "'\(text.limited(to: Self.maximumLength))' is not a form of any verb conjugar knows"
        + (suggestions.isEmpty ? "" : "; did you mean " + Self.list(suggestions) + "?")
    case .notAnInfinitive(let word, let suggestions, let formOf):
      // comér ends like an infinitive but for the accent, which no infinitive has.
      let accented = ["ár", "ér", "ír"].contains { word.hasSuffix($0) }
      var text =
        Conjugator.verbPart(of: word) == nil
        ? "'\(word)' is not a Spanish infinitive (they end in -ar, -er or -ir"
          + (accented ? ", without an accent)" : ")")
        : "'\(word)' is not a verb conjugar knows or can infer"
      if !formOf.isEmpty {
        text += "; it is a form of " + Self.list(formOf)
      } else if !suggestions.isEmpty {
        text += "; did you mean " + Self.list(suggestions) + "?"
      }
      return text
    }
  }

  /// "'a', 'b' or 'c'".
  private static func list(_ words: [String]) -> String { eitherOf(words.map { "'\($0)'" }) }
}
