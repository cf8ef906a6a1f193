import CalendarDates
import ConjugarQuiz

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What the history says about one item (a question in one drill), folded answer by answer,
/// oldest first: its tally, its last few marks and its FSRS memory state. Its size does not
/// grow with the number of answers.
///
/// Every answer is an FSRS review (`FSRS.review`), a repeat of relearning on the same day
/// included: the memory state is replayed from the history alone, so the history file never
/// changes. The tally and the recent marks are statistics: they count first answers only.
public struct ItemProgress: Equatable, Sendable {
  public private(set) var tally = Tally()
  /// The last `Statistics.recentAnswers` marks, oldest first.
  public private(set) var recent = RecentMarks()
  /// The FSRS memory state after every answer; nil before the first.
  public private(set) var memory: MemoryState? = nil
  /// The mark of the last answer, a repeat of relearning included; nil before the first
  /// (declared here, it fills the padding after `memory`'s tag: 96 bytes an item).
  public private(set) var lastMark: Mark? = nil
  /// The date of the last answer (also to notice answers that arrive out of date order).
  public private(set) var lastDate = Date.distantPast
  /// The local day of the last answer.
  public private(set) var lastDay = LocalDay(number: 0)
  /// Answers, each an FSRS review.
  public private(set) var reviews = 0
  /// Answers graded Again after the first (an item the learner had and lost).
  public private(set) var lapses = 0

  init() {}

  /// A progress as it was saved (`ItemProgressCoding`).
  init(
    tally: Tally, recent: RecentMarks, memory: MemoryState?, lastDate: Date, lastDay: LocalDay,
    lastMark: Mark?, reviews: Int, lapses: Int
  ) {
    self.lastMark = lastMark
    self.tally = tally
    self.recent = recent
    self.memory = memory
    self.lastDate = lastDate
    self.lastDay = lastDay
    self.reviews = reviews
    self.lapses = lapses
  }

  /// Adds the next answer (`isRepeat`: asked again within a quiz, for the memory state only);
  /// false when it is older than the last one (the caller replays the item in date order).
  @discardableResult
  mutating func add(
    _ mark: Mark, date: Date, day: LocalDay, isRepeat: Bool = false,
    parameters: FSRSParameters = .defaults
  ) -> Bool {
    let inOrder = date >= lastDate
    let grade = FSRS.Grade(mark)
    let elapsed = memory == nil ? 0 : FSRS.elapsedDays(from: lastDate, to: date)
    if memory != nil, grade == .again, lapses < .max { lapses += 1 }
    memory = FSRS.review(memory, grade, elapsedDays: elapsed, parameters: parameters)
    if !isRepeat {
      tally.add(mark)
      recent.append(mark)
    }
    if reviews < .max { reviews += 1 }
    lastMark = mark
    lastDay = day
    lastDate = date
    return inOrder
  }
}
