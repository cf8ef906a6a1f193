import ConjugarCore
import ConjugarQuiz
import Testing

/// How questions and selections are named: one rule, read by the quiz, worksheets and `stats`.
@Suite struct QuestionWordingTests {
  @Test(arguments: [
    (QuestionKey(verb: "hablar", item: .tense(.preterito), person: .yo), "hablar · pretérito · yo"),
    (QuestionKey(verb: "ir", item: .gerund, person: nil), "ir · gerundio"),
  ])
  func labelNamesVerbTenseAndPerson(key: QuestionKey, label: String) {
    #expect(key.label == label)
  }

  @Test func theWholeCurriculumHasNoSummary() {
    #expect(QuizFocus().summary == nil && QuizFocus().headerLine(in: .english) == nil)
  }

  @Test func summaryListsTensesVerbsPersonsAndIrregularity() {
    let focus = QuizFocus(
      items: [.tense(.preterito), .participle], verbs: ["tener", "ser"], persons: [.yo, .ellos],
      irregularOnly: true)
    #expect(
      focus.summary == "pretérito, participio; tener, ser; yo, ellos/ustedes; irregular forms")
    #expect(focus.headerLine(in: .english) == "Only: " + focus.summary!)
  }

  @Test func moreThanSixVerbsAreCountedAndTheFirstSixShown() {
    let seven = QuizFocus(verbs: ["a", "b", "c", "d", "e", "f", "g"])
    #expect(seven.summary == "7 verbs (a, b, c, d, e, f, …)")
    #expect(QuizFocus(verbs: ["a", "b", "c", "d", "e", "f"]).summary == "a, b, c, d, e, f")
  }
}
