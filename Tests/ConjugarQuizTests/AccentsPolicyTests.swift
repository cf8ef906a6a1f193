import ConjugarCore
import Testing

@testable import ConjugarQuiz

/// `--accents`: an accent slip is wrong (strict), half right (half, the default) or right
/// (ignore); a real mistake stays wrong and a right answer right whatever the policy.
@Suite struct AccentsPolicyTests {
  static let question = QuizQuestion(
    number: 1, verb: "hablar", item: .tense(.preterito), person: .el, answer: "habló",
    alternatives: ["hablo\u{301}"])

  @Test(arguments: [
    ("hablo", AccentsPolicy.strict, Mark.wrong),
    ("hablo", .half, .accentOnly),
    ("hablo", .ignore, .correct),
    ("habló", .strict, .correct),
    ("ha'blo'", .strict, .wrong),
    ("hablo'", .strict, .correct),
    ("hablé", .ignore, .wrong),
    ("", .ignore, .wrong),
  ])
  func marksAnAccentSlipAsThePolicySays(_ given: String, _ policy: AccentsPolicy, _ mark: Mark) {
    #expect(AnswerChecker.mark(given, for: Self.question, accents: policy) == mark)
  }

  @Test func halfIsTheDefault() {
    #expect(AccentsPolicy.default == .half)
    #expect(AnswerChecker.mark("hablo", for: Self.question) == .accentOnly)
  }

  @Test func anAccentSlipIsKnownWhateverThePolicy() {
    #expect(AnswerChecker.isAccentSlip("hablo", for: Self.question))
    #expect(!AnswerChecker.isAccentSlip("habló", for: Self.question))
    #expect(!AnswerChecker.isAccentSlip("hablé", for: Self.question))
  }
}
