extension String {
  /// The text with every control and format character shown as a visible escape, so that
  /// text from arguments and files (a verb in the history, a settings value) can be printed on
  /// a terminal without moving the cursor, changing the title, clearing the screen, or
  /// reordering what the reader sees.
  ///
  /// C0 controls (U+0000–U+001F, tab and newline included), DEL (U+007F) and C1 controls
  /// (U+0080–U+009F) become `\x` and two upper-case hex digits: ESC → `\x1B`, BEL → `\x07`,
  /// CSI (U+009B) → `\x9B`. Format characters (general category Cf: the bidi controls
  /// U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C; zero-width ones like U+200B–U+200D
  /// and U+FEFF; the soft hyphen) become `\u{` and upper-case hex digits and `}`: U+202E →
  /// `\u{202E}`; they are invisible, and the bidi ones make a message read backwards. Everything
  /// else, backslashes, accented letters and ñ included, is unchanged, so applying it twice
  /// gives the same text. JSON output needs no such step: its writer escapes controls, and a
  /// JSON reader sees format characters as the data they are.
  public var escapingControlCharacters: String {
    guard unicodeScalars.contains(where: { $0.isControlCharacter || $0.isFormatCharacter }) else {
      return self
    }
    var result = String.UnicodeScalarView()
    for scalar in unicodeScalars {
      let escape: String
      if scalar.isControlCharacter {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        escape = "\\x" + (digits.count == 1 ? "0" + digits : digits)
      } else if scalar.isFormatCharacter {
        escape = "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.append(scalar)
        continue
      }
      // One scalar at a time: `append(contentsOf:)` on a scalar view copies all of it each
      // time (a megabyte of controls in a student's file took minutes).
      for part in escape.unicodeScalars { result.append(part) }
    }
    return String(result)
  }
}

extension Unicode.Scalar {
  /// C0, DEL or C1: a code point a terminal may act on instead of showing.
  public var isControlCharacter: Bool { value < 0x20 || (0x7F...0x9F).contains(value) }

  /// An invisible character that changes how the text around it is shown (Unicode general
  /// category Cf): bidi overrides and isolates, zero-width joiners and spaces, the BOM.
  public var isFormatCharacter: Bool { properties.generalCategory == .format }
}
