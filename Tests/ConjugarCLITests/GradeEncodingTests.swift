import ConjugarTestSupport
import Foundation
import Testing

@testable import ConjugarCommands
@testable import Grading

/// The encodings an answers file is read in (`AnswerEncoding`): a byte order mark names one;
/// valid UTF-8 is UTF-8; else Windows-1252 when every byte is one of its characters; anything
/// else is a problem of that file, never a crash.
@Suite struct GradeEncodingTests {
  static let text = "nombre: Ana García\n1. tuve\n2. pidió\n3. hubiéramos tenido\n4. €‚…\n"

  static func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
    (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE])
      + text.utf16.flatMap { unit in
        let (high, low) = (UInt8(unit >> 8), UInt8(unit & 0xFF))
        return bigEndian ? [high, low] : [low, high]
      }
  }

  /// Windows-1252's bytes for `text` (every character of it has one).
  static func windows1252(_ text: String) -> [UInt8] {
    let high: [Character: UInt8] = ["€": 0x80, "‚": 0x82, "…": 0x85, "’": 0x92]
    return text.map { character in
      high[character] ?? UInt8(character.unicodeScalars.first!.value)
    }
  }

  @Test func eachEncodingReadsTheSameText() {
    let cases: [([UInt8], AnswerEncoding)] = [
      (Array(Self.text.utf8), .utf8),
      ([0xEF, 0xBB, 0xBF] + Array(Self.text.utf8), .utf8),
      (Self.utf16(Self.text, bigEndian: false), .utf16LittleEndian),
      (Self.utf16(Self.text, bigEndian: true), .utf16BigEndian),
      (Self.windows1252(Self.text), .windows1252),
    ]
    for (bytes, encoding) in cases {
      let decoded = AnswerEncoding.decode(bytes)
      #expect(decoded.text == Self.text, "\(encoding)")
      #expect(decoded.encoding == encoding)
    }
  }

  @Test func everyWindows1252ByteButTheUndefinedAndNULMaps() {
    for byte in UInt8(1)...UInt8(255) {
      let decoded = AnswerEncoding.windows1252([byte])
      #expect((decoded == nil) == [0x81, 0x8D, 0x8F, 0x90, 0x9D].contains(byte), "\(byte)")
    }
    #expect(AnswerEncoding.windows1252([0x41, 0x00]) == nil)
    #expect(AnswerEncoding.windows1252([0x80, 0x9F, 0xF1]) == "€Ÿñ")
  }

  @Test func bytesOfNoEncodingAreNamedNotGuessed() {
    // An undefined Windows-1252 byte, a UTF-16 file without its mark, a broken surrogate.
    for bytes: [UInt8] in [
      [0x41, 0xE9, 0x81], Array("1. tuve".utf16.flatMap { [UInt8($0), 0] }),
      [0xFF, 0xFE, 0x00, 0xD8, 0x41, 0x00],
      // UTF-32LE: its mark begins as UTF-16LE's, then a NUL in every character.
      [0xFF, 0xFE, 0x00, 0x00, 0x41, 0x00, 0x00, 0x00],
    ] {
      #expect(AnswerEncoding.decode(bytes).encoding == nil, "\(bytes)")
    }
  }

  @Test func aWindows1252FileIsGradedRightAndNoted() throws {
    let runner = try InProcessRunner()
    let key = GradeScenarioTests.key(accents: .strict)
    let version = key.versions[0]
    try key.json.write(
      to: runner.scratch.appendingPathComponent("key.json"), atomically: true, encoding: .utf8)
    let lines =
      ["Ana Núñez", "version: \(version.code)"]
      + version.questions.map { "\($0.number). \($0.answer)" }
    let path = runner.scratch.appendingPathComponent("ana.txt").path
    let bytes = Self.windows1252(lines.joined(separator: "\r\n") + "\r\n")
    #expect(String(validating: bytes, as: UTF8.self) == nil, "the file must not be UTF-8")
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let result = try runner.run(
      ["grade", runner.scratch.appendingPathComponent("key.json").path, path])
    #expect(result.status == 0)
    #expect(result.stdout.contains("Ana Núñez · ana.txt · version \(version.code) · 120/120"))
    #expect(result.stdout.contains("  · read as Windows-1252"))
    #expect(!result.stdout.contains("�"))
  }

  @Test(arguments: [false, true])
  func aUTF16FileWithItsMarkIsGradedRight(bigEndian: Bool) throws {
    let runner = try InProcessRunner()
    let key = GradeScenarioTests.key(accents: .strict)
    let version = key.versions[1]
    let keyPath = runner.scratch.appendingPathComponent("key.json").path
    try key.json.write(toFile: keyPath, atomically: true, encoding: .utf8)
    let lines =
      ["name: Bea Peña", "version: \(version.code)"]
      + version.questions.map { "\($0.number). \($0.answer)" }
    let path = runner.scratch.appendingPathComponent("bea.txt").path
    try Data(Self.utf16(lines.joined(separator: "\n"), bigEndian: bigEndian)).write(
      to: URL(fileURLWithPath: path))
    let result = try runner.run(["grade", keyPath, path, "--format", "csv"])
    #expect(result.status == 0)
    let row = result.stdout.split(separator: "\r\n")[1]
    #expect(row.hasPrefix("Bea Peña,\(path),\(version.code),120,120,100,12,0,,read as UTF-16"))
  }
}
