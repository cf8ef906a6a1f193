import ConjugarOutput
import Foundation
import PlainText
import Testing

/// Invisible format characters (general category Cf) in messages are shown as `\u{…}` escapes,
/// like control characters are shown as `\xNN`: a right-to-left override in a file name or an
/// argument cannot make a message read backwards or hide part of it.
@Suite struct FormatCharacterTests {
  @Test(arguments: [
    ("right-to-left override", "a\u{202E}b", #"a\u{202E}b"#),
    ("left-to-right override", "\u{202D}x", #"\u{202D}x"#),
    ("embeddings and pop", "\u{202A}\u{202B}\u{202C}", #"\u{202A}\u{202B}\u{202C}"#),
    ("isolates", "\u{2066}\u{2067}\u{2068}\u{2069}", #"\u{2066}\u{2067}\u{2068}\u{2069}"#),
    ("marks", "\u{200E}\u{200F}\u{61C}", #"\u{200E}\u{200F}\u{61C}"#),
    ("zero-width", "a\u{200B}\u{200C}\u{200D}b", #"a\u{200B}\u{200C}\u{200D}b"#),
    ("byte order mark", "\u{FEFF}hablar", #"\u{FEFF}hablar"#),
    ("soft hyphen", "ha\u{AD}blar", #"ha\u{AD}blar"#),
    ("C0 and C1 as before", "\u{1B}[2J\u{9B}", #"\x1B[2J\x9B"#),
    ("letters kept", "ñandú, está, pingüino, 😀, \u{A0}", "ñandú, está, pingüino, 😀, \u{A0}"),
    ("an escape already shown", #"a\u{202E}b"#, #"a\u{202E}b"#),
  ])
  func formatCharactersBecomeEscapes(_ kind: String, _ text: String, _ shown: String) {
    #expect(text.escapingControlCharacters == shown, "\(kind)")
    #expect(shown.escapingControlCharacters == shown, "escaping twice changes nothing")
  }

  @Test func anArgumentWithABidiOverrideIsEscapedInTheMessage() throws {
    let result = try InProcessRunner().run(["verb", "\u{202E}ralbah"])
    #expect(result.status == 65)
    #expect(result.stderr.contains(#"\u{202E}ralbah"#), "\(result.stderr)")
    #expect(!result.stderr.unicodeScalars.contains { $0.properties.generalCategory == .format })
    #expect(result.stderrLines.count == 1, "\(result.stderr)")
  }
}
