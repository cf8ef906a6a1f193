import PlainText
import Testing

/// Text from arguments and files reaches a terminal with its control and format characters
/// made visible; everything else is left as it is.
@Suite struct ControlCharacterEscapeTests {
  @Test(arguments: [
    ("hablar", "hablar"), ("a\u{1B}[2Jb", #"a\x1B[2Jb"#), ("\u{07}", #"\x07"#),
    ("tab\there", #"tab\x09here"#), ("\u{7F}\u{9B}", #"\x7F\x9B"#), (#"a\x1Bb"#, #"a\x1Bb"#),
    ("ñandú\u{A0}", "ñandú\u{A0}"), ("\u{0}\u{1F}\u{80}\u{9F}", #"\x00\x1F\x80\x9F"#),
    ("a\u{202E}b\u{FEFF}", #"a\u{202E}b\u{FEFF}"#), ("", ""),
  ])
  func controlCharactersBecomeEscapes(_ text: String, _ shown: String) {
    #expect(text.escapingControlCharacters == shown)
    #expect(shown.escapingControlCharacters == shown, "escaping twice changes nothing")
  }

  /// A student's answers file of a megabyte of control characters (`grade`'s text and CSV
  /// reports escape it): each escape was appended by copying all that came before, so the
  /// report took minutes (160 KB: 11 s; 1 MiB: as good as a hang).
  @Test(.timeLimit(.minutes(1)))
  func aMegabyteOfControlCharactersIsEscapedWithoutHanging() {
    let escaped = String(repeating: "\u{01}", count: 1 << 20).escapingControlCharacters
    #expect(escaped.utf8.count == 4 << 20)
    #expect(escaped.hasPrefix(#"\x01\x01"#) && escaped.hasSuffix(#"\x01"#))
  }

  @Test func theControlRangesEndWhereTheyShould() {
    let controls: [UInt32] = [0x00, 0x09, 0x0A, 0x1F, 0x7F, 0x80, 0x9F]
    let others: [UInt32] = [0x20, 0x7E, 0xA0, 0xF1, 0x202E]
    for value in controls { #expect(Unicode.Scalar(value)!.isControlCharacter, "\(value)") }
    for value in others { #expect(!Unicode.Scalar(value)!.isControlCharacter, "\(value)") }
    #expect(Unicode.Scalar(0x202E)!.isFormatCharacter)
    #expect(Unicode.Scalar(0xAD)!.isFormatCharacter)
    #expect(!Unicode.Scalar(0x1B)!.isFormatCharacter)
    #expect(!Unicode.Scalar(0xF1)!.isFormatCharacter)
  }
}
