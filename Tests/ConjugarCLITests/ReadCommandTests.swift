import ConjugarTestSupport
import Foundation
import Testing

/// `read` through the command line in-process: the texts of a learner (a news article, Markdown
/// notes, subtitles), their JSON offsets exact in the file's own text, and golden transcripts
/// of every output in English and Spanish.
@Suite struct ReadCommandTests: RunnerFiles {
  let runner: InProcessRunner
  init() throws {
    runner = try InProcessRunner()
    for (name, text) in Self.texts { try write(name, text) }
  }

  static let news = """
    El Gobierno anunció ayer que subirá las pensiones el próximo año. Según el ministro, la \
    medida se aplicará desde enero y beneficiará a nueve millones de personas. «Hemos cumplido \
    lo que prometimos», dijo ante la prensa. La oposición, sin embargo, cree que la subida llega \
    tarde y pide que el Gobierno explique cómo va a pagarla. Como siempre, el debate sigue \
    abierto.

    """

  static let notes = """
    ---
    title: Receta
    ---
    # Tortilla de *patatas*

    Primero **pelamos** las patatas y las [cortamos](https://example.com/cortar) en rodajas.

    - Se fríen en aceite `muy caliente`.
    - Mientras tanto, batimos los huevos.

    ```
    no se lee: comimos
    ```

    """

  static let subtitles = """
    1
    00:00:01,000 --> 00:00:03,000
    <i>¿Adónde vas tan temprano?</i>

    2
    00:00:03,500 --> 00:00:06,000
    Voy a casa de mi madre.
    Dámelo, que lo llevo yo.

    """

  static let texts = [("noticia.txt", news), ("receta.md", notes), ("dialogo.srt", subtitles)]

  /// The runs, each as typed with its standard output, standard error and status; the scratch
  /// folder's path left out.
  private func transcript(_ runs: [[String]], stdin: String = "") throws -> String {
    let folder = runner.folder.path("")
    var text = ""
    for arguments in runs {
      let result = try runner.run(["read"] + arguments, stdin: stdin)
      text += "$ conjugar read " + arguments.joined(separator: " ") + "\n" + result.stdout
      if !result.stderr.isEmpty { text += "[stderr]\n" + result.stderr }
      text += "[status \(result.status)]\n\n"
    }
    return text.replacingOccurrences(of: folder + "/", with: "")
      .replacingOccurrences(of: folder, with: "")
  }

  private func runs(_ language: String, _ variants: [[String]]) -> [[String]] {
    variants.map { $0 + ["--lang", language] }
  }

  @Test(arguments: ["en", "es"])
  func tableTranscript(_ language: String) throws {
    let runs = runs(
      language,
      [
        [path("noticia.txt")], [path("noticia.txt"), "--by", "tense"],
        [path("receta.md"), path("dialogo.srt")], [path("noticia.txt"), "--color", "always"],
      ])
    try Golden.check(try transcript(runs), against: "read-table-\(language)")
  }

  @Test(arguments: ["en", "es"])
  func inTextTranscript(_ language: String) throws {
    let runs = runs(
      language,
      [
        [path("noticia.txt"), "--in-text"], [path("dialogo.srt"), "--in-text", "--tenses"],
        [path("receta.md"), "--in-text", "--tenses", "--color", "always"],
      ])
    try Golden.check(try transcript(runs), against: "read-in-text-\(language)")
  }

  @Test func jsonTranscript() throws {
    let runs = [
      [path("noticia.txt"), "--format", "json"],
      [path("receta.md"), path("dialogo.srt"), "--format", "json"],
    ]
    try Golden.check(try transcript(runs), against: "read-json")
  }

  @Test(arguments: ["en", "es"])
  func badInputTranscript(_ language: String) throws {
    try write("vacio.txt", "")
    try Data([0x48, 0x6F, 0x6C, 0x61, 0x00]).write(to: URL(fileURLWithPath: path("nul.txt")))
    try Data(Array("Ayer\n".utf8) + [0x63, 0x6F, 0x6D, 0xED, 0x0A]).write(
      to: URL(fileURLWithPath: path("latin1.txt")))
    try write(
      "english.txt",
      "The government announced yesterday that pensions will rise next year, according to the minister, and the opposition says it comes too late."
    )
    try write("sin-verbos.txt", "Buenos días, señora. ¡Qué bonito!")
    let runs = runs(
      language,
      [
        [path("nada.txt")], [path("vacio.txt")], [path("nul.txt")], [path("latin1.txt")],
        [path("english.txt")], [path("sin-verbos.txt")],
        [path("sin-verbos.txt"), "--format", "json"],
        ["-", "-"],
      ])
    try Golden.check(try transcript(runs), against: "read-bad-input-\(language)")
  }

  /// Every object's offset and length cut its form out of the file's own text (decoded), for
  /// plain text, Markdown and subtitles; its sentence holds it.
  @Test(arguments: texts.map(\.0))
  func offsetsAreTheFilesOwn(_ name: String) throws {
    let result = try runner.run(["read", path(name), "--format", "json"])
    #expect(result.status == 0)
    let objects = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    let text = Array(try read(name).unicodeScalars)
    for object in objects {
      let offset = try #require(object["offset"] as? Int)
      let length = try #require(object["length"] as? Int)
      let form = try #require(object["form"] as? String)
      var cut = String.UnicodeScalarView()
      cut.append(contentsOf: text[offset..<(offset + length)])
      #expect(String(cut) == form)
      #expect((object["sentence"] as? String)?.contains(form) == true, "\(form)")
      #expect(object["file"] as? String == path(name))
      #expect((object["readings"] as? [Any])?.isEmpty == false)
    }
  }

  /// Markup is never read: no verb is found in front matter, code, link targets or timings.
  @Test func markupIsNotRead() throws {
    let result = try runner.run(["read", path("receta.md"), "--format", "json"])
    #expect(!result.stdout.contains("\"comimos\""))
    #expect(!result.stdout.contains("\"form\":\"lee\""))
  }

  @Test func standardInputIsReadWithItsFormat() throws {
    let plain = try runner.run(["read", "-", "--format", "json"], stdin: Self.subtitles)
    let srt = try runner.run(
      ["read", "-", "--format", "json", "--input-format", "srt"], stdin: Self.subtitles)
    #expect(plain.status == 0 && srt.status == 0)
    #expect(srt.stdout.contains("\"file\":\"-\""))
    #expect(!srt.stdout.contains("\"form\":\"00"))
  }

  /// A byte order mark is not part of the text as read: offsets do not count it.
  @Test func aByteOrderMarkIsNotCounted() throws {
    try Data([0xEF, 0xBB, 0xBF] + Array(Self.news.utf8)).write(
      to: URL(fileURLWithPath: path("bom.txt")))
    let withMark = try runner.run(["read", path("bom.txt"), "--format", "json"])
    let without = try runner.run(["read", path("noticia.txt"), "--format", "json"])
    #expect(
      withMark.stdout.replacingOccurrences(of: "bom.txt", with: "noticia.txt") == without.stdout)
  }
}
