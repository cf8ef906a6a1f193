import ConjugarCore
import ConjugarQuiz
import Testing

@testable import AnswerDiagnosis

/// A learner's answer to one question and the kinds a teacher could name first (two when both
/// are defensible); `vos` asks as a quiz with vos on, which names vos forms.
struct IndependentCase: CustomTestStringConvertible, Sendable {
  let verb: String
  let item: QuizItem
  let person: Person?
  let answer: String
  let kinds: [DiagnosisKind]
  let vos: Bool

  init(
    _ verb: String, _ tense: Tense, _ person: Person, _ answer: String, _ kinds: [DiagnosisKind],
    vos: Bool = false
  ) {
    self.verb = verb
    item = .tense(tense)
    self.person = person
    self.answer = answer
    self.kinds = kinds
    self.vos = vos
  }

  init(_ verb: String, _ item: QuizItem, _ answer: String, _ kinds: [DiagnosisKind]) {
    self.verb = verb
    self.item = item
    person = nil
    self.answer = answer
    self.kinds = kinds
    vos = false
  }

  var key: QuestionKey { QuestionKey(verb: verb, item: item, person: person) }
  var testDescription: String {
    "\(answer) for \(key.label)\(vos ? " (vos)" : "") → "
      + kinds.map(\.rawValue).joined(separator: " or ")
  }
}

typealias E = IndependentCase

/// The independent set, case by case, and the share it gets right: the issue asks for 90 % of
/// a hidden set of learner errors with the right kind first.
@Suite struct IndependentLearnerErrorTests {
  static let conjugator = Conjugator()
  static let withoutVos = Diagnoser(conjugator: conjugator)
  static let withVos = Diagnoser(conjugator: conjugator, persons: Set(Person.allCases))

  /// The cases the rules still get wrong, with why they are left.
  static let knownMisses: [String: String] = [
    "truje traer": "an archaic preterite no rule describes"
  ]

  static func diagnosed(_ example: IndependentCase) throws -> DiagnosedAnswer {
    let diagnoser = example.vos ? withVos : withoutVos
    let question = try #require(diagnoser.question(for: example.key))
    return diagnoser.diagnose(example.answer, for: question)
  }

  static func firstKindIsRight(_ example: IndependentCase) throws -> Bool {
    guard let first = try diagnosed(example).diagnoses.first else { return false }
    return example.kinds.contains(first.kind)
  }

  @Test(arguments: independentCases)
  func firstKind(_ example: IndependentCase) throws {
    let diagnosed = try Self.diagnosed(example)
    let check = {
      #expect(
        diagnosed.diagnoses.first.map { example.kinds.contains($0.kind) } == true,
        "\(diagnosed.diagnoses)")
    }
    if let reason = Self.knownMisses[example.answer + " " + example.verb] {
      withKnownIssue(Comment(rawValue: reason)) { check() }
    } else {
      check()
    }
  }

  @Test(arguments: independentRightAnswers)
  func rightAnswersAreLeftAlone(_ example: IndependentCase) throws {
    let diagnosed = try Self.diagnosed(example)
    #expect(diagnosed.verdict == .right && diagnosed.diagnoses.isEmpty)
  }

  @Test func firstKindAccuracy() throws {
    #expect(independentCases.count >= 200)
    var right = 0
    for example in independentCases where try Self.firstKindIsRight(example) { right += 1 }
    let share = Double(right) / Double(independentCases.count)
    #expect(share >= 0.9, "\(right) of \(independentCases.count)")
    #expect(independentCases.count - right == Self.knownMisses.count)
  }
}
