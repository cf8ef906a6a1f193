import ConjugarTestSupport
import Foundation
import Testing

/// `--help` in Spanish: the program's (headings, every command's abstract, the examples) and
/// `verb`'s (its discussion, every option), as reviewed golden files; English help is as
/// ArgumentParser writes it.
@Suite struct SpanishHelpTests {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  @Test func goldenProgramHelp() throws {
    let result = try runner.run(["--help"], environment: ["LANG": "es_ES.UTF-8"])
    #expect(result.status == 0)
    try Golden.check(result.stdout, against: "help-es")
    #expect(try runner.run(["-h", "--lang", "es"]).stdout == result.stdout)
    #expect(try runner.run(["help", "--lang", "es"]).stdout == result.stdout)
  }

  @Test func goldenVerbHelp() throws {
    let result = try runner.run(["help", "verb", "--lang", "es"])
    #expect(result.status == 0)
    try Golden.check(result.stdout, against: "help-verb-es")
    let flagged = try runner.run(["verb", "--help"], environment: ["LC_ALL": "es_AR.UTF-8"])
    #expect(flagged.stdout == result.stdout)
    let session = try runner.run(["repl", "--lang", "es"], stdin: "help verb\n")
    #expect(session.stdout.contains(result.stdout), "\(session.stdout)")
  }

  @Test func goldenSessionHelp() throws {
    let result = try runner.run(["repl"], stdin: "help\n", environment: ["LANG": "es_MX.UTF-8"])
    #expect(result.status == 0)
    try Golden.check(result.stdout, against: "repl-help-es")
    let english = try runner.run(["repl"], stdin: "help\n")
    #expect(english.stdout.hasPrefix("Commands (type them without 'conjugar', e.g. verb hablar):"))
  }

  @Test(arguments: [["--help"], ["help", "verb"]])
  func spanishHelpFitsEightyColumns(_ arguments: [String]) throws {
    let lines = try runner.run(arguments + ["--lang", "es"]).stdoutLines
    #expect(lines.filter { $0.count > 80 } == [])
  }

  @Test func englishHelpKeepsArgumentParsersWords() throws {
    let help = try runner.run(["verb", "--help"]).stdout
    for words in [
      "OVERVIEW: Print every conjugation", "USAGE: conjugar verb", "OPTIONS:", "default: text)",
    ] {
      #expect(help.contains(words), "\(words)")
    }
    #expect(!help.contains("Muestra"))
  }
}
