import ConjugarCore
import ConjugarQuiz
import SentenceBank
import Testing

/// Which sentences the context drill asks: the persons of `QuizOptions.personsAsked` (vos only
/// with vos on, vosotros only in Spain), the focus's tenses by the sentence's first tense, and
/// every tense of a sentence accepted.
@Suite struct ContextQuizTests {
  static let quiz = ContextQuiz(bank: .bundled, conjugator: Conjugator())

  func persons(_ region: Region, vos: Bool) -> Set<Person> {
    var generator = SeededGenerator(seed: 1)
    let options = QuizOptions(difficulty: .easy, region: region, vos: vos, count: 500)
    return Set(Self.quiz.questions(options, using: &generator).compactMap(\.question.person))
  }

  @Test(arguments: [
    (Region.latinAmerica, false, [Person.yo, .tu, .el, .nosotros, .ellos]),
    (.latinAmerica, true, [.yo, .vos, .el, .nosotros, .ellos]),
    (.spain, false, [.yo, .tu, .el, .nosotros, .vosotros, .ellos]),
  ])
  func thePersonsAreThoseTheQuizAsks(_ region: Region, _ vos: Bool, _ expected: [Person]) {
    #expect(persons(region, vos: vos) == Set(expected))
  }

  @Test func aSentenceQualifiesByItsFirstTenseAndAcceptsEveryTenseItLists() throws {
    var generator = SeededGenerator(seed: 3)
    var options = QuizOptions(difficulty: .easy, region: .spain, vos: false, count: 500)
    options.focus = QuizFocus(items: [.tense(.perfectoDeIndicativo)])
    let asked = Self.quiz.questions(options, using: &generator)
    #expect(!asked.isEmpty)
    let conjugator = Conjugator()
    for (question, sentence) in asked {
      #expect(sentence.tense == .perfectoDeIndicativo)
      #expect(question.item == .tense(.perfectoDeIndicativo))
      let conjugation = try conjugator.conjugate(sentence.verb)
      for tense in sentence.tenses {
        let form = try #require(conjugation.form(tense, sentence.person))
        #expect(form.allForms.allSatisfy(question.acceptedAnswers.contains))
      }
    }
  }

  @Test func oneSeedGivesTheSameSentences() {
    let options = QuizOptions(difficulty: .easy, region: .spain, vos: false, count: 20)
    var first = SeededGenerator(seed: 9)
    var second = SeededGenerator(seed: 9)
    let a = Self.quiz.questions(options, using: &first).map(\.sentence)
    #expect(a.count == 20)
    #expect(a == Self.quiz.questions(options, using: &second).map(\.sentence))
  }

  @Test func anEmptySelectionIsNamed() {
    var options = QuizOptions(difficulty: .easy, region: .spain, vos: false)
    options.focus = QuizFocus(
      items: [.tense(.preteritoAnterior)], verbs: ["tener"], persons: [.vos], irregularOnly: true)
    #expect(
      ContextQuiz.nothingFits(options)
        == "no sentences for tener in the pretérito anterior with vos (vos is off in the "
        + "settings) and an irregular form")
    options.focus = QuizFocus(verbs: ["hablar"], irregularOnly: true)
    #expect(ContextQuiz.nothingFits(options) == "no sentences for hablar with an irregular form")
  }
}
