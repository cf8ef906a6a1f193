import ConjugarQuiz
import Messages
import QuizOutput
import Testing

/// The summary after the last answer, from a score built in-process.
@Suite struct QuizSummaryTests {
  typealias Fixture = QuizOutputFixture

  static let answers = [
    QuizAnswer(question: Fixture.mostrar, given: "Mostré ", mark: .correct),
    QuizAnswer(question: Fixture.ganar, given: nil, mark: .skipped),
    QuizAnswer(question: Fixture.tener, given: "tuvo", mark: .wrong),
    QuizAnswer(question: Fixture.tener, given: "tuvieron", mark: .correct, isRepeat: true),
  ]

  func summary(_ language: Language = .english) -> QuizSummary {
    QuizSummary(
      drill: Fixture.drill(), options: Fixture.options, questionCount: 3, language: language)
  }

  @Test func theSummaryListsFirstAnswersTallyScoreAndAccuracy() {
    let score = QuizScore(answers: Self.answers, options: Fixture.options)
    #expect(
      summary().lines(score) == [
        "Summary",
        "  1 ✓ mostrar · pretérito · yo: mostré",
        "  2 – ganar · presente de indicativo · tú: (skipped) → ganas",
        "  3 ✗ tener · pretérito · ellos/ustedes: tuvo → tuvieron",
        "",
        "1 of 3 correct (33%)",
        "Relearned 1 of 2 missed questions",
        "Score: \(score.points) points × 0.5 (easy) × 1.0 (latin-america) = \(score.score)",
        "Accuracy by tense:",
        // Names padded to the longest, then two spaces.
        "  pretérito" + String(repeating: " ", count: 13) + "  1/2  50%",
        "  presente de indicativo  0/1  0%",
      ])
  }

  @Test func nothingAnsweredIsOneLine() {
    let score = QuizScore(answers: [], options: Fixture.options)
    #expect(summary().lines(score) == ["No questions answered."])
    #expect(summary(.spanish).lines(score) == ["No se ha respondido ninguna pregunta."])
  }

  @Test func aStoppedQuizSaysHowFarItGot() {
    #expect(summary().stopped(answered: 2) == "Stopped after 2 of 3 questions.")
    #expect(summary().time(seconds: 125.4) == "Time: 2m 5s")
  }

  @Test func durationsAndFactorsAsTheSummaryWritesThem() {
    #expect(QuizSummary.duration(59.4) == "59s")
    #expect(QuizSummary.duration(59.6) == "1m 0s")
    #expect(QuizSummary.duration(-2) == "0s")
    #expect(QuizSummary.number(1) == "1.0")
    #expect(QuizSummary.number(0.5) == "0.5")
  }
}
