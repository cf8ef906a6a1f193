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

  /// The lines of the rules this set led to, each teaching its rule.
  @Test(arguments: [
    (
      E("tener", .presenteDeIndicativo, .yo, "tiengo", []),
      "tener changes e→ie in other forms, but not here: tengo"
    ),
    (
      E("decir", .imperativoPositivo, .tu, "dice", []),
      "decir's tú imperative is short: di"
    ),
    (
      E("querer", .preterito, .yo, "queri", []),
      "querer's preterite stem is quis-: quise, quisiste, quiso"
    ),
    (E("oír", .presenteDeIndicativo, .yo, "oyo", []), "oír's yo form ends in -go: oigo"),
    (E("poner", .condicional, .yo, "poniría", []), "poner's future stem is pondr-: pondría"),
    (
      E("ir", .presenteDeSubjuntivo, .yo, "vaiga", []),
      "ir's present subjunctive is vaya, not vaiga (a popular form RAE rejects): vaya"
    ),
    (
      E("hablar", .imperativoNegativo, .tu, "no hablas", []),
      "hablas is you speak (presente de indicativo, tú); "
        + "the negative imperative takes the present subjunctive: no hables"
    ),
    (
      E("hablar", .perfectoDeIndicativo, .el, "ha hablo", []),
      "hablo is I speak (presente de indicativo, yo); haber takes the participio: ha hablado"
    ),
    (
      E("levantarse", .imperativoNegativo, .tu, "no te levantas", []),
      "te levantas is you get up (presente de indicativo, tú); "
        + "the negative imperative takes the present subjunctive: no te levantes"
    ),
    (
      E("hablar", .imperativoPositivo, .vosotros, "hablar", []),
      "hablar is the infinitive, which RAE does not accept as an order: "
        + "the imperativo afirmativo, vosotros is hablad"
    ),
    (
      E("construir", .preterito, .nosotros, "construyimos", []),
      "construir adds y only before an ending that does not start with i: construimos"
    ),
    (E("leer", .preterito, .yo, "leyí", []), "a stressed í between vowels stays í, not y: leí"),
    (
      E("hablar", .imperfectoDeIndicativo, .ellos, "hablavan", []),
      "b and v sound the same; this form is written with b: hablaban"
    ),
    (E("comer", .condicional, .ellos, "comeríann", []), "a letter doubled: comerían"),
    (E("hablar", .imperfectoDeIndicativo, .tu, "hablabs", []), "a letter left out: hablabas"),
    (
      E("hablar", .futuroDeIndicativo, .yo, "hablarè", []),
      "Spanish writes only the acute accent (á é í ó ú): hablaré"
    ),
  ])
  func messages(_ example: IndependentCase, _ message: String) throws {
    let messages = try Self.diagnosed(example).diagnoses.map(\.message)
    #expect(messages.contains(message), "\(messages)")
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
