import ConjugarTestSupport
import Foundation
import Testing

/// `read` with input it cannot use: one line on standard error naming the text, a documented
/// status, nothing on standard output for that text, never a crash or a hang; the other files
/// are still read.
@Suite struct ReadBadInputTests: RunnerFiles {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  private func writeBytes(_ name: String, _ bytes: [UInt8]) throws {
    try Data(bytes).write(to: URL(fileURLWithPath: path(name)))
  }

  /// One error line quoting the file, the status, nothing printed.
  private func refused(
    _ name: String, status: Int32, saying words: [String], language: String = "en",
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let result = try runner.run(["read", path(name), "--lang", language])
    #expect(result.status == status, sourceLocation: sourceLocation)
    #expect(result.stdout == "", sourceLocation: sourceLocation)
    #expect(result.stderrLines.count == 1, "\(result.stderr)", sourceLocation: sourceLocation)
    #expect(result.stderr.contains(name), sourceLocation: sourceLocation)
    for word in words {
      #expect(result.stderr.contains(word), "\(result.stderr)", sourceLocation: sourceLocation)
    }
  }

  @Test func aMissingFileIs66() throws {
    try refused("ninguno.txt", status: 66, saying: ["cannot read", "no such file"])
    try refused("ninguno.txt", status: 66, saying: ["no se puede leer el archivo"], language: "es")
  }

  @Test func aFolderIs74() throws {
    try FileManager.default.createDirectory(
      atPath: path("carpeta.txt"), withIntermediateDirectories: true)
    try refused("carpeta.txt", status: 74, saying: ["cannot read"])
  }

  @Test(arguments: ["", "\n\n   \n", "\u{FEFF}\r\n"])
  func anEmptyTextIs65(_ text: String) throws {
    try write("vacio.txt", text)
    try refused("vacio.txt", status: 65, saying: ["no text to read"])
    try refused("vacio.txt", status: 65, saying: ["no hay ningún texto"], language: "es")
  }

  @Test func anEmptyMarkdownOrSubtitleFileIs65() throws {
    try write("vacio.md", "  \n")
    try refused("vacio.md", status: 65, saying: ["no text to read"])
    try write("vacio.srt", "")
    try refused("vacio.srt", status: 65, saying: ["no text to read"])
  }

