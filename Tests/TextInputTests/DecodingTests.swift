import Testing

@testable import TextInput

@Suite struct DecodingTests {
  private func read(_ bytes: [UInt8], _ format: TextFormat = .text) throws(TextInputError)
    -> ReadableText
  {
    try ReadableText(bytes: bytes, format: format)
  }

  @Test func aByteOrderMarkIsSkippedAndNotCounted() throws {
    let text = try read([0xEF, 0xBB, 0xBF] + Array("Comí.".utf8))
    #expect(text.text == "Comí.")
    #expect(text.prose == "Comí.")
  }

  @Test(arguments: ["", "   \n\t\n", "\u{FEFF}", "\r\n\r\n"])
  func blankTextsAreEmpty(_ input: String) {
    #expect(throws: TextInputError.empty) { try read(Array(input.utf8)) }
  }

  @Test(arguments: [
    ([0x48, 0x6F, 0x6C, 0x61, 0x00], 1), (Array("uno\ndos\ntr\u{0}es".utf8), 3),
    ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00], 3),
  ])
  func aNulByteMakesItBinary(_ bytes: [UInt8], line: Int) {
    #expect(throws: TextInputError.binary(line: line)) { try read(bytes) }
  }

  @Test func manyControlBytesMakeItBinaryButColoursAndTabsDoNot() throws {
    let controls = [UInt8](repeating: 0x01, count: 5) + Array("ab\ncd".utf8)
    #expect(throws: TextInputError.binary(line: 1)) { try read(controls) }
    let coloured = try read(Array("\u{1B}[1mComí\u{1B}[0m\ttarde\r\n".utf8))
    #expect(coloured.prose.unicodeScalars.count == coloured.text.unicodeScalars.count)
    #expect(!coloured.prose.contains("\u{1B}"))
  }

  @Test(arguments: [[0xFF, 0xFE, 0x48, 0x00], [0xFE, 0xFF, 0x00, 0x48]] as [[UInt8]])
  func utf16IsNamed(_ bytes: [UInt8]) {
    #expect(throws: TextInputError.utf16) { try read(bytes) }
  }

  @Test func invalidUTF8NamesItsLines() {
    let latin1: [UInt8] =
      Array("uno\n".utf8) + [0x63, 0x6F, 0x6D, 0xED, 0x0A] + Array("tres\n".utf8)
      + [0xE9, 0x0A]
    #expect(throws: TextInputError.notUTF8(lines: [2, 4], count: 2)) { try read(latin1) }
    let many = (0..<9).flatMap { _ in [0xE9, 0x0A] as [UInt8] }
    #expect(throws: TextInputError.notUTF8(lines: [1, 2, 3, 4, 5], count: 9)) { try read(many) }
  }

  @Test func overTheLimitIsRefused() {
    let bytes = [UInt8](repeating: 0x61, count: ReadableText.maximumBytes + 1)
    #expect(throws: TextInputError.tooLarge(limit: ReadableText.maximumBytes)) {
      try read(bytes)
    }
  }

  @Test func aLongLineIsRead() throws {
    let line = String(repeating: "canto y bailo ", count: 200_000)
    let text = try read(Array(line.utf8))
    #expect(text.prose == line)
  }

  @Test func controlAndFormatCharactersAreBlankInProseOnly() throws {
    let input = "Dijo\u{202E} que\u{200B}vino\u{7}.\n"
    let text = try read(Array(input.utf8))
    #expect(text.text == input)
    #expect(text.prose == "Dijo  que vino .\n")
  }

  @Test func slicesCountScalars() throws {
    let text = try read(Array("¿Qué dijiste?".utf8))
    let scalars = ScalarText(text.text)
    #expect(scalars.slice(offset: 5, length: 7) == "dijiste")
    #expect(scalars.slice(offset: 40, length: 2) == "")
    #expect(scalars.slice(offset: 12, length: 5) == "?")
  }

  @Test(arguments: [
    ("notas.md", TextFormat.markdown), ("A.MARKDOWN", .markdown), ("peli.srt", .srt),
    ("dir.v/peli.VTT", .vtt), ("cuento.txt", .text), ("README", .text), (".md", .text),
  ])
  func formatsFollowTheExtension(_ path: String, _ format: TextFormat) {
    #expect(TextFormat(path: path) == format)
  }
}
