import ConjugarCore
import Testing

@testable import ConjugarQuiz

/// `--accents`: an accent slip is wrong (strict), half right (half, the default) or right
/// (ignore); a real mistake stays wrong and a right answer right whatever the policy.
@Suite struct AccentsPolicyTests {
  static let question = QuizQuestion(
    number: 1, verb: "tener", item: .tense(.imperfectoDeIndicativo), person: .el,
    answer: "tenía", alternatives: ["teni\u{301}a"])

  @Test(arguments: [
    ("tenia", AccentsPolicy.strict, Mark.wrong),
    ("tenia", .half, .accentOnly),
    ("tenia", .ignore, .correct),
    ("tenía", .strict, .correct),
    ("te'ni'a", .strict, .wrong),
    ("teni'a", .strict, .correct),
    ("tuvo", .ignore, .wrong),
    ("", .ignore, .wrong),
  ])
  func marksAnAccentSlipAsThePolicySays(_ given: String, _ policy: AccentsPolicy, _ mark: Mark) {
    #expect(AnswerChecker.mark(given, for: Self.question, accents: policy) == mark)
  }

  @Test func halfIsTheDefault() {
    #expect(AccentsPolicy.default == .half)
    #expect(AnswerChecker.mark("tenia", for: Self.question) == .accentOnly)
  }

  @Test func anAccentSlipIsKnownWhateverThePolicy() {
    #expect(AnswerChecker.isAccentSlip("tenia", for: Self.question))
    #expect(!AnswerChecker.isAccentSlip("tenía", for: Self.question))
    #expect(!AnswerChecker.isAccentSlip("tuvo", for: Self.question))
  }
}
