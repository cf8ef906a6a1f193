import ConjugarCore
import ConjugarQuiz
import Foundation
import SimpleJSON
import Testing

@testable import QuizHistory

/// Issue 42: a placement's line and its undoing read back as written; neither is a quiz, and
/// neither has the `date` an older version needs to read a line as one.
@Suite struct PlacementRecordTests {
  static let record = PlacementRecord(
    date: Date(timeIntervalSince1970: 1_741_550_400), seed: 7, questions: 24,
    known: ["regular-present", "imperfect"], notKnown: ["voseo"], stability: 21,
    difficulty: 2.118103970459016,
    forms: [
      QuestionKey(verb: "hablar", item: .tense(.presenteDeIndicativo), person: .yo),
      QuestionKey(verb: "hacer", item: .participle, person: nil),
    ])

  static func read(_ json: JSONValue) -> QuizRecord.LineReading {
    Array(json.compact().utf8).withUnsafeBytes { QuizRecord.reading(line: $0) }
  }

  @Test func aPlacementLineReadsBackAsWritten() {
    #expect(Self.read(Self.record.json) == .placement(Self.record))
    guard case .object(let members) = Self.record.json else { return #expect(Bool(false)) }
    #expect(members["date"] == nil && members["kind"] == .string("placement"))
  }

  @Test func theForgettingLineReadsBack() {
    let date = Date(timeIntervalSince1970: 1_741_560_000)
    #expect(Self.read(PlacementRecord.forgottenJSON(at: date)) == .placementForgotten(date))
  }

  @Test(arguments: [
    #"{"kind":"placement","placed":"2025-03-09T20:00:00Z","placement":{"seed":1}}"#,
    #"{"kind":"placement","placement":{}}"#,
    #"{"kind":"placement-forgotten","forgotten":3}"#,
  ])
  func anIncompletePlacementLineIsUnreadable(line: String) {
    #expect(
      Array(line.utf8).withUnsafeBytes { QuizRecord.reading(line: $0) } == .unreadablePlacement)
  }

  /// A line of another kind this version does not know is read as before: a quiz by its date.
  @Test func anotherKindIsStillReadAsAQuiz() {
    let line = #"{"kind":"future","date":"2025-03-09T20:00:00Z","answers":[]}"#
    guard case .record = Array(line.utf8).withUnsafeBytes({ QuizRecord.reading(line: $0) }) else {
      return #expect(Bool(false))
    }
  }
}
