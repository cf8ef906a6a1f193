import ConjugarOutput
import ConjugarQuiz
import Messages
import QuizOutput
import Testing

/// The feedback for one answer, rendered in-process: the mark, the expected form, the caret
/// line under the wrong letters (or colour), the diagnosis, and the accents policy's note.
@Suite struct AnswerFeedbackTests {
  typealias Fixture = QuizOutputFixture

  func lines(
    _ given: String, _ question: QuizQuestion, accents: AccentsPolicy = .half,
    style: TextStyle = .plain, language: Language = .english, isRepeat: Bool = false
  ) -> [String] {
    let feedback = AnswerFeedback(
      drill: Fixture.drill(Fixture.questions + [Fixture.dedicar, Fixture.dedicaria]),
      accents: accents,
      style: style, diagnoser: Fixture.diagnoser, language: language)
    let mark = AnswerChecker.mark(given, for: question, accents: accents)
    return feedback.lines(
      mark, question, given: given,
      diagnosis: feedback.diagnosis(mark, question, given: given), isRepeat: isRepeat)
  }

  @Test func aRightAnswerIsOneLine() {
    #expect(lines("mostré", Fixture.mostrar) == ["  ✓ correct"])
    #expect(lines("mostré", Fixture.mostrar, language: .spanish) == ["  ✓ correcto"])
  }

  @Test func aWrongAnswerNamesTheFormItIs() {
    #expect(
      lines("ganaste", Fixture.ganar) == [
        "  ✗ the answer is ganas",
        "    ganaste is you won (pretérito, tú); the presente de indicativo, tú is ganas",
      ])
  }

  @Test func theWrongLettersAreMarkedByCaretsUnderThem() {
    let shown = lines("tuvo", Fixture.tener)
    #expect(shown.count == 3)
    #expect(shown[0] == "  ✗ the answer is tuvieron")
    let lead = "  ✗ the answer is ".count
    #expect(shown[1].prefix(lead).allSatisfy { $0 == " " })
    #expect(shown[1].dropFirst(lead).contains("^"))
    #expect(shown[2].hasPrefix("    tuvo is he/she got/had (pretérito, él/usted)"))
  }

  @Test func onATerminalTheWrongLettersAreColouredInstead() {
    let shown = lines("tuvo", Fixture.tener, style: TextStyle(usesColor: true))
    #expect(shown.count == 2, "no caret line with colour")
    #expect(shown[0].hasPrefix("  \u{1B}[31m✗\u{1B}[0m the answer is tuv"))
    #expect(shown[0].contains("\u{1B}[1;31m"))
    #expect(shown[1].hasPrefix("\u{1B}[2m    tuvo is"), "the diagnosis is dim")
  }

  @Test func anAccentSlipIsAlmostWithHalfMarksButNotOnARepeat() {
    let first = lines("dedicaria", Fixture.dedicaria)
    #expect(first[0] == "  ~ almost: dedicaría (mind the accents), half marks")
    #expect(first[1] == String(repeating: " ", count: 19) + "^")
    #expect(first.count == 2, "the generic accent line would repeat \"mind the accents\"")
    let repeated = lines("dedicaria", Fixture.dedicaria, isRepeat: true)
    #expect(repeated[0] == "  ~ almost: dedicaría (mind the accents)")
  }

  @Test func strictAndIgnoredAccentsSaySoAfterTheMark() {
    let strict = lines("dedicaria", Fixture.dedicaria, accents: .strict)
    #expect(strict[0] == "  ✗ the answer is dedicaría")
    #expect(strict.last == "    accent slip: counted wrong (strict accents)")
    #expect(
      lines("dedicaria", Fixture.dedicaria, accents: .ignore) == [
        "  ✓ correct", "    accent slip: counted right (accents ignored)",
      ])
    #expect(
      lines("dedicaria", Fixture.dedicaria, accents: .strict, language: .spanish).last
        == "    error de tilde: se cuenta como fallo (tildes estrictas)")
  }

  /// An accent slip that makes another form of the verb is wrong whatever the policy, and says
  /// what that form is, not the policy's note.
  @Test(arguments: AccentsPolicy.allCases)
  func anAccentThatMakesAnotherFormIsWrong(_ accents: AccentsPolicy) {
    let shown = lines("dedique", Fixture.dedicar, accents: accents)
    #expect(shown[0] == "  ✗ the answer is dediqué")
    let text = shown.joined(separator: " ").split(whereSeparator: \.isWhitespace)
      .joined(separator: " ")
    #expect(text.contains("dedique is (that) I dedicate"), "\(shown)")
    #expect(text.contains("the accent changes the meaning: dediqué"), "\(shown)")
  }

  @Test func aRightAnswerWrittenAsBefore2010HasANote() {
    let question = QuizQuestion(
      number: 4, verb: "reír", item: .tense(.preterito), person: .el, answer: "rio",
      alternatives: ["rió"])
    #expect(
      lines("rió", question) == [
        "  ✓ correct",
        "    since 2010 the RAE writes rio, without an accent; rió is the older spelling",
      ])
  }

  @Test func aSkippedQuestionShowsItsAnswer() {
    let feedback = AnswerFeedback(drill: Fixture.drill())
    #expect(
      feedback.lines(.skipped, Fixture.ganar, given: "", diagnosis: nil) == [
        "  – skipped: ganas"
      ])
  }

  @Test func withoutADiagnoserNoFormIsNamed() {
    let feedback = AnswerFeedback(drill: Fixture.drill())
    #expect(feedback.diagnosis(.wrong, Fixture.ganar, given: "ganaste") == nil)
    #expect(
      feedback.lines(.wrong, Fixture.ganar, given: "ganaste", diagnosis: nil).first
        == "  ✗ the answer is ganas")
  }
}
