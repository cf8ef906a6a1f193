import PlainText

/// Quiz and worksheet lines fit in 80 columns, whatever the terminal: a transcript depends only on
/// the seed, the settings and the answers.
public enum QuizLine {
  public static let width = 80

  /// The line unchanged when it fits; else wrapped at spaces, continuation lines indented by
  /// `hanging` columns. A "·" stays with the word before it.
  public static func fitted(_ line: String, hanging: Int) -> String {
    guard line.count > width else { return line }
    let indent = String(line.prefix { $0 == " " })
    let bound = String(line.dropFirst(indent.count)).replacing(" · ", with: "\u{A0}· ")
    return WrappedText(bound)
      .lines(width: width, firstIndent: indent, indent: String(repeating: " ", count: hanging))
      .joined(separator: "\n")
      .replacing("\u{A0}", with: " ")
  }
}
