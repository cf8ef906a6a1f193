import PlainText

/// A list of verbs, one a line, as `quiz --verbs-file` and `verb -` read it.
enum VerbList {
  /// The word of one line: what comes before a `#` (a comment), without surrounding blanks
  /// or a byte order mark (a list saved by a Windows editor starts with one); empty for a
  /// blank or comment line, which is skipped.
  static func word(inLine line: some StringProtocol) -> String {
    var text = String(line.prefix { $0 != "#" })
    if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
    return text.trimmingWhitespace()
  }
}
