import CalendarDates
import ConjugarQuiz
import QuizHistory
import Testing

@testable import LearningProgress

/// Repeats of relearning in the history: the statistics (accuracy by tense, per verb, the
/// weakest items, recent accuracy) count first answers only; spaced review's schedule gets
/// every answer, repeats included, in the order given, through the file's fold and its replay.
@Suite struct RelearningHistoryTests {
  static let tener = QuestionKey(verb: "tener", item: .tense(.preterito), person: .yo)

  static func summary(_ lines: [String]) throws -> HistorySummary {
    let scratch = try HistorySummaryTests.Scratch()
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
    var schedule = SM2()
    for mark in [Mark.wrong, .wrong, .correct] { schedule.review(mark) }
    #expect(tener.schedule == schedule)
    // Without the repeats the schedule would be another: they reach it.
    var firstOnly = SM2()
    firstOnly.review(.wrong)
    #expect(tener.schedule != firstOnly)
  }

  /// The weakest items need two answers: a question missed once and relearned twice in the
  /// same quiz is not weak on that quiz alone.
  @Test func repeatsDoNotMakeAnItemWeak() throws {
    let summary = try Self.summary([Self.relearned])
    let statistics = Statistics(
      summary: summary, now: Fixture.date("2025-03-02T10:00:00Z"), conjugator: .init())
    #expect(statistics.weakest.isEmpty)
    #expect(SpacedReviewScheduler(summary: summary).keys == [Self.tener])
  }

  /// A newer quiz first in the file: the replay in date order keeps which answers are repeats.
  @Test func theReplayInDateOrderKeepsTheRepeats() throws {
    let older = Fixture.record("2025-02-20T10:00:00Z", ["tener preterito yo correct"]).compact()
    let summary = try Self.summary([Self.relearned, older])
    let tener = try #require(summary.items[Self.tener])
    #expect(tener.tally.answers == 2 && tener.recent == [.correct, .wrong])
    var schedule = SM2()
    for mark in [Mark.correct, .wrong, .wrong, .correct] { schedule.review(mark) }
    #expect(tener.schedule == schedule)
  }
}
