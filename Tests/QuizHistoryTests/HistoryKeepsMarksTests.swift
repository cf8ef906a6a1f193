import ConjugarCore
import QuizHistory
import SimpleJSON
import Testing

@testable import ConjugarQuiz

/// A history written before a change of the marking rule keeps its marks: reading a line never
/// marks its answers again.
@Suite struct HistoryKeepsMarksTests {
  @Test func aMarkTheRuleNowGivesOtherwiseIsReadAsWritten() throws {
    let question = QuizQuestion(
      number: 1, verb: "hablar", item: .tense(.preterito), person: .yo, answer: "hablé")
    // hable is a form of hablar: the rule marks it wrong now; this line gave half marks.
    #expect(AnswerChecker.mark("hable", for: question) == .wrong)
    // yo hablé is right now; this line marked it wrong.
    #expect(AnswerChecker.mark("yo hablé", for: question) == .correct)
    let line = try #require(
      JSONValue(
        parsing:
          #"{"answered":2,"answers":[{"expected":"hablé","given":"hable","mark":"accentOnly","person":"yo","tense":"preterito","verb":"hablar"},{"expected":"hablé","given":"yo hablé","mark":"wrong","person":"yo","tense":"preterito","verb":"hablar"}],"correct":0,"date":"2025-03-04T02:30:00Z","difficulty":"easy","finished":true,"questions":2,"region":"spain","score":5,"seed":12,"vos":false}"#
      ))
    let record = try #require(QuizRecord(reading: line))
    #expect(record.answers.map(\.mark) == [.accentOnly, .wrong])
  }
}
