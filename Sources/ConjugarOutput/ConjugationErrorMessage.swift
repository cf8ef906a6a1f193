import ConjugarCore
import Messages
import PlainText

/// What a person reads when a word cannot be conjugated: the engine's `ConjugationError` (in
/// ConjugarCore, which knows no messages) told through the catalogue.
extension ConjugationError {
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
      .notAnInfinitive(
        word, endsLikeOne: Self.endsLikeAnInfinitive(word),
        accented: Self.hasAccentedInfinitiveEnding(word), suggestions: suggestions, formOf: formOf)
    }
  }
}
