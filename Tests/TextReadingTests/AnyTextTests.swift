import ConjugarCore
import Testing

@testable import TextReading

/// Any text is read without a crash, and every span is where the verb is: control and bidi
/// characters, NUL, decomposed accents, other scripts, emoji, a very long line, long words.
@Suite struct AnyTextTests {
  let reader = TextReader()

  /// Each occurrence's span, cut from the text by Unicode scalars, is its form; its sentence
  /// holds it.
  func checkSpans(_ text: String) -> [VerbOccurrence] {
    let scalars = Array(text.unicodeScalars)
    let found = reader.read(text)
    for occurrence in found {
      var view = String.UnicodeScalarView()
      view.append(contentsOf: scalars[occurrence.offset..<occurrence.offset + occurrence.length])
      #expect(String(view) == occurrence.form)
      #expect(occurrence.sentenceOffset <= occurrence.offset)
      #expect(
        occurrence.offset + occurrence.length
          <= occurrence.sentenceOffset + occurrence.sentenceLength)
      #expect(!occurrence.readings.isEmpty)
    }
    return found
  }

  @Test(arguments: [
    "Ella \u{202E}canta\u{202C} bien.", "Ella\u{0}canta\u{0}bien.", "\u{7}\u{1B}[31mElla canta.\u{1B}[0m",
    "👍🏽 Ella canta. 🇪🇸 Él baila.", "Ella cant\u{0061}\u{0301} y bail\u{006F}\u{0301}.",
    "Привет мир, 你好世界. مرحبا", "\u{FEFF}Ella canta.", "\r\nElla canta.\r\n\r\nÉl baila.\r\n",
    String(repeating: "a", count: 5_000) + " canta", "...", "¿¡", "\u{D7FF}\u{E000}\u{10FFFF}",
  ])
  func anyTextIsRead(_ text: String) {
    _ = checkSpans(text)
  }

  @Test func decomposedAccentsAreRead() throws {
    let found = checkSpans("Ella cant\u{0061}\u{0301} ayer.")
    let canto = try #require(found.first)
    #expect(canto.readings.first == VerbReading(infinitive: "cantar", kind: .finite(.preterito, .el)))
    #expect(canto.length == 6)
  }

  @Test func offsetsCountScalarsNotCharacters() throws {
    let found = checkSpans("👍🏽 Ella canta.")
    #expect(found.first?.offset == 8)
  }

  @Test func aLongLineWithoutBreaks() {
    let line = String(repeating: "Yo como pan y ella bebe agua mientras el perro duerme ", count: 5_000)
    let found = reader.read(line)
    #expect(found.count == 15_000)
  }

  @Test func textWithoutVerbs() {
    #expect(reader.read("The quick brown fox jumps over the lazy dog.").isEmpty)
    #expect(reader.read("12 345, 67. — « » ( )").isEmpty)
  }
}
