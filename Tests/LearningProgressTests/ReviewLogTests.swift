import CalendarDates
import ConjugarQuiz
import QuizHistory
import ScheduleFitting
import TestBasics
import Testing

@testable import LearningProgress

/// The answers the fit reads: each item's answers in date order with its grades and whole-day
/// gaps, in time order across items; odd lines counted, never fatal.
@Suite struct ReviewLogTests {
  static func log(_ lines: [String]) throws -> ReviewLog {
    let scratch = try ScratchFolder("review-log")
    try scratch.write(lines)
    return try ReviewLog(reading: scratch.history, calendar: .utc)
  }

  @Test func gradesGapsAndOrder() throws {
    let log = try Self.log([
      Fixture.record(
        "2025-03-01T10:00:00Z", ["tener preterito yo wrong", "ser preterito yo correct"]
      )
      .compact(),
      Fixture.record("2025-03-01T10:05:00Z", ["tener preterito yo correct repeat"]).compact(),
      Fixture.record("2025-03-03T09:00:00Z", ["tener preterito yo accentOnly"]).compact(),
      Fixture.record(
        "2025-03-06T11:00:00Z", ["tener preterito yo correct", "ser preterito yo wrong"]
      )
      .compact(),
    ])
    #expect(log.reviews == 6)
    let tener = log.data.cards[0]
    #expect(tener.map(\.rating) == [1, 3, 2, 3])
    // 2025-03-01T10:05 → 2025-03-03T09:00 is 1 day 22 h 55 min: one whole day.
    #expect(tener.map(\.elapsedDays) == [0, 0, 1, 3])
    #expect(log.data.cards[1].map(\.elapsedDays) == [0, 5])
    #expect(log.data.cards.flatMap { $0.map(\.order) }.sorted() == Array(0..<6))
    #expect(log.data.predictionCount == 3)
    #expect(log.unreadableLines == 0 && log.outOfOrderAnswers == 0)
  }

  /// Not JSON, no date, an answer of no known tense, a clock set back: counted, and the
  /// answers out of date order put in order.
  @Test func oddLinesAreCountedAndAnswersPutInOrder() throws {
    let log = try Self.log([
      Fixture.record("2025-03-05T10:00:00Z", ["tener preterito yo correct"]).compact(),
      "not json", #"{"answers":[]}"#,
      Fixture.record(
        "2025-03-01T10:00:00Z", ["tener preterito yo wrong", "ser nonsense yo correct"]
      )
      .compact(),
    ])
    #expect(log.unreadableLines == 1 && log.undatedRecords == 1)
    #expect(log.unreadableAnswers == 1 && log.outOfOrderAnswers == 1)
    #expect(log.data.cards[0].map(\.rating) == [1, 3])
    #expect(log.data.cards[0].map(\.elapsedDays) == [0, 4])
  }

  @Test func anEmptyHistoryIsAnEmptyLog() throws {
    let log = try Self.log([])
    #expect(log.reviews == 0 && log.data.predictionCount == 0)
    #expect(ScheduleFit(log.data).stage == .defaults)
  }
}
