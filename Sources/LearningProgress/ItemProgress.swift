import CalendarDates
import ConjugarQuiz

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What the history says about one question (verb, tense, person), folded answer by answer,
/// oldest first: its tally, its last few marks and its SM-2 schedule. Its size does not grow
/// with the number of answers.
public struct ItemProgress: Equatable, Sendable {
  public private(set) var tally = Tally()
  /// The last `Statistics.recentAnswers` marks, oldest first.
  public private(set) var recent = RecentMarks()
  /// The SM-2 schedule after every answer.
  public private(set) var schedule = SM2()
  /// The local day of the last answer.
  public private(set) var lastDay = LocalDay(number: 0)
  /// The date of the last answer, to notice answers that arrive out of date order.
  private(set) var lastDate = Date.distantPast

  init() {}

  /// A progress as it was saved (`ItemProgressCoding`).
  init(tally: Tally, recent: RecentMarks, schedule: SM2, lastDay: LocalDay, lastDate: Date) {
    self.tally = tally
    self.recent = recent
    self.schedule = schedule
    self.lastDay = lastDay
    self.lastDate = lastDate
  }

  /// Adds the next answer; false when it is older than the last one (the caller replays the
  /// item in date order).
  @discardableResult
  mutating func add(_ mark: Mark, date: Date, day: LocalDay) -> Bool {
    let inOrder = date >= lastDate
    tally.add(mark)
    recent.append(mark)
    schedule.review(mark)
    lastDay = day
    lastDate = date
    return inOrder
  }
}
