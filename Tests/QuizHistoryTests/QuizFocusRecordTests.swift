import ConjugarCore
import Foundation
import QuizHistory
import SimpleJSON
import Testing

@testable import ConjugarQuiz

/// The selection a quiz drilled (`focus`) in its history line: written only when given, read
/// back exactly, and a `focus` this version cannot read leaves the quiz without options.
@Suite struct QuizFocusRecordTests {
  static func record(focus: QuizFocus) -> QuizRecord {
    let question = QuizQuestion(
      number: 1, verb: "tener", item: .tense(.preterito), person: .yo, answer: "tuve",
      alternatives: [])
    let score = QuizScore(
      answers: [QuizAnswer(question: question, given: "tuve", mark: .correct)],
      options: QuizOptions(
        difficulty: .easy, region: .latinAmerica, vos: false, count: 1, focus: focus))
    return QuizRecord(
      date: QuizRecordTests.date, source: .curriculum, kind: .conjugate, seed: 3,
      score: score, finished: true)
  }

  static let focuses: [QuizFocus] = [
    QuizFocus(items: [.tense(.preterito)]),
    QuizFocus(verbs: ["tener", "hablar"]),
    QuizFocus(persons: [.nosotros, .yo]),
    QuizFocus(irregularOnly: true),
    QuizFocus(
      items: [.gerund, .tense(.imperfectoDeSubjuntivo1), .participle], verbs: ["pingüinear"],
      persons: [.vos], irregularOnly: true),
  ]

  @Test(arguments: focuses)
  func aFocusRoundTrips(focus: QuizFocus) throws {
    let record = Self.record(focus: focus)
    let line = try #require(JSONValue(parsing: record.json.compact()))
    let read = try #require(QuizRecord(reading: line))
    #expect(read == record)
    #expect(read.options?.focus == focus)
  }

  @Test func theFocusIsOneMemberWithOnlyWhatWasGiven() {
    let line = Self.record(
      focus: QuizFocus(items: [.tense(.preterito)], persons: [.yo], irregularOnly: true)
    ).json.compact()
    #expect(
      line.contains(#","focus":{"irregular":true,"persons":["yo"],"tenses":["preterito"]},"#),
      "\(line)")
    #expect(!Self.record(focus: QuizFocus()).json.compact().contains("focus"))
  }

  @Test(arguments: [
    #"3"#, #"null"#, #""preterito""#, #"[]"#, #"{"tenses":["nope"]}"#, #"{"tenses":"preterito"}"#,
    #"{"verbs":[""]}"#, #"{"verbs":[1]}"#, #"{"persons":["yo","ellas"]}"#,
    #"{"irregular":"yes"}"#, #"{"models":["tener"]}"#,
  ])
  func aFocusThatCannotBeReadLeavesNoOptions(focus: String) throws {
    let line = try #require(
      JSONValue(
        parsing:
          #"{"date":"2025-03-04T02:30:00Z","difficulty":"easy","finished":true,"questions":5,"region":"spain","score":12,"vos":false,"focus":"#
          + focus + "}"))
    let record = try #require(QuizRecord(reading: line))
    #expect(record.options == nil)
    #expect(record.score == 12 && record.finished == true)
  }

  @Test func anEmptyFocusIsTheWholeCurriculum() throws {
    let line = try #require(
      JSONValue(
        parsing:
          #"{"date":"2025-03-04T02:30:00Z","difficulty":"easy","questions":5,"region":"spain","vos":true,"focus":{}}"#
      ))
    #expect(
      QuizRecord(reading: line)?.options
        == QuizOptions(difficulty: .easy, region: .spain, vos: true, count: 5))
  }
}
