import ConjugarCore
import Testing

@testable import ConjugarQuiz

/// The one marking rule (`AnswerChecker.mark`): subject pronouns, punctuation, accent slips
/// that make another word, the diaeresis, -ra/-se and the spelling before 2010.
@Suite struct MarkingRuleTests {
  static let conjugator = Conjugator()

  static func question(_ verb: String, _ item: QuizItem, _ person: Person?) throws
    -> QuizQuestion
  {
    let conjugation = try conjugator.conjugate(verb)
    let form: VerbForm? =
      switch item {
      case .tense(let tense): person.flatMap { conjugation.form(tense, $0) }
      case .gerund: conjugation.gerund
      case .participle: conjugation.participle
      }
    let found = try #require(form)
    return QuizQuestion(
      number: 1, verb: verb, item: item, person: person, answer: found.text,
      alternatives: found.alternatives)
  }

  static func mark(
    _ answer: String, _ verb: String, _ tense: Tense, _ person: Person,
    accents: AccentsPolicy = .half
  ) throws -> Mark {
    AnswerChecker.mark(
      answer, for: try question(verb, .tense(tense), person), accents: accents)
  }

  @Test(arguments: [
    ("yo hablo", "hablar", Tense.presenteDeIndicativo, Person.yo),
    ("Tú hablas.", "hablar", .presenteDeIndicativo, .tu),
    ("vos hablás", "hablar", .presenteDeIndicativo, .vos),
    ("usted habla", "hablar", .presenteDeIndicativo, .el),
    ("ella comió", "comer", .preterito, .el),
    ("nosotras vivimos", "vivir", .presenteDeIndicativo, .nosotros),
    ("vosotros tenéis", "tener", .presenteDeIndicativo, .vosotros),
    ("ustedes dicen", "decir", .presenteDeIndicativo, .ellos),
    ("Ellas pusieron", "poner", .preterito, .ellos),
    ("yo he hablado", "hablar", .perfectoDeIndicativo, .yo),
    ("hable usted", "hablar", .imperativoPositivo, .el),
    ("¡Come tú!", "comer", .imperativoPositivo, .tu),
    ("no hables tú", "hablar", .imperativoNegativo, .tu),
    ("tú no hables", "hablar", .imperativoNegativo, .tu),
    ("¿Hablas?", "hablar", .presenteDeIndicativo, .tu),
    ("¿habla usted?", "hablar", .presenteDeIndicativo, .el),
    ("hago yo", "hacer", .presenteDeIndicativo, .yo),
    ("yo me levanto", "levantarse", .presenteDeIndicativo, .yo),
    ("tú levántate", "levantarse", .imperativoPositivo, .tu),
    ("  HABLÓ...  ", "hablar", .preterito, .el),
    ("«tuve»", "tener", .preterito, .yo),
    ("'tuve'", "tener", .preterito, .yo),
    ("tuve;", "tener", .preterito, .yo),
    ("¡¿yo, tuve?!", "tener", .preterito, .yo),
    ("tuve…", "tener", .preterito, .yo),
  ])
  func agreeingPronounAndPunctuationAreRight(
    _ answer: String, _ verb: String, _ tense: Tense, _ person: Person
  ) throws {
    #expect(try Self.mark(answer, verb, tense, person) == .correct)
  }

  @Test(arguments: [
    ("tú hablo", "hablar", Tense.presenteDeIndicativo, Person.yo),
    ("él hablo", "hablar", .presenteDeIndicativo, .yo),
    ("usted hablas", "hablar", .presenteDeIndicativo, .tu),
    ("yo habla", "hablar", .presenteDeIndicativo, .el),
    ("nosotros tenéis", "tener", .presenteDeIndicativo, .vosotros),
    ("vos hablas", "hablar", .presenteDeIndicativo, .tu),
    ("tu hablas", "hablar", .presenteDeIndicativo, .tu),
    ("el habla", "hablar", .presenteDeIndicativo, .el),
    ("yo", "hablar", .presenteDeIndicativo, .yo),
    ("yo tú hablo", "hablar", .presenteDeIndicativo, .yo),
    ("yo yo hablo", "hablar", .presenteDeIndicativo, .yo),
    ("ellos", "tener", .preterito, .ellos),
    ("?!?", "tener", .preterito, .ellos),
    ("él hablaba", "hablar", .imperfectoDeIndicativo, .yo),
    ("yo hablaba", "hablar", .imperfectoDeIndicativo, .el),
    ("hablando yo", "hablar", .presenteDeIndicativo, .nosotros),
  ])
  func mismatchedOrBarePronounIsWrong(
    _ answer: String, _ verb: String, _ tense: Tense, _ person: Person
  ) throws {
    #expect(try Self.mark(answer, verb, tense, person) == .wrong)
  }

