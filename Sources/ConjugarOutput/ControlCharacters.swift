extension String {
  /// The text with every control character shown as a visible escape, so that text from
  /// arguments and files (a verb in the history, a settings value) can be printed on a terminal
  /// without moving the cursor, changing the title or clearing the screen.
  ///
  /// C0 controls (U+0000–U+001F, tab and newline included), DEL (U+007F) and C1 controls
  /// (U+0080–U+009F) become `\x` and two upper-case hex digits: ESC → `\x1B`, BEL → `\x07`,
  /// CSI (U+009B) → `\x9B`. Everything else, backslashes included, is unchanged, so applying
  /// it twice gives the same text. JSON output needs no such step: its writer escapes controls.
  public var escapingControlCharacters: String {
    guard unicodeScalars.contains(where: \.isControlCharacter) else { return self }
    var result = String.UnicodeScalarView()
    for scalar in unicodeScalars {
      guard scalar.isControlCharacter else {
        result.append(scalar)
        continue
      }
      let digits = String(scalar.value, radix: 16, uppercase: true)
      let escape = "\\x" + (digits.count == 1 ? "0" + digits : digits)
      result.append(contentsOf: escape.unicodeScalars)
    }
    return String(result)
  }
}

extension Unicode.Scalar {
  /// C0, DEL or C1: a code point a terminal may act on instead of showing.
  public var isControlCharacter: Bool { value < 0x20 || (0x7F...0x9F).contains(value) }
}
