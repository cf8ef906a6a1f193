import CalendarDates
import QuizHistory
import SimpleJSON

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What `conjugar due` reports: the answered items due for review today, the day the next one
/// falls due, and the current streak of days with a quiz.
public struct DueReport: Equatable, Sendable {
  /// Items of the spaced-review queue due today or before.
  public let due: Int
  /// The first day after today on which an item falls due; nil when none will.
  public let nextDue: LocalDay?
  /// `Streak.current`.
  public let streak: Int
  /// The latest day with a quiz; nil when there is none.
  public let lastQuizDay: LocalDay?

  public init(due: Int, nextDue: LocalDay?, streak: Int, lastQuizDay: LocalDay?) {
    self.due = due
    self.nextDue = nextDue
    self.streak = streak
    self.lastQuizDay = lastQuizDay
  }

  /// The report of a history without quizzes.
  public static let empty = DueReport(due: 0, nextDue: nil, streak: 0, lastQuizDay: nil)

  /// The report of a whole summary: the definition `DueDigest` is held to.
  public init(summary: HistorySummary, today: LocalDay, retention: Double) {
    let days = summary.items.compactMap { _, _, progress in
      SpacedReviewScheduler.dueDay(
        of: progress, calendar: summary.calendar, retention: retention,
        parameters: summary.parameters)
    }
    self.init(
      due: days.filter { $0 <= today }.count,
      nextDue: days.filter { $0 > today }.min(),
      streak: Streak(days: summary.days, today: today).current,
      lastQuizDay: summary.days.max())
  }
}

/// The scheduler and its settings that due days come from, written beside them in the summary
/// cache: a digest of another rule is not believed. FSRS-6, the retention setting, which
/// changes every interval, and the parameters when they are not the defaults (a learner's fit,
/// named by its fingerprint): `fsrs-6 retention 0.9 fit 0123456789abcdef`.
public enum SchedulerRule {
  public static func name(retention: Double, parameters: FSRSParameters = .defaults) -> String {
    "fsrs-6 retention \(retention)" + fitTag(parameters)
  }

  /// True when `rule` was written for `parameters` (whatever the retention).
  static func uses(_ rule: String, _ parameters: FSRSParameters) -> Bool {
    let tag = fitTag(parameters)
    return tag.isEmpty ? !rule.contains(" fit ") : rule.hasSuffix(tag)
  }

  private static func fitTag(_ parameters: FSRSParameters) -> String {
    parameters.isDefault ? "" : " fit " + parameters.fingerprint
  }
}

extension DueReport {
  /// The report of `history` at `now`: from the summary cache's first line when it holds,
  /// else from the summary read through the cache, which is then written back.
  public init(
    reading history: QuizHistory, calendar: LocalCalendar, now: Date,
    retention: Double, parameters: FSRSParameters = .defaults
  ) throws(QuizHistory.ReadFailure) {
    let today = calendar.day(of: now)
    let rule = SchedulerRule.name(retention: retention, parameters: parameters)
    if let digest = SummaryCache.digest(for: history, calendar: calendar, rule: rule),
      let report = digest.report(today: today)
    {
      self = report
      return
    }
    self = try CachedSummary(reading: history, calendar: calendar, parameters: parameters)
      .saveReporting(
        today: today, retention: retention)
  }
}

/// A `DueReport` for any day from the history's last quiz day on, in a few hundred bytes: the
/// first line of the summary cache, so `due` (run by a shell prompt hundreds of times a day)
/// reads that line instead of a summary of every question.
///
/// The due days of the items are kept as a count of those due by the last quiz day and a
/// histogram of those after it, of its first `laterLimit` days (FSRS may wait up to 36,500
/// days: the line stays short), with the first due day left out (`beyond`): from that day on
/// the digest does not answer and the caller reads the whole summary. The streak is kept as
/// the first day of the run of quiz days that ends on the last quiz day (a run that ends before
/// today cannot be today's). A day before the last quiz day (a clock set back) is not answered:
/// the caller falls back to the whole summary.
struct DueDigest: Equatable {
  let rule: String
  /// The latest day with a quiz; nil for an empty history.
  let lastQuizDay: LocalDay?
  /// Items due on `lastQuizDay` or before.
  let dueByLastQuizDay: Int
  /// Items due after `lastQuizDay`, by day, in day order.
  let later: [(day: LocalDay, count: Int)]
  /// The first due day after those of `later`; nil when `later` holds every later due day.
  let beyond: LocalDay?
  /// The first day of the run of consecutive quiz days that ends on `lastQuizDay`.
  let runStart: LocalDay?

  /// The most days `later` holds.
  static let laterLimit = 64

