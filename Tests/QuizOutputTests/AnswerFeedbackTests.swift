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
      drill: Fixture.drill(Fixture.questions + [Fixture.dedicar]), accents: accents,
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
    let first = lines("dedique", Fixture.dedicar)
    #expect(first[0] == "  ~ almost: dediqué (mind the accents), half marks")
    #expect(first[1] == String(repeating: " ", count: 18) + "^")
    #expect(first[2].hasPrefix("    dedique is (that) I dedicate (presente de subjuntivo, yo)"))
    let repeated = lines("dedique", Fixture.dedicar, isRepeat: true)
    #expect(repeated[0] == "  ~ almost: dediqué (mind the accents)")
  }

  @Test func strictAndIgnoredAccentsSaySoAfterTheMark() {
    let strict = lines("dedique", Fixture.dedicar, accents: .strict)
    #expect(strict[0] == "  ✗ the answer is dediqué")
    #expect(strict.last == "    accent slip: counted wrong (strict accents)")
    #expect(
      lines("dedique", Fixture.dedicar, accents: .ignore) == [
        "  ✓ correct", "    accent slip: counted right (accents ignored)",
      ])
    #expect(
      lines("dedique", Fixture.dedicar, accents: .strict, language: .spanish).last
        == "    error de tilde: se cuenta como fallo (tildes estrictas)")
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
