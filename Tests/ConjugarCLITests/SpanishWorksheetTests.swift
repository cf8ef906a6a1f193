import ConjugarTestSupport
import Foundation
import Testing

/// `quiz --worksheet` in Spanish (issue 25): reviewed golden sheets (conjugation in text and
/// HTML with its key, a context sheet in Markdown, a recognition sheet, a grid, sealed class
/// sheets and their keys), the same bytes whether Spanish comes from LANG or --lang, and no
/// English heading left in any format. The English sheets are the other suites' goldens.
@Suite struct SpanishWorksheetTests: RunnerFiles {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  private let spanish = ["LANG": InProcessRunner.spanishLocale]

  /// Runs `arguments` with LANG Spanish and again with --lang es, and checks they agree.
  private func both(_ arguments: [String]) throws -> RunResult {
    let result = try runner.inSpanishBothWays(arguments)
    #expect(result.status == 0, "\(result.stderr)")
    return result
  }

  static let conjugation = [
    "quiz", "--worksheet", "--answers", "--seed", "12", "--count", "8", "--difficulty",
    "moderate", "--verbs", "hablar,comer,vivir,tener,ir,ser", "--tense", "preterite,imperfect",
    "--versions", "2",
  ]
  static let context = [
    "quiz", "--mode", "context", "--worksheet", "--seed", "7", "--count", "5", "--english",
    "--answers",
  ]
  static let recognition = [
    "quiz", "--mode", "recognize", "--sentences", "--worksheet", "--seed", "9", "--count", "6",
    "--person", "nosotros", "--english", "--answers",
  ]
  static let grid = [
    "quiz", "--worksheet", "--answers", "--grid", "--seed", "12", "--count", "4", "--verbs",
    "hablar,comer,vivir,tener,ir,ser", "--tense", "preterite,presente de subjuntivo",
  ]
  static let sealed = [
    "quiz", "--worksheet", "--class", "3B", "--versions", "2", "--count", "8", "--difficulty",
    "moderate", "--verbs", "hablar,comer,vivir,tener,ir,ser", "--tense", "preterite,imperfect",
  ]

  struct Case: Sendable, CustomTestStringConvertible {
    let golden: String
    let format: String
    let arguments: [String]
    var testDescription: String { "\(golden).\(format)" }
  }

  static let cases = [
    Case(golden: "worksheet-es", format: "txt", arguments: conjugation + ["--format", "text"]),
    Case(golden: "worksheet-es", format: "html", arguments: conjugation + ["--format", "html"]),
    Case(golden: "context-sheet-es", format: "md", arguments: context + ["--format", "markdown"]),
    Case(golden: "recognition-sheet-es", format: "txt", arguments: recognition),
    Case(golden: "worksheet-grid-es", format: "md", arguments: grid + ["--format", "markdown"]),
  ]

  @Test(arguments: cases) func matchesItsGoldenFile(_ test: Case) throws {
    let result = try both(test.arguments)
    try Golden.check(result.stdout, against: test.golden, extension: test.format)
  }

  /// Sealed sheets with the drill's instructions, then the teacher's keys from the key file.
  @Test func sealedClassSheetsAndKeys() throws {
    let sheets = try runner.run(
      Self.sealed + ["--mode", "context", "--key-file", path("es.json")], environment: spanish)
    #expect(sheets.status == 0, "\(sheets.stderr)")
    try Golden.check(sheets.stdout, against: "class-sheets-es", extension: "txt")
    let keys = try both(["quiz", "--answers", "--key-file", path("es.json")])
    try Golden.check(keys.stdout, against: "class-keys-es", extension: "txt")
    let html = try both(["quiz", "--answers", "--key-file", path("es.json"), "--format", "html"])
    #expect(html.stdout.contains("<title>Soluciones · 3B</title>"))
    #expect(html.stdout.contains("<h1>Soluciones · Versión 3B-"))
  }

  /// Every drill's instructions, and no English word of a heading, in every format.
  @Test(arguments: ["text", "markdown", "html"], ["conjugate", "translate", "recognize"])
  func noEnglishIsLeft(_ format: String, _ mode: String) throws {
    let result = try both(
      Self.conjugation + ["--mode", mode, "--title", "Repaso", "--format", format])
    let instructions = [
      "conjugate": "Escriba la forma del verbo en el tiempo y la persona indicados.",
      "translate": "Escriba la forma española que corresponde a cada forma inglesa.",
      "recognize": "Indique el verbo, el tiempo y la persona de cada forma.",
    ]
    #expect(result.stdout.contains(instructions[mode]!))
    #expect(result.stdout.contains("Nombre: ") && result.stdout.contains("Clase: "))
    for english in [
      "Worksheet", "Version", "Answer key", "Name:", "Class:", "Date:", "seed", " question",
      "moderate", "latin-america", "Only:", "(also", "· recognize", "· translate",
    ] {
      #expect(!result.stdout.contains(english), "«\(english)» in the \(format) sheet")
    }
  }

  /// The selection line: a whole mood, more than six verbs and `--irregular` said in Spanish,
  /// on the sheet as in the quiz.
  @Test func theSelectionIsSaidInSpanish() throws {
    let sheet = try both([
      "quiz", "--worksheet", "--seed", "3", "--count", "3", "--tense", "subjuntivo",
      "--irregular", "--verbs", "ser,ir,tener,hacer,decir,poner,salir",
    ])
    // Wrapped at 80 columns: the irregular forms on the next line.
    let only = "Solo: subjuntivo (6 tiempos); 7 verbos (ser, ir, tener, hacer, decir, poner…);\n"
    #expect(sheet.stdout.contains(only + "  formas irregulares\n"))
    let quiz = try runner.run(
      [
        "quiz", "--seed", "3", "--count", "1", "--tense", "subjuntivo", "--irregular",
        "--verbs", "ser,ir,tener,hacer,decir,poner,salir", "--lang", "es",
      ], stdin: ":quit\n")
    #expect(quiz.stdout.contains(only + "  formas irregulares\n"), "\(quiz.stdout)")
  }

  /// The sheets' usage errors and the note after sealed sheets, in Spanish.
  @Test func errorsAndTheKeyFileNoteAreSpanish() throws {
    let gerund = try runner.run(
      ["quiz", "--worksheet", "--grid", "--seed", "1", "--tense", "gerundio", "--lang", "es"])
    #expect(gerund.status == 64)
    #expect(
      gerund.stderr.hasPrefix(
        "conjugar: error: --grid hace tablas por personas y el gerundio no tiene personas; "
          + "quítelo de --tense"))
    let file = path("nota.json")
    let sealed = try runner.run(Self.sealed + ["--key-file", file], environment: spanish)
    #expect(sealed.status == 0)
    #expect(
      sealed.stderr
        == "conjugar: nota: las soluciones están en «\(file)»; no las deje al alcance de los "
        + "alumnos. Para imprimirlas: conjugar quiz --answers --key-file \(file)\n")
  }

  /// JSON is for scripts: its keys and values are the English sheet's, whatever the language.
  @Test func jsonIsTheSameInEitherLanguage() throws {
    for arguments in [Self.conjugation, Self.context, Self.grid] {
      let english = try runner.run(arguments + ["--format", "json"])
      let spanish = try both(arguments + ["--format", "json"])
      #expect(spanish.stdout == english.stdout)
    }
  }
}