  @Test func aPronounWithAFormThatHasNoPersonIsWrong() throws {
    let gerund = try Self.question("hablar", .gerund, nil)
    #expect(AnswerChecker.mark("yo hablando", for: gerund) == .wrong)
    #expect(AnswerChecker.mark("hablando", for: gerund) == .correct)
    let participle = try Self.question("decir", .participle, nil)
    #expect(AnswerChecker.mark("él dicho", for: participle) == .wrong)
  }

  /// A drill that accepts another person's form (translation: "you" is tú or usted) accepts
  /// that form with its own pronoun; the question's own form keeps its own person.
  @Test func aPronounAgreesWithAnotherPersonsFormTheDrillAccepts() throws {
    let question = try Self.question("interpretar", .tense(.presenteDeIndicativo), .tu)
      .accepting(["interpreta"])
    #expect(AnswerChecker.mark("usted interpreta", for: question) == .correct)
    #expect(AnswerChecker.mark("tú interpretas", for: question) == .correct)
    #expect(AnswerChecker.mark("usted interpretas", for: question) == .wrong)
    #expect(AnswerChecker.mark("yo interpreta", for: question) == .wrong)
  }

  @Test func fourThousandCharactersOfPunctuationAreOneWrongMark() throws {
    let noise = String(repeating: "¿?!.…", count: 800)
    #expect(try Self.mark(noise, "tener", .preterito, .yo) == .wrong)
    #expect(try Self.mark(noise + " tuve " + noise, "tener", .preterito, .yo) == .correct)
  }

  /// An accentless (or wrongly accented) spelling that is another form of the verb or a common
  /// word is wrong under every policy.
  @Test(arguments: [
    ("hablo", "hablar", Tense.preterito, Person.el),
    ("hablé", "hablar", .presenteDeSubjuntivo, .yo),
    ("hable", "hablar", .preterito, .yo),
    ("este", "estar", .presenteDeSubjuntivo, .yo),
    ("esta", "estar", .presenteDeIndicativo, .el),
    ("estas", "estar", .presenteDeIndicativo, .tu),
    ("de", "dar", .presenteDeSubjuntivo, .yo),
    ("se", "saber", .presenteDeIndicativo, .yo),
    ("compro", "comprar", .preterito, .el),
    ("comió", "comer", .presenteDeIndicativo, .yo),
    ("termino", "terminar", .preterito, .el),
    ("cantara", "cantar", .futuroDeIndicativo, .el),
    ("hablare", "hablar", .futuroDeIndicativo, .yo),
  ])
  func anAccentThatMakesAnotherWordIsWrong(
    _ answer: String, _ verb: String, _ tense: Tense, _ person: Person
  ) throws {
    for policy in AccentsPolicy.allCases {
      #expect(try Self.mark(answer, verb, tense, person, accents: policy) == .wrong)
    }
  }

  @Test(arguments: [
    ("tenia", "tener", Tense.imperfectoDeIndicativo, Person.yo),
    ("hablarias", "hablar", .condicional, .tu),
    ("habláras", "hablar", .imperfectoDeSubjuntivo1, .tu),
    ("comeria", "comer", .condicional, .el),
    ("vivireis", "vivir", .futuroDeIndicativo, .vosotros),
  ])
  func anAccentSlipThatMakesNoWordIsHalfRight(
    _ answer: String, _ verb: String, _ tense: Tense, _ person: Person
  ) throws {
    #expect(try Self.mark(answer, verb, tense, person) == .accentOnly)
    #expect(try Self.mark(answer, verb, tense, person, accents: .ignore) == .correct)
  }

