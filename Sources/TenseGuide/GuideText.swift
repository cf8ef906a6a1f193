import Messages

/// A text of the guide: a message of the catalogue, or data that reads the same in every
/// language (verb forms: "tener → tuve"; a sound change: "e → ie").
public enum GuideText: Sendable, Equatable {
  case message(Message)
  case data(String)

  public func text(in language: Language) -> String {
    switch self {
    case .message(let message): message.text(in: language)
    case .data(let text): text
    }
  }

  /// The text in English (the Markdown guide and the JSON).
  public var english: String { text(in: .english) }
}
