import CalendarDates
import ConjugarQuiz

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One item in the spaced-review queue: its FSRS memory state after every past answer, when it
/// is next due and how likely it is to be recalled now.
public struct SpacedReviewCard: Equatable, Sendable {
  public let key: QuestionKey
  public let drill: QuizKind
  public let memory: MemoryState
  public let reviews: Int
  public let lapses: Int
  /// The last answer: its date, local day and mark.
  public let lastDate: Date
  public let lastDay: LocalDay
  public let lastMark: Mark
  /// The last answer's date plus the interval (`FSRS.interval`) in whole days, and its local day.
  public let due: Date
  public let dueDay: LocalDay
  /// The probability of recall at the scheduler's `now`.
  public let retrievability: Double
}

/// The spaced-repetition queue (FSRS-6) of every item answered, right or wrong.
///
/// The order: the items due today (local due day on or before today's), the most overdue first
/// (lowest retrievability now); then the others, the soonest due first; ties broken by due date,
/// then `QuestionKey.sortKey` and drill. So `quiz --review --count N` asks what is due, then
/// what will be due next.
public struct SpacedReviewScheduler: Sendable {
  public let queue: [SpacedReviewCard]

  /// The queue of a folded history at `now` (a clock outside the calendar read as its nearest
  /// end, `ISODate.clamped`), for the desired `retention`.
  public init(summary: HistorySummary, retention: Double = FSRS.defaultRetention, now: Date) {
    let now = ISODate.clamped(now)
    let calendar = summary.calendar
    let today = calendar.day(of: now)
    queue = summary.items.compactMap { key, drill, progress -> SpacedReviewCard? in
      guard let memory = progress.memory, let lastMark = progress.lastMark,
        let due = Self.due(of: progress, retention: retention, parameters: summary.parameters)
      else { return nil }
      return SpacedReviewCard(
        key: key, drill: drill, memory: memory, reviews: progress.reviews,
        lapses: progress.lapses, lastDate: progress.lastDate, lastDay: progress.lastDay,
        lastMark: lastMark, due: due, dueDay: calendar.day(of: due),
        retrievability: FSRS.retrievability(
          stability: memory.stability,
          elapsedDays: FSRS.elapsedDays(from: progress.lastDate, to: now),
          parameters: summary.parameters))
    }
    .sorted { a, b in
      let (aDue, bDue) = (a.dueDay <= today, b.dueDay <= today)
      if aDue != bDue { return aDue }
      if aDue, a.retrievability != b.retrievability { return a.retrievability < b.retrievability }
      if a.due != b.due { return a.due < b.due }
      if a.key != b.key { return a.key.sortKey < b.key.sortKey }
      return a.drill.rawValue < b.drill.rawValue
    }
  }

  private init(queue: [SpacedReviewCard]) { self.queue = queue }

  /// When an item falls due for the desired `retention`: its last answer plus the interval its
  /// stability gives, in whole days, and at the latest the calendar's last second
  /// (9999-12-31T23:59:59Z); nil before the first answer. (The due counts of the summary cache
  /// use it too, without building a queue.)
  public static func due(
    of progress: ItemProgress, retention: Double, parameters: FSRSParameters = .defaults
  ) -> Date? {
    guard let memory = progress.memory else { return nil }
    let interval = FSRS.interval(
      stability: memory.stability, retention: retention, parameters: parameters)
    let due = progress.lastDate.timeIntervalSince1970 + Double(interval) * 86_400
    return Date(timeIntervalSince1970: min(Double(ISODate.latestSecond), due))
  }

  /// The local day on which an item falls due (the day of `due(of:retention:)` in `calendar`):
  /// the one rule of the review queue. An item is due `today` when this day is on or before
  /// today, whatever its drill and whatever the settings (vos, tenses, difficulty) now say:
  /// `due`, `stats`, the REPL's banner, the end of a quiz and `quiz --review` all count by it.
  public static func dueDay(
    of progress: ItemProgress, calendar: LocalCalendar, retention: Double,
    parameters: FSRSParameters = .defaults
  ) -> LocalDay? {
    due(of: progress, retention: retention, parameters: parameters).map(calendar.day)
  }

  /// The items of one drill, in the same order (`quiz --mode translate --review` asks one
  /// drill's items).
  public func restricted(to drill: QuizKind) -> SpacedReviewScheduler {
    SpacedReviewScheduler(queue: queue.filter { $0.drill == drill })
  }

  /// Items due on `day` or before.
  public func dueCount(on day: LocalDay) -> Int { queue.lazy.filter { $0.dueDay <= day }.count }

  /// The item due soonest; nil when the queue is empty.
  public var nextDue: SpacedReviewCard? { queue.min { $0.due < $1.due } }

  /// How many questions a spaced review asks: `count` when given (the due items first, then the
  /// next soonest), else every item due `today`, so the review asks what `due` counts.
  public func length(count: Int?, today: LocalDay) -> Int {
    count ?? dueCount(on: today)
  }

  /// The keys in spaced-review order.
  public var keys: [QuestionKey] { queue.map(\.key) }
}
