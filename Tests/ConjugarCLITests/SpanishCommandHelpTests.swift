import ConjugarTestSupport
import Foundation
import Testing

/// Every command's detailed help in Spanish (discussion, arguments, options, value names):
/// `quiz` and `grade` as reviewed golden files, the others checked for their Spanish; the same
/// bytes from LANG, LC_ALL, `--lang es`, `help <command>` and `<command> --help`.
@Suite struct SpanishCommandHelpTests {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  @Test func goldenQuizHelp() throws {
    let result = try runner.run(["help", "quiz"], environment: ["LANG": "es_ES.UTF-8"])
    #expect(result.status == 0)
    try Golden.check(result.stdout, against: "help-quiz-es")
    #expect(try runner.run(["quiz", "--help", "--lang", "es"]).stdout == result.stdout)
    let flagged = try runner.run(["quiz", "--help"], environment: ["LC_ALL": "es_MX.UTF-8"])
    #expect(flagged.stdout == result.stdout)
  }

  @Test func goldenGradeHelp() throws {
    let result = try runner.run(["grade", "--help"], environment: ["LANG": "es_ES.UTF-8"])
    #expect(result.status == 0)
    try Golden.check(result.stdout, against: "help-grade-es")
    #expect(try runner.run(["help", "grade", "--lang", "es"]).stdout == result.stdout)
  }

  /// Each command's help: Spanish words where the English had its own, and no English sentence
  /// of the command's own left (its values, file names and English glosses aside).
  @Test(arguments: [
    (["verbs"], "Solo los verbos regulares", "Only regular verbs"),
    (["identify"], "Una forma conjugada", "A conjugated form"),
    (["check"], "El verbo preguntado", "The verb asked"),
    (["info"], "Imprime completos todos los tiempos", "Print every tense in full"),
    (["stats"], "Enumera el estado de repaso espaciado", "List every item"),
    (["due"], "caché", "Made for"),
    (["settings"], "Claves: vos (on/off)", "Keys: vos"),
    (["settings", "list"], "Enumera sus ajustes", "List your settings"),
    (["settings", "get"], "Imprime el valor de un ajuste", "Print one setting"),
    (["settings", "set"], "USO: conjugar settings set <clave> <valor>", "The new value"),
    (["settings", "reset"], "Devuelve un ajuste", "back to the default"),
    (["say"], "Escribe el audio en este archivo WAV", "Write the audio"),
    (["repl"], "También se entiende una palabra sola", "A word alone"),
  ])
  func commandHelpIsSpanish(_ command: [String], spanish: String, english: String) throws {
    let result = try runner.run(["help"] + command, environment: ["LANG": "es_ES.UTF-8"])
    #expect(result.status == 0)
    #expect(result.stdout.contains(spanish), "\(result.stdout)")
    #expect(!result.stdout.contains(english))
    #expect(result.stdout.contains("Estado de salida") || command.count > 1)
    #expect(!result.stdout.contains("Exit status"))
    let englishHelp = try runner.run(["help"] + command).stdout
    #expect(englishHelp.contains(english))
    #expect(!englishHelp.contains(spanish))
  }

  /// Within 80 columns but for the usage line, which ArgumentParser leaves whole in English too.
  @Test(arguments: [
    ["help", "quiz"], ["help", "grade"], ["help", "settings", "set"], ["help", "verbs"],
    ["help", "identify"], ["help", "check"], ["help", "info"], ["help", "stats"], ["help", "due"],
    ["help", "settings", "list"], ["help", "say"], ["help", "repl"],
  ])
  func spanishHelpFitsEightyColumns(_ arguments: [String]) throws {
    let lines = try runner.run(arguments + ["--lang", "es"]).stdoutLines
    #expect(lines.filter { $0.count > 80 && !$0.hasPrefix("USO: ") } == [])
  }

  /// A long usage line that ArgumentParser shortens to `<options>` is Spanish too.
  @Test func shortenedUsageIsSpanish() throws {
    let help = try runner.run(["help", "quiz", "--lang", "es"]).stdout
    #expect(help.contains("USO: conjugar quiz <opciones>"))
    #expect(try runner.run(["help", "quiz"]).stdout.contains("USAGE: conjugar quiz <options>"))
  }

  /// ArgumentParser's own `help` command, about itself.
  @Test func helpOfHelpIsSpanish() throws {
    let help = try runner.run(["help", "help", "--lang", "es"]).stdout
    #expect(help.contains("RESUMEN: Muestra la ayuda de un subcomando."), "\(help)")
    #expect(help.contains("USO: conjugar help [<subcomandos> ...]"), "\(help)")
    let english = try runner.run(["help", "help"]).stdout
    #expect(english.contains("OVERVIEW: Show subcommand help information."))
  }
}
