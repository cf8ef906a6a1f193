import ConjugarTestSupport
import Foundation
import Testing

/// The command-line checks in Spanish: options that do not go together and values the options
/// cannot take, for `quiz`, `verbs`, `grade` and `settings set`. A reviewed golden of their
/// lines on standard error; the same bytes whether Spanish comes from LANG or --lang, and not
/// a word of the English line left.
@Suite struct SpanishOptionChecksTests {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  private let spanish = ["LANG": "es_ES.UTF-8"]

  /// Usage errors of `quiz` and `verbs`, one per kind of check.
  static let usageErrors: [[String]] = [
    ["quiz", "--count", "0"],
    ["quiz", "--weak", "--review"],
    ["quiz", "--answers"],
    ["quiz", "--format", "html"],
    ["quiz", "--english"],
    ["quiz", "--worksheet", "--class", "3B", "--seed", "4"],
    ["quiz", "--worksheet", "--class", "3B", "--answers"],
    ["quiz", "--key-file", "3B-key.json"],
    ["quiz", "--assignment", "3B-K7Q2", "--key-file", "3B-key.json", "--weak"],
    ["quiz", "--worksheet", "--grid", "--irregular"],
    ["quiz", "--person", "yo,him"],
    ["quiz", "--person", ","],
    ["quiz", "--verbs", "hablr,comr,xx,yy"],
    ["verbs", "--top", "0"],
    ["verbs", "--regular", "--irregular"],
  ]

  @Test func goldenUsageErrors() throws {
    var transcript = ""
    for arguments in Self.usageErrors {
      let result = try runner.run(arguments, environment: spanish)
      let flagged = try runner.run(["--lang", "es"] + arguments)
      #expect(result.status == 64)
      #expect(result.stdout.isEmpty)
      #expect(flagged.stderr == result.stderr)
      #expect(flagged.status == result.status)
      transcript += "$ conjugar \(arguments.joined(separator: " "))\n" + result.stderr
    }
    try Golden.check(transcript, against: "usage-errors-es", extension: "stderr")
  }

  /// English words of the checks' own lines that a Spanish reader must not meet.
  @Test(arguments: usageErrors)
  func noEnglishLeft(_ arguments: [String]) throws {
    let line = try runner.run(["--lang", "es"] + arguments).stderr
    for english in [
      "goes with", "does not go", "must be between", "exclude", "unknown", "empty person",
      "not a person", "did you", "whole number", "key file", " or ", " and ", "'",
    ] {
      #expect(!line.contains(english), "\(line)")
    }
  }

  @Test func gradeAndSettings() throws {
    let noAnswers = try runner.run(["--lang", "es", "grade", "3B-key.json"])
    #expect(noAnswers.status == 64)
    #expect(
      noAnswers.stderr.hasPrefix(
        "conjugar: error: indique las respuestas que se han de corregir después del archivo de"
          + " soluciones; por ejemplo, «conjugar grade 3B-key.json ana.txt»"))
    let noOutput = try runner.run(["--lang", "es", "grade", "k.json", "a.txt", "--output", ""])
    #expect(noOutput.status == 64)
    #expect(
      noOutput.stderr.hasPrefix("conjugar: error: --output necesita un nombre de archivo"))
    let noValue = try runner.run(["settings", "set", "vos"], environment: spanish)
    #expect(noValue.status == 64)
    #expect(noValue.stderr.hasPrefix("conjugar: error: falta el argumento <valor>"))
    let english = try runner.run(["settings", "set", "vos"])
    #expect(english.stderr.hasPrefix("conjugar: error: missing argument <value>"))
  }

  /// A teacher's verb list with words that are no verbs: each named with its line, in Spanish.
  @Test func unknownVerbsOfAListNameTheirLine() throws {
    let file = runner.scratch.appendingPathComponent("lista.txt")
    try "hablar\ncomr\nxx\n".write(to: file, atomically: true, encoding: .utf8)
    let result = try runner.run(["--lang", "es", "quiz", "--worksheet", "--verbs-file", file.path])
    #expect(result.status == 64)
    #expect(
      result.stderr.hasPrefix(
        "conjugar: error: verbos desconocidos: «comr» (línea 2 de lista.txt) (¿quiso decir"
          + " «comer»?), «xx» (línea 3 de lista.txt); «conjugar verbs --search TEXTO» busca"
          + " verbos"),
      "\(result.stderr)")
  }
}
