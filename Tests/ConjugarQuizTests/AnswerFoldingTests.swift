import ConjugarCore
import Testing

@testable import ConjugarQuiz

/// How `Folding.answerChecking` marks answers: accents cost half the points, a missing or extra
/// diaeresis (which changes the sound) and a missing tilde are other words, and decomposed
/// letters count as the letters they spell.
@Suite struct AnswerFoldingTests {
  static func question(_ answer: String) -> QuizQuestion {
    QuizQuestion(
      number: 1, verb: "x", item: .tense(.preterito), person: .el, answer: answer,
      alternatives: [])
  }

  @Test(arguments: [
    ("averigüé", "averigüé", Mark.correct),
    ("averigue", "averigüé", .wrong),
    ("averigüe", "averigüé", .accentOnly),
    ("averigué", "averigüé", .wrong),
    ("AVERIGUE", "averigüé", .wrong),
    ("ano", "año", .wrong),
    ("Año", "año", .correct),
    ("hablo\u{301}", "habló", .correct),
    ("averigu\u{308}e\u{301}", "averigüé", .correct),
    ("averigu\u{308}e", "averigüé", .accentOnly),
    ("averigüé", "averigué", .wrong),
    ("an\u{303}o", "año", .correct),
    ("hablà", "habló", .wrong),
  ])
  func marks(_ given: String, _ expected: String, _ mark: Mark) {
    #expect(AnswerChecker.mark(given, for: Self.question(expected)) == mark)
  }
}
