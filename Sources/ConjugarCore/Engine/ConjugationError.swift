import Messages
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

  /// The message in English.
  public var message: String { message(in: .english) }

  /// The message in `language`, one line for a terminal.
  public func message(in language: Language) -> String { typed.text(in: language) }

  /// The message of the catalogue that says what is wrong.
  public var typed: Message {
    switch self {
    case .empty: .noVerbGiven
    case .tooLong(let length): .wordTooLong(length: length, maximum: Self.maximumLength)
    case .invalidEncoding: .notUTF8
    case .notAWord(let word): .notAWord(word)
    case .unknownVerb(let word, let suggestions): .unknownVerb(word, suggestions: suggestions)
    case .notAForm(let text, let suggestions):
      .notAForm(text.limited(to: Self.maximumLength), suggestions: suggestions)
    case .notAnInfinitive(let word, let suggestions, let formOf):
      // comér ends like an infinitive but for the accent, which no infinitive has.
      .notAnInfinitive(
        word, endsLikeOne: Conjugator.verbPart(of: word) != nil,
        accented: ["ár", "ér", "ír"].contains { word.hasSuffix($0) }, suggestions: suggestions,
        formOf: formOf)
    }
  }
}
