import ConjugarCore
import Testing

@testable import ConjugarQuiz

/// How `Folding.answerChecking` marks answers: accents and diaeresis cost half the points, a
/// missing tilde is another word, and decomposed letters count as the letters they spell.
@Suite struct AnswerFoldingTests {
  static func question(_ answer: String) -> QuizQuestion {
    QuizQuestion(
      number: 1, verb: "x", item: .tense(.preterito), person: .el, answer: answer,
      alternatives: [])
  }

  @Test(arguments: [
    ("averigüé", "averigüé", Mark.correct),
    ("averigue", "averigüé", .accentOnly),
    ("averigüe", "averigüé", .accentOnly),
    ("averigué", "averigüé", .accentOnly),
    ("AVERIGUE", "averigüé", .accentOnly),
    ("ano", "año", .wrong),
    ("Año", "año", .correct),
    ("hablo\u{301}", "habló", .correct),
    ("averigu\u{308}e\u{301}", "averigüé", .correct),
    ("averigu\u{308}e", "averigüé", .accentOnly),
    ("an\u{303}o", "año", .correct),
    ("hablà", "habló", .wrong),
  ])
  func marks(_ given: String, _ expected: String, _ mark: Mark) {
    #expect(AnswerChecker.mark(given, for: Self.question(expected)) == mark)
  }
}
