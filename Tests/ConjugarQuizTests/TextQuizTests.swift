import ConjugarCore
import ConjugarQuiz
import SentenceBank
import Testing

/// Issue 41: the text drill (`quiz --from`) asks a text's finite verbs in their own sentences,
/// accepts the form the text wrote and every form equally right there, and selects and draws
/// as the context drill does. The verbs here are given by hand, so these tests do not depend on
/// the reading of the text.
@Suite struct TextQuizTests {
  static let conjugator = Conjugator()

  static let text = """
    Ayer tuve un examen muy largo. Ojalá tuviera más tiempo para estudiar.
    Vos tenés razón, dijo Ana. Ella se levantó tarde y no desayunó.
    Si vinieses mañana, te lo explicaría. Dámelo ahora.
    """

  /// The verb written `form` (its `occurrence`th time) in `text`, read as given; its sentence
  /// runs from the last full stop before it to the next.
  static func verb(
    _ form: String, _ infinitive: String, _ tense: Tense, _ person: Person, in text: String = text
  ) -> TextVerb {
    let scalars = Array(text.unicodeScalars)
    let wanted = Array(form.unicodeScalars)
    let offset = (0...(scalars.count - wanted.count)).first { start in
      Array(scalars[start..<(start + wanted.count)]) == wanted
        && (start == 0 || !scalars[start - 1].properties.isAlphabetic)
    }!
    var start = offset
    while start > 0, !".\n".unicodeScalars.contains(scalars[start - 1]) { start -= 1 }
    while scalars[start] == " " { start += 1 }
    var end = offset
    while end < scalars.count, scalars[end] != "." { end += 1 }
    return TextVerb(
      offset: offset, length: wanted.count, form: form, infinitive: infinitive, tense: tense,
      person: person, sentenceOffset: start, sentenceLength: min(end + 1, scalars.count) - start)
  }

  static let verbs = [
    verb("tuve", "tener", .preterito, .yo),
    verb("tuviera", "tener", .imperfectoDeSubjuntivo1, .yo),
    verb("tenés", "tener", .presenteDeIndicativo, .vos),
    verb("dijo", "decir", .preterito, .el),
    verb("levantó", "levantarse", .preterito, .el),
    verb("desayunó", "desayunar", .preterito, .el),
    verb("vinieses", "venir", .imperfectoDeSubjuntivo2, .tu),
    verb("explicaría", "explicar", .condicional, .yo),
    // Written with its pronouns joined: not asked.
    verb("Dámelo", "dar", .imperativoPositivo, .tu),
    // A reading the form does not have: not asked.
    verb("largo", "largar", .preterito, .yo),
  ]

  static func quiz(_ verbs: [TextVerb] = verbs, text: String = text) -> TextQuiz {
    TextQuiz(
      [TextQuiz.Source(name: "text.txt", text: text, verbs: verbs)], conjugator: conjugator)
  }

  static func options(
    vos: Bool = true, count: Int = 20, focus: QuizFocus = QuizFocus()
  ) -> QuizOptions {
    QuizOptions(difficulty: .difficult, region: .spain, vos: vos, count: count, focus: focus)
  }

