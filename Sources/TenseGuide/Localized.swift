import Messages

/// The guide's prose in every language, side by side: each entry is written in English and in
/// Spanish (by hand, as a teacher explains the tense, not translated word for word), so a change
/// to one is made to the other at once. `GuideContentTests` fails when the Spanish is missing or
/// still holds English words.
public struct Localized: Sendable, Equatable {
  public let english: String
  public let spanish: String

  public init(_ english: String, es spanish: String) {
    self.english = english
    self.spanish = spanish
  }

  /// Text that reads the same in both languages (verb forms: "tener → tuve").
  public init(both text: String) { self.init(text, es: text) }

  public func text(in language: Language) -> String {
    switch language {
    case .english, .pseudo: english
    case .spanish: spanish
    }
  }
}
