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

/// The share of learner errors whose first diagnosis has the right kind: the issue asks for
/// 90 % on a hidden set, and 95 % on our own.
@Suite struct DiagnosisAccuracyTests {
  @Test func firstKindAccuracy() throws {
    let cases = briefCases + learnerCases
    #expect(cases.count >= 150 + briefCases.count)
    var right = 0
    for example in cases {
      let question = try #require(DiagnoserTests.diagnoser.question(for: example.key))
      let first = DiagnoserTests.diagnoser.diagnose(example.answer, for: question).diagnoses.first
      if first?.kind.rawValue == example.kind { right += 1 }
    }
    #expect(Double(right) / Double(cases.count) >= 0.95, "\(right) of \(cases.count)")
  }

  @Test func rightAnswersHaveNoDiagnosis() throws {
    let question = try #require(
      DiagnoserTests.diagnoser.question(
        for: QuestionKey(verb: "tener", item: .tense(.preterito), person: .yo)))
    let diagnosed = DiagnoserTests.diagnoser.diagnose(" Tuve ", for: question)
    #expect(diagnosed.verdict == .right && diagnosed.diagnoses.isEmpty)
    #expect(diagnosed.expected == "tuve" && diagnosed.accepted == ["tuve"])
  }

  @Test func messagesTeachTheRule() throws {
    let examples: [(DiagnosisCase, String)] = [
      (
        C("hablar", .preterito, .el, "hablo", ""),
        "hablo is I speak (presente de indicativo, yo): the accent changes the meaning: habló"
      ),
      (
        C("empezar", .presenteDeIndicativo, .yo, "empezo", ""),
        "empezar changes e→ie when stressed: empiezo"
      ),
      (
        C("tener", .preterito, .el, "tenió", ""),
        "tener's preterite stem is tuv-: tuve, tuviste, tuvo"
      ),
      (C("buscar", .preterito, .yo, "buscé", ""), "-car verbs write qu before e: busqué"),
      (
        C("advertir", .imperfectoDeSubjuntivo1, .yo, "advirtiese", ""),
        "advirtiese is the -se form of the same tense; the -ra form is asked: advirtiera"
      ),
      (
        C("estar", .preterito, .yo, "fui", ""),
        "fui is a form of ser and ir (pretérito, yo), not of estar: estuve"
      ),
      // Persons of one tense are read with the tense once.
      (
        C("comenzar", .condicional, .nosotros, "actúe", ""),
        "actúe is a form of actuar (presente de subjuntivo, yo and él/usted), not of comenzar: "
          + "comenzaríamos"
      ),
      // Each verb is named with its own tense: sienta is sentir's subjunctive and sentar's
      // present.
      (
        C("alcanzar", .presenteDeSubjuntivo, .el, "sienta", ""),
        "sienta is a form of sentir (presente de subjuntivo, yo and él/usted) and of sentar "
          + "(presente de indicativo, él/usted; imperativo afirmativo, tú), not of alcanzar: alcance"
      ),
      // A rare namesake is not named: eras is ser's, never erar's.
      (
        C("alcanzar", .presenteDeSubjuntivo, .el, "eras", ""),
        "eras is a form of ser (imperfecto de indicativo, tú), not of alcanzar: alcance"
      ),
    ]
    for (example, message) in examples {
      let question = try #require(DiagnoserTests.diagnoser.question(for: example.key))
      let first = DiagnoserTests.diagnoser.diagnose(example.answer, for: question).diagnoses.first
      #expect(first?.message == message)
    }
  }
}

/// The irregularity a `regularized` or `overapplied` diagnosis names, which the quiz records
/// for stats by habit; the other kinds name none.
@Suite struct DiagnosisIrregularityTests {
  @Test(
    arguments: [
      (C("tener", .preterito, .el, "tenió", "regularized"), "strong-preterite"),
      (C("pensar", .presenteDeIndicativo, .yo, "penso", "regularized"), "stem-e-ie"),
      (C("poner", .presenteDeIndicativo, .yo, "pono", "regularized"), "yo-go"),
      (C("conocer", .presenteDeIndicativo, .yo, "conoco", "regularized"), "zc"),
      (C("pensar", .presenteDeIndicativo, .nosotros, "piensamos", "overapplied"), "stem-e-ie"),
      (C("dormir", .presenteDeIndicativo, .yo, "durmo", "overapplied"), "stem-o-u"),
      (C("buscar", .preterito, .yo, "buscé", "spelling"), nil),
      (C("hablar", .preterito, .el, "hablo", "accent"), nil),
    ] as [(DiagnosisCase, String?)])
  func namesTheIrregularity(_ example: DiagnosisCase, _ key: String?) throws {
    let first = try #require(try DiagnoserTests.diagnosed(example).diagnoses.first)
    #expect(first.kind.rawValue == example.kind)
    #expect(first.irregularity?.key == key)
  }
}
