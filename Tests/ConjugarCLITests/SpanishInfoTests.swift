import ConjugarTestSupport
import Foundation
import Testing

/// `info` in Spanish: reviewed golden files for the list of tenses, a mood, the pretérito, a
/// compound tense and a subjunctive one; the same bytes whether Spanish comes from LANG or
/// --lang. The examples' English is shown, labelled «En inglés:»; JSON stays English.
@Suite struct SpanishInfoTests {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  private func transcript(_ arguments: [String]) throws -> String {
    let result = try runner.inSpanishBothWays(arguments)
    #expect(result.status == 0 && result.stderr.isEmpty, "\(arguments): \(result.stderr)")
    return "$ conjugar \(arguments.joined(separator: " "))\n" + result.stdout
  }

  @Test func goldenList() throws {
    try Golden.check(
      try transcript(["info"]) + "\n" + transcript(["info", "subjuntivo"]), against: "info-es")
  }

  @Test func goldenPreterito() throws {
    try Golden.check(try transcript(["info", "pretérito"]), against: "info-es-preterito")
  }

  @Test func goldenCompound() throws {
    try Golden.check(
      try transcript(["info", "pretérito perfecto compuesto"]), against: "info-es-perfecto")
  }

  @Test func goldenSubjunctive() throws {
    try Golden.check(
      try transcript(["info", "presente de subjuntivo"]), against: "info-es-presente-de-subjuntivo")
  }

  @Test func everyTenseInFullHasNoEnglishHeading() throws {
    let all = try runner.inSpanishBothWays(["info", "--all"])
    #expect(all.status == 0)
    #expect(all.stdout.components(separatedBy: "\nCómo se forma\n").count == 21)
    for english in ["When\n", "How it is formed", "Irregular families", " · "] {
      #expect(!all.stdout.contains(english), "\(english)")
    }
  }

  @Test func theErrorIsSpanish() throws {
    let result = try runner.inSpanishBothWays(["info", "preterito", "--all"])
    #expect(result.status == 64)
    #expect(
      result.stderr
        == "conjugar: error: indique un tiempo o --all, no ambos (véase «conjugar help»)\n")
    let english = try runner.run(["info", "nonsense", "--all"])
    #expect(english.stderr.hasPrefix("conjugar: error: give a tense or --all, not both"))
  }

  @Test func jsonStaysEnglish() throws {
    let json = try runner.inSpanishBothWays(["info", "preterito", "--format", "json"])
    let english = try runner.run(["info", "preterito", "--format", "json"])
    #expect(json.stdout == english.stdout)
    #expect(json.stdout.contains("\"summary\":\"finished actions"))
  }
}
