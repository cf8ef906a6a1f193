import PlainText
import Testing

/// White space is Unicode's, read a character at a time; widths count characters.
@Suite struct TrimmingAndPaddingTests {
  @Test(arguments: [
    ("  hablar \t\n", "hablar"), ("hablar", "hablar"), ("   ", ""), ("", ""),
    ("\u{3000}tener\u{A0}", "tener"), (" de  ver ", "de  ver"), ("\r\nir\r\n", "ir"),
  ])
  func trimmingWhitespace(_ text: String, _ expected: String) {
    #expect(text.trimmingWhitespace() == expected)
    #expect(text[...].trimmingWhitespace() == expected)
  }

  @Test(arguments: [("  a b  ", "  a b"), ("a\t \n", "a"), ("  ", ""), ("ab", "ab")])
  func trimmingTrailingWhitespace(_ text: String, _ expected: String) {
    #expect(text.trimmingTrailingWhitespace() == expected)
  }

  @Test(arguments: [
    ("ser", 6, "ser   "), ("habló", 6, "habló "), ("abuñolar", 4, "abuñolar"), ("", 2, "  "),
    ("ir", 2, "ir"), ("ir", -1, "ir"),
  ])
  func padding(_ text: String, _ width: Int, _ expected: String) {
    #expect(text.padded(to: width) == expected)
  }
}
