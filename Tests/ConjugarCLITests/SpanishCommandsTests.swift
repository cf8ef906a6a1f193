import ConjugarTestSupport
import Foundation
import Testing

/// `identify`, `due`, `settings` and `check` in Spanish: reviewed golden files for identify,
/// settings list and due; the same bytes whether Spanish comes from LANG or --lang. The English
/// of a reading stays English; `check`'s diagnoses are English in both languages.
@Suite struct SpanishCommandsTests {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  private let spanish = ["LANG": "es_ES.UTF-8"]

  @Test func goldenIdentify() throws {
    var transcript = ""
    for words in [
      ["fui"], ["hablo"], ["tenia"], ["dimelo"], ["no", "lo", "digas"], ["estoy", "comiendo"],
      ["lo", "voy", "a", "comer"], ["acabo", "de", "llegar"], ["vuelvo", "a", "empezar"],
    ] {
      let result = try runner.inSpanishBothWays(["identify"] + words)
      #expect(result.status == 0 && result.stderr.isEmpty)
      transcript += "$ conjugar identify \(words.joined(separator: " "))\n" + result.stdout
    }
    try Golden.check(transcript, against: "identify-es")
  }

  @Test func identifyErrors() throws {
    let notAForm = try runner.inSpanishBothWays(["identify", "xyzzy"])
    #expect(notAForm.status == 65)
    #expect(
      notAForm.stderr
        == "conjugar: error: «xyzzy» no es una forma de ningún verbo que conjugar conozca\n")
    let notAWord = try runner.inSpanishBothWays(["identify", "ab1"])
    #expect(notAWord.stderr.hasPrefix("conjugar: error: «ab1» no es una palabra española"))
  }

  @Test func goldenSettingsList() throws {
    var transcript = ""
    for arguments in [
      ["settings", "list"], ["settings", "set", "region", "rioplatense"],
      ["settings", "set", "vos", "off"], ["settings", "list"], ["settings", "list", "--all"],
      ["settings", "reset", "region"], ["settings", "reset"],
    ] {
      let result = try runner.run(arguments, environment: spanish)
      #expect(result.status == 0 && result.stderr.isEmpty)
      transcript += "$ conjugar \(arguments.joined(separator: " "))\n" + result.stdout
    }
    try Golden.check(transcript, against: "settings-es")
    let flagged = try runner.run(["settings", "list", "--lang", "es"])
    #expect(flagged.stdout.hasPrefix("vos            off            (predeterminado: off)\n"))
  }

  @Test(arguments: [
    (
      ["settings", "set", "vos", "maybe"],
      "conjugar: error: valor no válido «maybe» para vos; use on u off (véase «conjugar help»)"
    ),
    (
      ["settings", "set", "region", "spian"],
      "conjugar: error: valor no válido «spian» para region (¿quiso decir «spain»?); use "
    ),
    (["settings", "get", "colr"], "conjugar: error: ajuste desconocido: «colr»; los ajustes son "),
    (
      ["settings", "reset", "colr"], "conjugar: error: ajuste desconocido: «colr»; los ajustes son "
    ),
    (
      ["settings", "set", "colr", "x"],
      "conjugar: error: ajuste desconocido: «colr»; los ajustes son "
    ),
  ])
  func settingsErrors(_ arguments: [String], _ start: String) throws {
    let result = try runner.inSpanishBothWays(arguments)
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix(start), "\(result.stderr)")
    #expect(result.stdout.isEmpty)
  }

  @Test func goldenDue() throws {
    var runner = self.runner
    runner.secondsFromUTC = DueCommandTests.bogota
    let history = try String(
      contentsOf: Golden.folder.appendingPathComponent("learning.history.jsonl"), encoding: .utf8)
    try history.write(
      to: runner.scratch.appendingPathComponent("history.jsonl"), atomically: true,
      encoding: .utf8)
    var transcript = ""
    for now in ["2025-03-09T20:00:00Z", "2025-03-10T20:00:00Z", "2026-03-09T20:00:00Z"] {
      let date = try #require(ISO8601DateFormatter().date(from: now))
      runner.now = { date }
      let result = try runner.inSpanishBothWays(["due"])
      #expect(result.status == 0 && result.stderr.isEmpty)
      transcript += "$ conjugar due  # \(now)\n" + result.stdout
    }
    try Golden.check(transcript, against: "due-es")
    let none = try InProcessRunner().run(["due", "--lang", "es"])
    #expect(none.stdout == "0 formas para repasar hoy\n")
  }

  @Test(arguments: [
    (["hablar", "presente", "yo", "hablo"], ["correcto: hablo", "se esperaba: hablo"]),
    (["hablar", "pretérito", "yo", "hable"], ["incorrecto: hable", "se esperaba: hablé"]),
    (
      ["tener", "imperfecto", "yo", "tenia"],
      ["tildes: tenia (correcto salvo por las tildes; vale la mitad)", "se esperaba: tenía"]
    ),
    (["hablar", "presente", "yo", "hablé"], ["incorrecto: hablé", "se esperaba: hablo"]),
    (
      ["ir", "imperativo positivo", "nosotros", "vamos"],
      ["correcto: vamos", "se esperaba: vamos", "se aceptan: vamos, vayamos"]
    ),
  ])
  func checkVerdicts(_ words: [String], _ lines: [String]) throws {
    let result = try runner.inSpanishBothWays([
      "check", "--verb", words[0], "--tense", words[1], "--person", words[2], words[3],
    ])
    #expect(result.status == 0)
    #expect(Array(result.stdoutLines.prefix(lines.count)) == lines, "\(result.stdout)")
  }

  @Test(arguments: [
    (
      ["", "hablar", "presente", "yo"], 64,
      "la respuesta está vacía: escriba la forma que quiere comprobar (véase «conjugar help»)"
    ),
    (
      ["hablo", "blorfar", "presente", "yo"], 65,
      "«blorfar» no está en la lista de verbos; ¿quiso decir «borrar»?"
    ),
    (
      ["hablo", "hablar", "imperativo positivo", "yo"], 64,
      "el imperativo afirmativo no tiene forma de yo (véase «conjugar help»)"
    ),
    (
      ["a\tb", "hablar", "presente", "yo"], 64,
      "la respuesta «a\\x09b» contiene caracteres de control (véase «conjugar help»)"
    ),
    (
      ["hablo", "hablar", "presente", "you"], 64,
      "--person indica aquí una sola persona («you» es tú y vos: diga cuál) (véase «conjugar help»)"
    ),
    (
      ["hablado", "hablar", "participio", "yo"], 64,
      "el gerundio y el participio no admiten --person (véase «conjugar help»)"
    ),
  ])
  func checkErrors(_ words: [String], _ status: Int32, _ message: String) throws {
    let result = try runner.inSpanishBothWays([
      "check", words[0], "--verb", words[1], "--tense", words[2], "--person", words[3],
    ])
    #expect(result.status == status)
    #expect(result.stderr == "conjugar: error: \(message)\n")
  }

  @Test func checkWithoutAnswerOrPerson() throws {
    let noAnswer = try runner.inSpanishBothWays([
      "check", "--verb", "hablar", "--tense", "presente", "--person", "yo",
    ])
    #expect(noAnswer.status == 64)
    #expect(
      noAnswer.stderr.hasPrefix(
        "conjugar: error: indique la respuesta que quiere comprobar; por ejemplo, «conjugar check"))
    let noPerson = try runner.inSpanishBothWays([
      "check", "hablo", "--verb", "hablar", "--tense", "presente",
    ])
    #expect(noPerson.status == 64)
    #expect(
      noPerson.stderr
        == "conjugar: error: con un tiempo hace falta --person (véase «conjugar help»)\n")
  }
}
