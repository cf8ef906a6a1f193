import PlainText

/// A list of verbs, one a line, as `quiz --verbs-file` and `verb -` read it.
enum VerbList {
  /// The word of one line: what comes before a `#` (a comment), without surrounding blanks;
  /// empty for a blank or comment line, which is skipped.
  static func word(inLine line: some StringProtocol) -> String {
    String(line.prefix { $0 != "#" }).trimmingWhitespace()
  }
}
