import PlainText

/// Quiz and worksheet lines fit in 80 columns, whatever the terminal: a transcript depends only on
/// the seed, the settings and the answers.
public enum QuizLine {
  public static let width = 80

  /// The line unchanged when it fits; else wrapped at spaces, continuation lines indented by
  /// `hanging` columns. A "·" stays with the word before it.
  public static func fitted(_ line: String, hanging: Int) -> String {
    WrappedText.fitted(line, hanging: hanging, width: width)
  }

  /// `lead` and `text`, with `text` wrapped as `fitted(_:hanging:)` wraps a line; `lead` is
  /// kept as it is (a question's number and its two spaces).
  public static func fitted(_ text: String, after lead: String, hanging: Int) -> String {
    WrappedText.fitted(text, after: lead, hanging: hanging, width: width)
  }
}