  @Test func aMissingDiaeresisIsWrong() throws {
    #expect(try Self.mark("averigue", "averiguar", .presenteDeSubjuntivo, .yo) == .wrong)
    #expect(try Self.mark("averiguemos", "averiguar", .presenteDeSubjuntivo, .nosotros) == .wrong)
    #expect(
      try Self.mark("avergonzamos", "avergonzar", .presenteDeIndicativo, .nosotros) == .correct)
  }

  @Test(arguments: [
    ("rió", "reír", Tense.preterito, Person.el, "rio"),
    ("guió", "guiar", .preterito, .el, "guio"),
    ("crié", "criar", .preterito, .yo, "crie"),
    ("fié", "fiar", .preterito, .yo, "fie"),
    ("huí", "huir", .preterito, .yo, "hui"),
    ("lió", "liar", .preterito, .el, "lio"),
    ("riáis", "reír", .presenteDeSubjuntivo, .vosotros, "riais"),
  ])
  func aMonosyllableWrittenAsBefore2010IsRight(
    _ answer: String, _ verb: String, _ tense: Tense, _ person: Person, _ modern: String
  ) throws {
    let question = try Self.question(verb, .tense(tense), person)
    #expect(AnswerChecker.mark(answer, for: question, accents: .strict) == .correct)
    #expect(AnswerChecker.modernSpelling(of: answer, for: question) == modern)
    #expect(AnswerChecker.modernSpelling(of: modern, for: question) == nil)
  }

  @Test func aWordThatWasNeverAccentedIsNoOlderSpelling() throws {
    let question = try Self.question("dar", .tense(.preterito), .el)
    #expect(AnswerChecker.mark("dió", for: question) == .accentOnly)
    #expect(AnswerChecker.modernSpelling(of: "dió", for: question) == nil)
  }

  @Test(arguments: [
    ("imperfecto de subjuntivo", true), ("imperfect subjunctive", true),
    ("pluscuamperfecto de subjuntivo", true), ("pluperfect subjunctive", true),
    ("imperfecto de subjuntivo (-ra)", false), ("imperfecto de subjuntivo -se", false),
  ])
  func aTenseNamedWithoutRaOrSeAcceptsBoth(_ name: String, _ both: Bool) throws {
    let asked = try #require(QuizItem.askedItem(QuizItem.items(named: name)))
    #expect(asked.acceptsTwin == both)
    guard case .tense(let tense) = asked.item, let twin = tense.subjunctiveTwin else {
      Issue.record("not a subjunctive with two forms: \(asked.item)")
      return
    }
    let conjugation = try Self.conjugator.conjugate("tener")
    var question = try Self.question("tener", asked.item, .yo)
    if asked.acceptsTwin { question = question.acceptingTwin(from: conjugation) }
    let named = try #require(conjugation.form(tense, .yo)?.text)
    let other = try #require(conjugation.form(twin, .yo)?.text)
    #expect(AnswerChecker.mark(named, for: question) == .correct)
    #expect(AnswerChecker.mark(other, for: question) == (both ? .correct : .wrong))
  }

  /// A quiz whose focus names the imperfect subjunctive without -ra/-se accepts both forms in
  /// each question; one that names -ra alone accepts -ra alone.
  @Test(arguments: [
    ("imperfecto de subjuntivo", true), ("subjuntivo", true), ("imperfect subjunctive", true),
    ("imperfecto de subjuntivo (-ra)", false),
  ])
  func aQuizFocusNamedWithoutRaOrSeAcceptsBoth(_ name: String, _ both: Bool) throws {
    let focus = QuizFocus(items: QuizItem.items(named: name))
    let options = QuizOptions(
      difficulty: .easy, region: .spain, vos: false, count: 1, focus: focus)
    let question = try Self.question("tener", .tense(.imperfectoDeSubjuntivo1), .yo)
    let drill = Drill(
      kind: .conjugate, questions: [question], options: options, conjugator: Self.conjugator)
    #expect(drill.mark("tuviera", question) == .correct)
    #expect(drill.mark("tuviese", question) == (both ? .correct : .wrong))
    #expect(drill.alsoAccepted(question).contains("tuviese") == both)
  }

  @Test func aMoodOrTwoTensesAreNoAskedItem() {
    #expect(QuizItem.askedItem(QuizItem.items(named: "subjuntivo")) == nil)
    #expect(QuizItem.askedItem([.tense(.preterito), .tense(.condicional)]) == nil)
  }
}
