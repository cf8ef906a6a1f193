import ConjugarQuiz
import Messages
import QuizOutput
import Testing

/// The header, the question lines and what is said to input that is no answer.
@Suite struct QuizTextTests {
  typealias Fixture = QuizOutputFixture

  @Test func theHeaderNamesSeedDifficultyRegionAndCount() {
    let header = QuizHeader(
      drill: Fixture.drill(), options: Fixture.options, seed: 3, questionCount: 10)
    #expect(header.header == "Quiz · seed 3 · easy · latin-america · 10 questions")
    #expect(
      header.lines == [
        "Quiz · seed 3 · easy · latin-america · 10 questions",
        "Answer with the verb form; :skip skips a question, :quit stops.\n"
          + "Typing help: a' → á, n~ → ñ, u: → ü.",
      ])
    var spanish = header
    spanish.language = .spanish
    #expect(spanish.header == "Cuestionario · semilla 3 · fácil · Latinoamérica · 10 preguntas")
  }

  @Test func aReviewsHeaderSaysHowManyAreDue() {
    var header = QuizHeader(
      drill: Fixture.drill(), options: Fixture.options, seed: 7, questionCount: 1)
    header.source = .spacedReview
    header.dueToday = 4
    #expect(header.header == "Review · seed 7 · 1 question · 4 due today")
  }

  @Test func aWeakSpotsHeaderNamesTheHabits() {
    var header = QuizHeader(
      drill: Fixture.drill(), options: Fixture.options, seed: 7, questionCount: 20)
    header.source = .weakSpots
    header.weakSpots = ["stem changes", "accents"]
    #expect(header.header == "Weak spots · seed 7 · 20 questions · stem changes, accents")
  }

  @Test func aQuestionLineHasItsNumberAndSaysARepeat() {
    let text = QuizTurnText(drill: Fixture.drill(), questionCount: 10)
    #expect(text.question(Fixture.mostrar, isRepeat: false) == "1/10  mostrar · pretérito · yo")
    #expect(
      text.question(Fixture.ganar, isRepeat: true)
        == "2/10 again  ganar · presente de indicativo · tú")
    #expect(text.skipped(Fixture.ganar) == "  – skipped: ganas")
    #expect(text.nothingTyped == "  ! nothing typed: answer, or :skip or :quit")
    #expect(text.unknownCommand(":x") == "  ! unknown command ':x': use :skip or :quit")
    #expect(text.unreadableLine == "> (unreadable line)")
    #expect(text.answerAgain(reason: .verbatim("bad")) == "  ! bad; answer again")
  }
}