  init(summary: HistorySummary, retention: Double) {
    rule = SchedulerRule.name(retention: retention, parameters: summary.parameters)
    let last = summary.days.max()
    lastQuizDay = last
    var dueBy = 0
    var counts: [LocalDay: Int] = [:]
    for (_, _, progress) in summary.items {
      guard
        let day = SpacedReviewScheduler.dueDay(
          of: progress, calendar: summary.calendar, retention: retention,
          parameters: summary.parameters)
      else { continue }
      if let last, day > last {
        counts[day, default: 0] += 1
      } else {
        dueBy += 1
      }
    }
    let later = counts.sorted { $0.key < $1.key }.map { (day: $0.key, count: $0.value) }
    dueByLastQuizDay = dueBy
    self.later = Array(later.prefix(Self.laterLimit))
    beyond = later.count > Self.laterLimit ? later[Self.laterLimit].day : nil
    runStart = last.map { Self.runStart(endingOn: $0, in: summary.days) }
  }

  init(
    rule: String, lastQuizDay: LocalDay?, dueByLastQuizDay: Int,
    later: [(day: LocalDay, count: Int)], beyond: LocalDay?, runStart: LocalDay?
  ) {
    self.beyond = beyond
    self.rule = rule
    self.lastQuizDay = lastQuizDay
    self.dueByLastQuizDay = dueByLastQuizDay
    self.later = later
    self.runStart = runStart
  }

  static func == (left: DueDigest, right: DueDigest) -> Bool {
    left.rule == right.rule && left.lastQuizDay == right.lastQuizDay
      && left.dueByLastQuizDay == right.dueByLastQuizDay && left.runStart == right.runStart
      && left.beyond == right.beyond
      && left.later.elementsEqual(right.later) { $0 == $1 }
  }

  /// The first day of the run of consecutive days of `days` that ends on `last`: a walk back
  /// that stops at the first day of the calendar (`LocalDay.adding` stays there), so it takes
  /// at most as many steps as there are days.
  static func runStart(endingOn last: LocalDay, in days: Set<LocalDay>) -> LocalDay {
    var start = last
    while case let previous = start.adding(days: -1), previous < start, days.contains(previous) {
      start = previous
    }
    return start
  }

  /// The report seen from `today`; nil when `today` is before the last quiz day or on `beyond`
  /// or after. The streak is the run's length while it can still go on (`Streak.current`).
  func report(today: LocalDay) -> DueReport? {
    guard let last = lastQuizDay, let start = runStart else { return .empty }
    guard today >= last, beyond.map({ today < $0 }) ?? true else { return nil }
    let due = dueByLastQuizDay + later.prefix { $0.day <= today }.reduce(0) { $0 + $1.count }
    let streak = last.days(to: today) <= 1 ? start.days(to: last) + 1 : 0
    return DueReport(
      due: due, nextDue: later.first { $0.day > today }?.day ?? beyond,
      streak: streak, lastQuizDay: last)
  }
}

extension DueDigest {
  /// `{"rule":"fsrs-6 retention 0.9","lastQuizDay":20150,"dueBy":4,"later":[[20151,2],…],
  /// "beyond":20300,"runStart":20148}` (days counted from 1970-01-01; null days for an empty
  /// history, and `beyond` null when `later` holds every later due day).
  var json: JSONValue {
    .object([
      "rule": .string(rule), "lastQuizDay": lastQuizDay.map { .integer($0.number) } ?? .null,
      "dueBy": .integer(dueByLastQuizDay),
      "later": .array(later.map { .array([.integer($0.day.number), .integer($0.count)]) }),
      "beyond": beyond.map { .integer($0.number) } ?? .null,
      "runStart": runStart.map { .integer($0.number) } ?? .null,
    ])
  }

  /// nil unless every member is there, of its type, and the days are in order.
  init?(reading json: JSONValue) {
    func day(_ value: JSONValue?) -> LocalDay?? {
      switch value {
      case .null?: return .some(nil)
      case .number(let number)?:
        return number.int.flatMap { ISODate.days.contains($0) ? .some(LocalDay(number: $0)) : nil }
      default: return nil
      }
    }
    guard case .object(let fields) = json, case .string(let rule)? = fields["rule"],
      let last = day(fields["lastQuizDay"]), let start = day(fields["runStart"]),
      let beyond = day(fields["beyond"]),
      (last == nil) == (start == nil),
      case .number(let dueBy)? = fields["dueBy"], let dueBy = dueBy.int, dueBy >= 0,
      case .array(let entries)? = fields["later"]
    else { return nil }
    var later: [(day: LocalDay, count: Int)] = []
    var total = dueBy
    for entry in entries {
      guard case .array(let pair) = entry, pair.count == 2,
        case .number(let day) = pair[0], let day = day.int, ISODate.days.contains(day),
        case .number(let count) = pair[1], let count = count.int, count > 0,
        let last, day > (later.last?.day ?? last).number
      else { return nil }
      let (sum, overflow) = total.addingReportingOverflow(count)
      guard !overflow else { return nil }
      total = sum
      later.append((LocalDay(number: day), count))
    }
    if let last, let start, start > last { return nil }
    if let beyond, beyond <= (later.last?.day ?? last ?? beyond) || later.count < Self.laterLimit {
      return nil
    }
    self.init(
      rule: rule, lastQuizDay: last, dueByLastQuizDay: dueBy, later: later, beyond: beyond,
      runStart: start)
  }
}