  @Test func nulBytesAreBinary() throws {
    try writeBytes("foto.png", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x0D])
    try refused("foto.png", status: 65, saying: ["not text", "line 3"])
    try writeBytes("nul.txt", Array("Ayer fui al cine.\nY luego\u{0} cené.".utf8))
    try refused("nul.txt", status: 65, saying: ["NUL", "line 2"])
    try refused("nul.txt", status: 65, saying: ["no es texto", "línea 2"], language: "es")
  }

  @Test func invalidUTF8NamesTheLines() throws {
    // Latin-1: "comí" and "café" as one byte each.
    try writeBytes(
      "latin1.txt",
      Array("Ayer\n".utf8) + [0x63, 0x6F, 0x6D, 0xED, 0x0A] + Array("bien\n".utf8)
        + [0x63, 0x61, 0x66, 0xE9, 0x0A])
    try refused("latin1.txt", status: 65, saying: ["not UTF-8", "lines 2 and 4", "save it"])
    try refused("latin1.txt", status: 65, saying: ["UTF-8", "las líneas 2 y 4"], language: "es")
    try writeBytes("uno.txt", [0x63, 0x6F, 0x6D, 0xED])
    try refused("uno.txt", status: 65, saying: ["on line 1)"])
    try writeBytes("muchas.txt", (0..<12).flatMap { _ in [0xE9, 0x0A] as [UInt8] })
    try refused("muchas.txt", status: 65, saying: ["lines 1, 2, 3, 4, 5 and 7 more"])
  }

  @Test func utf16IsNamed() throws {
    try writeBytes("utf16.txt", [0xFF, 0xFE] + Array("Hola".utf8).flatMap { [$0, 0] })
    try refused("utf16.txt", status: 65, saying: ["UTF-16", "save it as UTF-8"])
  }

  @Test(arguments: [
    "The government announced yesterday that house prices will rise this year, according to the latest figures from the national institute of statistics.",
    "Le gouvernement a annoncé hier que les prix des logements augmenteront cette année, selon les chiffres publiés par l'institut national de la statistique.",
    "Die Regierung hat gestern angekündigt, dass die Preise für Wohnungen in diesem Jahr steigen werden, wie das nationale Statistikamt heute mitteilte.",
  ])
  func anotherLanguageIsSaidSo(_ text: String) throws {
    try write("otro.txt", text)
    try refused("otro.txt", status: 65, saying: ["does not look like Spanish", "% of its"])
    try refused(
      "otro.txt", status: 65, saying: ["no parece contener texto en español"], language: "es")
  }

  @Test func overOneHundredMegabytesIsRefusedUnread() throws {
    let url = URL(fileURLWithPath: path("enorme.txt"))
    #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: 100_000_001)
    try handle.close()
    try refused("enorme.txt", status: 65, saying: ["over 100 MB", "split it"])
    try refused("enorme.txt", status: 65, saying: ["más de 100 MB"], language: "es")
  }

  @Test func overOneHundredMegabytesOnStandardInputIsRefused() throws {
    let result = try runner.run(
      ["read", "-"], input: Data(repeating: UInt8(ascii: "a"), count: 100_000_001))
    #expect(result.status == 65)
    #expect(result.stdout == "")
    #expect(result.stderr.contains("standard input"))
    #expect(result.stderr.contains("100 MB"))
  }

  @Test func aTenMegabyteLineIsReadWithoutAHang() throws {
    let line = String(repeating: "=-", count: 5_000_000)
    try write("linea.txt", line + "\n")
    let result = try runner.run(["read", path("linea.txt")])
    #expect(result.status == 0)
    #expect(result.stderrLines.count == 1)
    #expect(result.stderr.contains("no verb found"))
  }

  @Test func theOtherFilesAreStillRead() throws {
    try write("bueno.txt", "Comimos en casa.")
    try write("vacio.txt", "")
    let result = try runner.run(
      ["read", path("vacio.txt"), path("bueno.txt"), path("nada.txt"), "--format", "json"])
    #expect(result.status == 66)
    #expect(result.stderrLines.filter { $0.contains("error") }.count == 2)
    #expect(result.stdout.hasPrefix("["))
    let parsed = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    #expect(parsed is [Any])
  }

  @Test func standardInputIsNamedOnce() throws {
    let result = try runner.run(["read", "-", "-"], stdin: "Comí.")
    #expect(result.status == 64)
    #expect(result.stdout == "")
  }

  @Test func tensesNeedInText() throws {
    try write("bueno.txt", "Comimos en casa.")
    let result = try runner.run(["read", path("bueno.txt"), "--tenses"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("--in-text"))
  }

  @Test func noFileIsAUsageError() throws {
    let result = try runner.run(["read"])
    #expect(result.status == 64)
  }

  /// Control and bidi characters of a text never reach the terminal as themselves.
  @Test func controlAndBidiCharactersAreEscaped() throws {
    try write("raro.txt", "Ayer \u{1B}[2Jfui al \u{202E}cine\u{7} y volví.\r\nBien.\r\n")
    for arguments in [["--in-text"], [], ["--by", "tense"]] {
      let result = try runner.run(["read", path("raro.txt")] + arguments)
      #expect(result.status == 0, "\(arguments)")
      for raw in ["\u{1B}", "\u{202E}", "\u{7}", "\r"] {
        #expect(!result.stdout.contains(raw), "\(arguments)")
        #expect(!result.stderr.contains(raw), "\(arguments)")
      }
    }
    let marked = try runner.run(["read", path("raro.txt"), "--in-text"])
    #expect(marked.stdout.contains("\\x1B[2J"))
    #expect(marked.stdout.contains("\\u{202E}cine\\x07"))
    #expect(marked.stdout.hasSuffix("Bien.\n"))
  }
}
