import ConjugarTestSupport
import Foundation
import Testing

/// The messages about the user's files in Spanish: the settings file (corrupt, unwritable, no
/// home), the quiz history (unreadable, a bad line), `--verbs-file` and its unknown verbs, and
/// the lines `verb -` refuses. The same bytes whether Spanish comes from LANG or --lang; the
/// English is checked by the tests beside each feature.
@Suite struct SpanishStoredFilesTests: RunnerFiles {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  /// Both ways, `--lang es` before the command.
  private func both(
    _ arguments: [String], stdin: String = "", environment: [String: String] = [:]
  ) throws -> RunResult {
    try runner.inSpanishBothWays(arguments, stdin: stdin, environment: environment, flagFirst: true)
  }

  @Test func aCorruptSettingsFileIsKeptThenMovedAsideInSpanish() throws {
    try "# mis notas\n".write(toFile: path("settings.json"), atomically: true, encoding: .utf8)
    let lookup = try both(["verb", "hablar", "--tense", "presente"])
    #expect(lookup.status == 0)
    #expect(
      lookup.stderrLines == [
        "conjugar: aviso: el archivo de ajustes \(path("settings.json")) no es un objeto JSON;"
          + " se usan los valores predeterminados (se conserva, y se aparta cuando se guarde un"
          + " ajuste)"
      ])
    let set = try runner.run(["--lang", "es", "settings", "set", "vos", "on"])
    #expect(set.status == 0)
    #expect(set.stderrLines.count == 1)
    #expect(
      set.stderr.hasPrefix(
        "conjugar: aviso: el archivo de ajustes \(path("settings.json")) no es un objeto JSON;"
          + " se ha movido a \(path("settings.json")).corrupt-"),
      "\(set.stderr)")
    #expect(set.stderr.hasSuffix(" y se usan los valores predeterminados\n"))
  }

  /// Over the size limit: kept, never moved aside; the size with a decimal comma.
  @Test func aSettingsFileOverTheLimitInSpanish() throws {
    let content = String(repeating: " ", count: 16 * 1_048_576 + 100_000) + "{}"
    try content.write(toFile: path("settings.json"), atomically: true, encoding: .utf8)
    let lookup = try both(["verb", "hablar", "--tense", "presente"])
    #expect(
      lookup.stderrLines == [
        "conjugar: aviso: no se pueden leer los ajustes de \(path("settings.json")): ocupa 16,1"
          + " MiB, más de los 16 MiB que puede ocupar un archivo de ajustes; se usan los valores"
          + " predeterminados"
      ])
    let set = try both(["settings", "set", "vos", "on"])
    #expect(set.status == 74)
    #expect(set.stderr.hasSuffix("un archivo de ajustes; se ha dejado como estaba\n"))
  }

  @Test func settingsThatCannotBeSavedInSpanish() throws {
    let result = try both(["settings", "set", "vos", "on", "--settings", "/"])
    #expect(result.status == 74)
    #expect(
      result.stderr
        == "conjugar: error: no se pueden guardar los ajustes en /: es una carpeta, no un archivo"
        + " normal\n")
  }

  @Test func noHomeInSpanish() throws {
    let environment = [
      "HOME": "", "XDG_CONFIG_HOME": "", "XDG_STATE_HOME": "", "CONJUGAR_SETTINGS": "",
    ]
    let set = try both(["settings", "set", "vos", "on"], environment: environment)
    #expect(set.status == 74)
    #expect(
      set.stderrLines == [
        "conjugar: error: no se pueden guardar los ajustes: no hay carpeta personal (HOME no"
          + " contiene una ruta absoluta); defina HOME o XDG_CONFIG_HOME, o indique --settings"
          + " <ruta>"
      ])
    let quiz = try both(
      ["quiz", "--count", "1", "--seed", "1"], stdin: "x\n", environment: environment)
    #expect(quiz.status == 0)
    #expect(quiz.stderrLines.count == 1)
    #expect(
      quiz.stderr.hasPrefix("conjugar: aviso: no hay carpeta personal")
        && quiz.stderr.hasSuffix("; este cuestionario no queda en el historial\n"),
      "\(quiz.stderr)")
    let stats = try both(["stats"], environment: environment)
    #expect(stats.stderr.hasPrefix("conjugar: aviso: no hay historial de cuestionarios: no hay"))
  }

  /// Root reads any file whatever its mode, so the history that cannot be read is a folder.
  @Test func anUnreadableHistoryInSpanish() throws {
    try FileManager.default.createDirectory(
      atPath: path("history.jsonl"), withIntermediateDirectories: false)
    for command in [["stats"], ["due"]] {
      let result = try both(command)
      #expect(result.status == 74)
      #expect(
        result.stderr
          == "conjugar: error: no se puede leer el historial de cuestionarios de"
          + " \(path("history.jsonl")): es una carpeta, no un archivo normal\n")
    }
  }

  @Test func badLinesOfTheHistoryInSpanish() throws {
    let text = try String(
      contentsOf: Golden.folder.appendingPathComponent("learning.history.jsonl"), encoding: .utf8)
    try (text + "{\"date\":\"2025-02-31T10:00:00Z\",\"answers\":[]}\n").write(
      toFile: path("history.jsonl"), atomically: true, encoding: .utf8)
    let one = try both(["stats"])
    #expect(one.status == 0)
    #expect(
      one.stderrLines == [
        "conjugar: aviso: no se ha podido leer 1 línea de \(path("history.jsonl")) (no es un"
          + " cuestionario con una fecha válida) y se ha omitido"
      ])
    try (text + "no es JSON\n{\"date\":\"2025-02-31T10:00:00Z\",\"answers\":[]}\n").write(
      toFile: path("history.jsonl"), atomically: true, encoding: .utf8)
    let two = try both(["stats"])
    #expect(
      two.stderrLines == [
        "conjugar: aviso: no se han podido leer 2 líneas de \(path("history.jsonl")) (no son"
          + " cuestionarios con una fecha válida) y se han omitido"
      ])
  }

  @Test func theVerbListInSpanish() throws {
    let missing = try both(["quiz", "--verbs-file", "/nonexistent/verbs.txt"])
    #expect(missing.status == 66)
    #expect(
      missing.stderr
        == "conjugar: error: no se puede leer la lista de verbos «/nonexistent/verbs.txt»: no"
        + " existe el archivo\n")
    let folder = try both(["quiz", "--verbs-file", "/"])
    #expect(folder.status == 74)
    #expect(
      folder.stderr
        == "conjugar: error: no se puede leer la lista de verbos «/»: es una carpeta, no un"
        + " archivo normal\n")
    try "hablar\nhablr\n".write(toFile: path("lista.txt"), atomically: true, encoding: .utf8)
    let unknown = try both(["quiz", "--verbs-file", path("lista.txt"), "--verbs", "xx,yy,zz"])
    #expect(unknown.status == 64)
    #expect(
      unknown.stderr
        == "conjugar: error: verbos desconocidos: «xx», «yy», «zz» y 1 más; «conjugar verbs"
        + " --search TEXTO» busca verbos (véase «conjugar help»)\n")
    let near = try both(["quiz", "--verbs-file", path("lista.txt")])
    #expect(
      near.stderr.hasPrefix(
        "conjugar: error: verbo desconocido: «hablr» (línea 2 de lista.txt) (¿quiso decir"
          + " «hablar»"),
      "\(near.stderr)")
  }

  @Test func refusedLinesOfStandardInputInSpanish() throws {
    let result = try both(["verb", "-"], stdin: "hablar\u{7}\n")
    #expect(result.status == 65)
    #expect(
      result.stderr
        == "conjugar: error: línea 1 de la entrada estándar: la línea contiene caracteres de"
        + " control\n")
  }
}

/// Standard input a folder (read(2) fails with EISDIR at once): the reason in Spanish too.
@Suite struct SpanishInputFailureTests {
  @Test func aFolderAsStandardInputInSpanish() throws {
    let result = try BinaryRunner().runShell(#""$0" --lang es quiz --seed 1 --count 3 < /"#)
    #expect(result.status == 74)
    #expect(
      result.stderr == "conjugar: error: no se ha podido leer la entrada estándar: es una carpeta\n"
    )
  }
}
