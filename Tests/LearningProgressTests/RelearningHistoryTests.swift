import CalendarDates
import ConjugarQuiz
import QuizHistory
import TestBasics
import Testing

@testable import LearningProgress

/// Repeats of relearning in the history: the statistics (accuracy by tense, per verb, the
/// weakest items, recent accuracy) count first answers only; the FSRS memory state gets every
/// answer, repeats included (same-day reviews), in the order given, through the file's fold and
/// its replay.
@Suite struct RelearningHistoryTests {
  static let tener = QuestionKey(verb: "tener", item: .tense(.preterito), person: .yo)

  /// The memory state after `answers`, each reviewed `elapsed` whole days after the one before.
  static func memory(_ answers: [(mark: Mark, elapsed: Int)]) -> MemoryState? {
    answers.reduce(nil) { FSRS.review($0, FSRS.Grade($1.mark), elapsedDays: $1.elapsed) }
  }

  static func summary(_ lines: [String]) throws -> HistorySummary {
    let scratch = try ScratchFolder("summary")
    try scratch.write(lines)
    return try HistorySummary(reading: scratch.history, calendar: .utc)
  }

  static let relearned = Fixture.record(
    "2025-03-01T10:00:00Z",
    [
      "tener preterito yo wrong", "hablar preterito yo correct", "tener preterito yo wrong repeat",
      "tener preterito yo correct repeat",
    ]
  ).compact()

  @Test func repeatsAreLeftOutOfTheTalliesButScheduled() throws {
    let summary = try Self.summary([Self.relearned])
    #expect(summary.overall.answers == 2 && summary.overall.correct == 1)
    #expect(summary.byItem[.tense(.preterito)] == summary.overall)
    #expect(summary.byVerb["tener"]?.answers == 1 && summary.byVerb["tener"]?.wrong == 1)
    let tener = try #require(summary.items[Self.tener])
    #expect(tener.tally.answers == 1 && tener.recent == [.wrong])
    #expect(tener.memory == Self.memory([(.wrong, 0), (.wrong, 0), (.correct, 0)]))
    #expect(tener.reviews == 3 && tener.lastMark == .correct)
    // Without the repeats the memory state would be another: they reach it.
    #expect(tener.memory != Self.memory([(.wrong, 0)]))
  }

  /// The weakest items need two answers: a question missed once and relearned twice in the
  /// same quiz is not weak on that quiz alone.
  @Test func repeatsDoNotMakeAnItemWeak() throws {
    let summary = try Self.summary([Self.relearned])
    let statistics = Statistics(
      summary: summary, now: Fixture.date("2025-03-02T10:00:00Z"), conjugator: .init())
    #expect(statistics.weakest.isEmpty)
    let now = Fixture.date("2025-03-02T10:00:00Z")
    #expect(SpacedReviewScheduler(summary: summary, now: now).keys.contains(Self.tener))
  }

  /// A newer quiz first in the file: the replay in date order keeps which answers are repeats.
  @Test func theReplayInDateOrderKeepsTheRepeats() throws {
    let older = Fixture.record("2025-02-20T10:00:00Z", ["tener preterito yo correct"]).compact()
    let summary = try Self.summary([Self.relearned, older])
    let tener = try #require(summary.items[Self.tener])
    #expect(tener.tally.answers == 2 && tener.recent == [.correct, .wrong])
    #expect(
      tener.memory == Self.memory([(.correct, 0), (.wrong, 9), (.wrong, 0), (.correct, 0)]))
  }
}
