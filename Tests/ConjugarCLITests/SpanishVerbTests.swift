import ConjugarTestSupport
import Foundation
import Testing

/// `verb` in Spanish: the table's labels, the notes and errors, as reviewed golden files; the
/// English gloss only with --english; the same bytes however Spanish was chosen.
@Suite struct SpanishVerbTests {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  private let spanish = ["LANG": InProcessRunner.spanishLocale]

  @Test func goldenTranscriptOfTenerWithExamples() throws {
    let result = try runner.run(["verb", "tener", "--examples"], environment: spanish)
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    try Golden.check(result.stdout, against: "verb-es-tener-examples")
    let flagged = try runner.run(["verb", "tener", "--examples", "--lang", "es"])
    #expect(flagged.stdout == result.stdout)
  }

  @Test func goldenNotesAndErrors() throws {
    let result = try runner.run(
      [
        "verb", "--english", "comir", "tuve", "zzz", "ab1", "blorfar", "hablár", "llover", "frobir",
      ],
      environment: spanish)
    #expect(result.status == 65)
    try Golden.check(result.stderr, against: "verb-es-notes", extension: "stderr")
    let english = try runner.run(["verb", "--english", "comir", "blorfar"])
    #expect(english.stderr.contains("unknown verb 'comir'"))
    #expect(english.stderr.contains("note: no English for 'blorfar': the verb has no gloss"))
  }

  @Test func theEnglishIsShownInSpanishOnlyWithEnglish() throws {
    let plain = try runner.run(["verb", "tener", "--tense", "presente"], environment: spanish)
    #expect(plain.stdoutLines.prefix(2) == ["tener", "modelo: tener, irregular"])
    let english = try runner.run(
      ["verb", "tener", "--tense", "presente", "--english"], environment: spanish)
    #expect(english.stdoutLines.first == "tener — to have")
    #expect(english.stdout.contains("tengo    I have"))
    let examples = try runner.run(
      ["verb", "tener", "--tense", "presente", "--examples", "--english"], environment: spanish)
    #expect(examples.stdout.contains("    Now I have two cats and a dog at home."))
  }

  @Test(arguments: [
    (["llover", "--tense", "presente"], "  yo                   lluevo (poco usado)"),
    (
      ["llover", "--tense", "presente"],
      "(poco usado) se usa en tercera persona; las demás personas, solo en sentido figurado."
    ),
    (["ir", "--tense", "imperativo"], "  nosotros             vamos (también vayamos)"),
    (["guiar", "--tense", "presente"], "modelo: enviar, regular con cambios ortográficos"),
    (["guiar", "--tense", "presente"], "  vosotros (España)    guiais (también guiáis)"),
    (["blorfar", "--tense", "presente"], "no está en la lista de verbos; se conjuga como hablar"),
    (["blorfar", "--examples"], "todavía no hay oraciones de ejemplo con blorfar"),
  ])
  func tableLines(_ arguments: [String], _ line: String) throws {
    let result = try runner.run(["verb"] + arguments + ["--lang", "es"])
    #expect(result.stdoutLines.contains(line), "\(result.stdout)")
  }

  @Test(arguments: [
    (
      ["verb"],
      "indique al menos un infinitivo; por ejemplo, «conjugar verb hablar» (véase «conjugar help»)"
    ),
    (["verb", "--all", "hablar"], "--all no admite infinitivos (véase «conjugar help»)"),
    (
      ["verb", "-", "hablar"],
      "«-» (infinitivos de la entrada estándar) va solo (véase «conjugar help»)"
    ),
    (
      ["verb", "hablar", "--layout", "foo"],
      "valor no válido «foo» para --layout; use auto, grid o list (véase «conjugar help»)"
    ),
    (
      ["verb", "hablar", "--formt", "json"],
      "opción desconocida: «--formt»; ¿quiso decir «--format»? (véase «conjugar help»)"
    ),
    (["verb", "hablar", "--format"], "falta el valor de --format (véase «conjugar help»)"),
    (
      ["verb", "hablar", "--tense", "pretérto"],
      "valor no válido «pretérto» para --tense; no es el nombre de un tiempo (¿quiso decir «pretérito»?); «conjugar info» enumera los tiempos (véase «conjugar help»)"
    ),
  ])
  func usageErrorsIncludingTheParsers(_ arguments: [String], _ message: String) throws {
    let result = try runner.run(arguments + ["--lang", "es"])
    #expect(result.status == 64)
    #expect(result.stderr == "conjugar: error: \(message)\n")
  }

  @Test func theReplRefusesStandardInputInSpanish() throws {
    let result = try runner.run(["repl", "--lang", "es"], stdin: "verb -\n")
    #expect(
      result.stderr.contains(
        "«-» lee la entrada estándar, que ya lee el REPL: escriba los verbos"), "\(result.stderr)")
  }
}
