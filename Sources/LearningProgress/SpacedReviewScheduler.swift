import CalendarDates
import ConjugarQuiz

/// One item in the spaced-review queue: its SM-2 schedule after every past answer.
public struct SpacedReviewCard: Equatable, Sendable {
  public let key: QuestionKey
  public let schedule: SM2
  public let answers: Int
  public let misses: Int
  /// The day of the last answer.
  public let lastDay: LocalDay

  /// The day the item is next due: the last answer's day plus the SM-2 interval (at most a
  /// year later, and never past 9999-12-31).
  public var due: LocalDay { lastDay.adding(days: schedule.interval) }
}

/// The spaced-repetition queue (SM-2) of the items the learner has missed at least once (wrong,
/// accent slip or skipped): an item always answered right needs no spaced review.
///
/// The order depends only on the history: most overdue first (earliest due day), ties broken by
/// more misses, then `QuestionKey.sortKey`. "Today" only decides how many are reported as due,
/// so the same history and seed give the same spaced review on any day.
public struct SpacedReviewScheduler: Sendable {
  public let queue: [SpacedReviewCard]

  /// The queue of a folded history.
  public init(summary: HistorySummary) {
    queue = summary.items.compactMap { key, progress in
      progress.tally.misses == 0
        ? nil
        : SpacedReviewCard(
          key: key, schedule: progress.schedule, answers: progress.tally.answers,
          misses: progress.tally.misses,
          lastDay: progress.lastDay)
    }
    .sorted { a, b in
      if a.due != b.due { return a.due < b.due }
      if a.misses != b.misses { return a.misses > b.misses }
      return a.key.sortKey < b.key.sortKey
    }
  }

  /// Items due on `day` or before.
  public func dueCount(on day: LocalDay) -> Int { queue.prefix { $0.due <= day }.count }

  /// How many questions a spaced review asks: `count` when given (the due items first, then the
  /// next soonest), else every item due `today`, at most `maximum`.
  public func length(count: Int?, today: LocalDay, maximum: Int = 50) -> Int {
    count ?? min(maximum, dueCount(on: today))
  }

  /// The keys in spaced-review order.
  public var keys: [QuestionKey] { queue.map(\.key) }
}
