import ConjugarCore
import QuizHistory
import SimpleJSON
import Testing

@testable import ConjugarQuiz

/// The diagnosis of an answer not accepted in a history line: `"diagnosis"` (the kind) and
/// `"irregularity"` (its key), written only when the quiz diagnosed the answer, read back as
/// strings; lines without them (every older line) read as undiagnosed.
@Suite struct QuizRecordDiagnosisTests {
  static let question = QuizQuestion(
    number: 1, verb: "tener", item: .tense(.preterito), person: .yo, answer: "tuve",
    alternatives: [])

  static func record(_ answer: QuizAnswer) -> QuizRecord {
    QuizRecord(
      date: QuizRecordTests.date, source: .curriculum, kind: .conjugate, seed: 7,
      score: QuizScore(
        answers: [answer],
        options: QuizOptions(difficulty: .easy, region: .latinAmerica, vos: false, count: 1)),
      finished: true)
  }

  @Test func aDiagnosedAnswerIsWrittenAndReadBack() throws {
    let record = Self.record(
      QuizAnswer(
        question: Self.question, given: "tení", mark: .wrong, diagnosis: "regularized",
        irregularity: "strong-preterite"))
    let line = record.json.compact()
    #expect(
      line.contains(
        #"{"diagnosis":"regularized","expected":"tuve","given":"tení","irregularity":"strong-preterite","mark":"wrong","#
      ))
    let json = try #require(JSONValue(parsing: line))
    let read = try #require(QuizRecord(reading: json))
    #expect(read == record)
    #expect(read.answers.first?.diagnosis == "regularized")
    #expect(read.answers.first?.irregularity == "strong-preterite")
  }

  @Test func anAnswerWithoutADiagnosisHasNoMembers() {
    let line = Self.record(QuizAnswer(question: Self.question, given: "tuve", mark: .correct))
      .json.compact()
    #expect(!line.contains("diagnosis") && !line.contains("irregularity"))
  }

  /// Strings are read whatever they say; another type is taken as missing.
  @Test(
    arguments: [
      ("", nil, nil), (#","diagnosis":"typo""#, "typo", nil),
      (#","diagnosis":"new-kind","irregularity":"zc""#, "new-kind", "zc"),
      (#","diagnosis":3,"irregularity":null"#, nil, nil),
    ] as [(String, String?, String?)])
  func readsTheMembersAsStrings(members: String, diagnosis: String?, irregularity: String?) throws {
    let line =
      #"{"date":"2025-03-03T14:00:00Z","answers":[{"verb":"tener","tense":"preterito","person":"yo","expected":"tuve","given":"tení","mark":"wrong""#
      + members + "}]}"
    let json = try #require(JSONValue(parsing: line))
    let read = try #require(QuizRecord(reading: json))
    #expect(read.answers.first?.diagnosis == diagnosis)
    #expect(read.answers.first?.irregularity == irregularity)
  }
}