  @Test func everyFiniteVerbWhoseFormItsReadingHasIsABlankInItsSentence() {
    let blanks = Self.quiz().blanks
    #expect(
      blanks.map(\.verb.form) == [
        "tuve", "tuviera", "tenés", "dijo", "levantó", "desayunó", "vinieses", "explicaría",
      ])
    #expect(blanks[0].sentence.spanish == "Ayer ___ un examen muy largo.")
    // The pronoun of a pronominal verb stays in the sentence; the cue is the infinitive.
    #expect(blanks[4].sentence.spanish == "Ella se ___ tarde y no desayunó.")
    #expect(blanks[4].sentence.verb == "levantarse")
    #expect(blanks[1].sentence.line == 1 && blanks[3].sentence.line == 2)
  }

  /// The rule of the "Done when": the text's own forms, fed back, all score.
  @Test(arguments: [true, false])
  func theTextsOwnFormsAreRightAnswers(vos: Bool) {
    var generator = SeededGenerator(seed: 3)
    let asked = Self.quiz().questions(Self.options(vos: vos), using: &generator)
    #expect(asked.count == 8)
    let drill = Drill(
      kind: .context, questions: asked.map(\.question), options: Self.options(vos: vos),
      conjugator: Self.conjugator,
      sentences: Dictionary(uniqueKeysWithValues: asked.map { ($0.question.number, $0.sentence) }))
    let written = Dictionary(
      uniqueKeysWithValues: Self.quiz().blanks.map { ($0.sentence.spanish, $0.verb.form) })
    for (question, sentence) in asked {
      let form = try! #require(written[sentence.spanish])
      #expect(drill.mark(form, question) == .correct, "\(form) in \(sentence.spanish)")
      #expect(drill.mark(form.uppercased(), question) == .correct)
    }
  }

  @Test func theOtherSubjunctiveIsRightToo() throws {
    let blanks = Self.quiz().blanks
    let ra = try #require(blanks.first { $0.verb.form == "tuviera" })
    let se = try #require(blanks.first { $0.verb.form == "vinieses" })
    #expect(question(ra).acceptedAnswers.contains("tuviese"))
    #expect(question(se).answer == "vinieses")
    #expect(question(se).acceptedAnswers.contains("vinieras"))
  }

  @Test func theVoseoTwinIsRightOnlyWithVosOn() throws {
    let blanks = Self.quiz().blanks
    let vos = try #require(blanks.first { $0.verb.form == "tenés" })
    let tu = try #require(blanks.first { $0.verb.form == "vinieses" })
    #expect(question(vos, vos: true).acceptedAnswers.contains("tienes"))
    #expect(!question(vos, vos: false).acceptedAnswers.contains("tienes"))
    #expect(question(vos, vos: false).answer == "tenés")
    #expect(question(tu, vos: true).acceptedAnswers.contains("vinieses"))
    #expect(question(tu, vos: false).acceptedAnswers.contains("vinieras"))
  }

  @Test func aWrongTenseNamesTheCueTheBankTeachesWhenTheSentenceHasOne() {
    let blanks = Self.quiz().blanks
    #expect(blanks[0].sentence.cue == "Ayer")
    // «ojalá» asks for the present or the imperfect subjunctive in the bank: no one tense.
    #expect(blanks[1].sentence.cue == "")
    #expect(blanks[3].sentence.cue == "")
  }

  @Test func tenseVerbAndIrregularSelectLikeEveryDrill() {
    let quiz = Self.quiz()
    let preterite = Self.options(focus: QuizFocus(items: [.tense(.preterito)]))
    #expect(quiz.selected(preterite).map(\.verb.form) == ["tuve", "dijo", "levantó", "desayunó"])
    let subjunctive = Self.options(
      focus: QuizFocus(items: [.tense(.imperfectoDeSubjuntivo2)]))
    // The -se name selects the -ra forms too: either fills the blank.
    #expect(quiz.selected(subjunctive).map(\.verb.form) == ["tuviera", "vinieses"])
    let tener = Self.options(focus: QuizFocus(verbs: ["tener"]))
    #expect(quiz.selected(tener).map(\.verb.form) == ["tuve", "tuviera", "tenés"])
    let irregular = Self.options(focus: QuizFocus(irregularOnly: true))
    #expect(!quiz.selected(irregular).map(\.verb.form).contains("desayunó"))
    #expect(quiz.selected(irregular).map(\.verb.form).contains("dijo"))
  }

  @Test func aSeededDrawRepeatsAndAsksNoQuestionTwiceWhileOthersAreLeft() {
    let text = "Tengo frío. Tengo hambre. Tengo sueño. Comes pan. Vivimos aquí."
    let verbs = [
      Self.verb("Tengo", "tener", .presenteDeIndicativo, .yo, in: text),
      TextVerb(
        offset: 12, length: 5, form: "Tengo", infinitive: "tener", tense: .presenteDeIndicativo,
        person: .yo, sentenceOffset: 12, sentenceLength: 13),
      Self.verb("Comes", "comer", .presenteDeIndicativo, .tu, in: text),
      Self.verb("Vivimos", "vivir", .presenteDeIndicativo, .nosotros, in: text),
    ]
    let quiz = Self.quiz(verbs, text: text)
    var first = SeededGenerator(seed: 9)
    var again = SeededGenerator(seed: 9)
    let drawn = quiz.questions(Self.options(count: 3), using: &first)
    let redrawn = quiz.questions(Self.options(count: 3), using: &again)
    #expect(drawn.map(\.sentence) == redrawn.map(\.sentence))
    #expect(Set(drawn.map(\.question.key)).count == 3)
    #expect(drawn.map(\.question.number) == [1, 2, 3])
  }

  @Test func aReviewAsksTheItemInItsSentenceAgain() throws {
    let key = QuestionKey(verb: "tener", item: .tense(.preterito), person: .yo)
    let found = try #require(
      TextQuiz.review(
        key, in: "Ayer ___ un examen muy largo.", number: 2, vos: false,
        conjugator: Self.conjugator))
    #expect(found.question.number == 2 && found.question.answer == "tuve")
    #expect(found.sentence.spanish == "Ayer ___ un examen muy largo.")
    #expect(found.sentence.cue == "Ayer")
    #expect(
      TextQuiz.review(key, in: "no blank here", number: 1, vos: false, conjugator: Self.conjugator)
        == nil)
  }

  @Test func aBlankTheTextWroteIsSpacedSoTheSentenceHasOne() throws {
    let text = "Escribe ___ aquí: tengo prisa."
    let quiz = Self.quiz(
      [Self.verb("tengo", "tener", .presenteDeIndicativo, .yo, in: text)], text: text)
    #expect(quiz.blanks.first?.sentence.spanish == "Escribe _ _ _ aquí: ___ prisa.")
  }

  @Test func controlAndBidiCharactersOfTheTextAreShownEscaped() throws {
    let text = "Ayer \u{202E}tuve\u{202C} un examen\u{1B}."
    let verb = Self.verb("tuve", "tener", .preterito, .yo, in: text)
    let quiz = Self.quiz([verb], text: text)
    let spanish = try #require(quiz.blanks.first?.sentence.spanish)
    #expect(!spanish.unicodeScalars.contains { $0.value == 0x202E || $0.value == 0x1B })
  }

  private func question(_ blank: TextQuiz.Blank, vos: Bool = true) -> QuizQuestion {
    TextQuiz.question(
      number: 1, sentence: blank.sentence,
      conjugation: try! Self.conjugator.conjugate(blank.sentence.verb), vos: vos)!
  }
}
