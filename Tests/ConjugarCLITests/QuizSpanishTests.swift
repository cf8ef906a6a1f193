import Foundation
import Testing

/// The quiz's own lines in Spanish (`QuizMessages`), chosen by `--lang es` or by the locale,
/// against reviewed golden transcripts, their diagnosis lines too (DiagnosisMessages).
@Suite struct QuizSpanishTests {
  let runner: InProcessRunner
  init() throws {
    var runner = try InProcessRunner()
    // A fixed day: the personal-best line names the date of the best before.
    runner.now = { Date(timeIntervalSince1970: 1_741_550_400) }  // 2025-03-09T20:00:00Z
    self.runner = runner
  }

  /// Every way of asking for Spanish: the option, and the locale with no option.
  static let choices: [([String], [String: String])] = [
    (["--lang", "es"], [:]), ([], ["LANG": InProcessRunner.spanishLocale]),
  ]

  /// A right answer, a wrong one, an accent slip, an unknown command, an empty line, a skip,
  /// a wrong verb, then the repeats, one missed again: every mark, the relearning lines, the
  /// summary, the score and the accuracy by tense.
  @Test(arguments: 0..<choices.count)
  func quizWithMistakes(_ choice: Int) throws {
    let (options, environment) = Self.choices[choice]
    let result = try runner.run(
      ["quiz", "--seed", "3", "--count", "5"] + options, input: try Golden.input("quiz-es"),
      environment: environment)
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    try Golden.check(result.stdout, against: "quiz-es")
  }

  /// `:quit` after one answer: the line that says the quiz stopped early.
  @Test(arguments: 0..<choices.count)
  func quizStopped(_ choice: Int) throws {
    let (options, environment) = Self.choices[choice]
    let result = try runner.run(
      ["quiz", "--seed", "3", "--count", "5", "--difficulty", "moderate"] + options,
      input: try Golden.input("quiz-es-stopped"), environment: environment)
    #expect(result.status == 0)
    try Golden.check(result.stdout, against: "quiz-es-stopped")
  }

  /// A better score than the quiz before (same settings): the personal-best line, with the due
  /// line and the streak.
  @Test(arguments: 0..<choices.count)
  func personalBest(_ choice: Int) throws {
    let (options, environment) = Self.choices[choice]
    let arguments = ["quiz", "--seed", "3", "--count", "5"] + options
    let first = try runner.run(
      arguments, input: try Golden.input("quiz-es"), environment: environment)
    #expect(first.status == 0)
    let result = try runner.run(
      arguments, input: try Golden.input("quiz-es-best"), environment: environment)
    #expect(result.status == 0)
    try Golden.check(result.stdout, against: "quiz-es-best")
  }

  /// Another drill: its name in the header and its own instructions.
  @Test(arguments: 0..<choices.count)
  func recognitionDrill(_ choice: Int) throws {
    let (options, environment) = Self.choices[choice]
    let result = try runner.run(
      ["quiz", "--mode", "recognize", "--seed", "5", "--count", "2"] + options,
      input: try Golden.input("quiz-es-recognize"), environment: environment)
    #expect(result.status == 0)
    try Golden.check(result.stdout, against: "quiz-es-recognize")
  }

  /// A quiz limited to one tense, with strict accents: the focus line and the accent-slip note.
  @Test(arguments: 0..<choices.count)
  func strictAccentsAndFocus(_ choice: Int) throws {
    let (options, environment) = Self.choices[choice]
    let result = try runner.run(
      ["quiz", "--seed", "3", "--count", "3", "--tense", "futuro", "--accents", "strict"]
        + options,
      input: try Golden.input("quiz-es-strict"), environment: environment)
    #expect(result.status == 0)
    try Golden.check(result.stdout, against: "quiz-es-strict")
  }
}
