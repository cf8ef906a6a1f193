import ConjugarCore
import ConjugarQuiz
import Testing

@testable import AnswerDiagnosis

/// The first kind the diagnoser names for typical learner errors.
@Suite struct DiagnoserTests {
  static let diagnoser = Diagnoser(conjugator: Conjugator())

  static func diagnosed(_ example: DiagnosisCase) throws -> DiagnosedAnswer {
    let question = try #require(diagnoser.question(for: example.key))
    return diagnoser.diagnose(example.answer, for: question)
  }

  @Test(arguments: briefCases)
  func briefExamples(_ example: DiagnosisCase) throws {
    let diagnosed = try Self.diagnosed(example)
    #expect(diagnosed.diagnoses.first?.kind.rawValue == example.kind, "\(diagnosed.diagnoses)")
  }

  @Test(arguments: learnerCases)
  func learnerErrors(_ example: DiagnosisCase) throws {
    let diagnosed = try Self.diagnosed(example)
    #expect(diagnosed.diagnoses.first?.kind.rawValue == example.kind, "\(diagnosed.diagnoses)")
  }
}
