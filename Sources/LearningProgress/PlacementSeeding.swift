import CalendarDates
import ConjugarQuiz
import QuizHistory

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A placement in effect, as `stats` shows it: when, the groups known and not, how many forms
/// it seeded.
public struct PlacementInEffect: Equatable, Sendable {
  public let date: Date
  /// Group keys (`PlacementGroup.rawValue`), as the line has them.
  public let known: [String]
  public let notKnown: [String]
  /// Forms the line seeds.
  public let forms: Int

  public init(date: Date, known: [String], notKnown: [String], forms: Int) {
    self.date = date
    self.known = known
    self.notKnown = notKnown
    self.forms = forms
  }

  init(_ record: PlacementRecord) {
    self.init(
      date: record.date, known: record.known, notKnown: record.notKnown, forms: record.forms.count)
  }
}

/// One event of an item replayed in date order: an answer or a placement's seed.
struct ReplayEvent {
  enum Kind {
    case answer(LineBatch.Answer)
    case seed(MemoryState)
  }
  let date: Date
  let order: Int
  let day: LocalDay
  let kind: Kind
}

extension PlacementRecord {
  /// The memory state the line seeds.
  var seedState: MemoryState { MemoryState(stability: stability, difficulty: difficulty) }
}

extension ItemProgress {
  /// A form seeded by a placement: its memory state and date, no answer counted.
  init(seeded memory: MemoryState, date: Date, day: LocalDay) {
    self.init(
      tally: Tally(), recent: RecentMarks(), memory: memory, lastDate: date, lastDay: day,
      lastMark: .correct, reviews: 0, lapses: 0)
  }
}

/// The memory state a placement seeds for a known group's forms (Docs/LEARNING.md,
/// "Placement"): a stability of 21 days, what FSRS-6's default parameters reach after about
/// two spaced right answers (2.3 days, then about 10, then about 30), and the difficulty of a
/// first right answer. At 90 % retention its first review falls three weeks after the
/// placement: a form really known then jumps to months; one not known is asked again after
/// three weeks, not years.
public enum FSRSPlacement {
  public static let stability = 21.0
  public static var seed: MemoryState {
    MemoryState(
      stability: stability, difficulty: FSRS.review(nil, .good, elapsedDays: 0).difficulty)
  }
}
