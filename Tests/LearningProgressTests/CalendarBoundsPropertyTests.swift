import CalendarDates
import ConjugarQuiz
import DurableFiles
import Foundation
import QuizHistory
import TestBasics
import Testing

@testable import LearningProgress

/// Every date computation is total over the calendar's whole range (0001-01-01…9999-12-31):
/// random histories whose quiz days crowd both ends, seen from any day (a clock far ahead or
/// set back included), give the same due counts, next due day and streak whichever way they
/// are worked out, and every computation ends.
@Suite struct CalendarBoundsPropertyTests {
  static let first = LocalDay(number: ISODate.days.lowerBound)
  static let last = LocalDay(number: ISODate.days.upperBound)

  /// Quiz days drawn near the first day, near the last, anywhere, and in runs.
  static func days(_ generator: inout SeededGenerator) -> [LocalDay] {
    var days: [LocalDay] = []
    for _ in 0..<(1 + generator.uniform(below: 12)) {
      let start: Int
      switch generator.uniform(below: 4) {
      case 0: start = ISODate.days.lowerBound + generator.uniform(below: 5)
      case 1: start = ISODate.days.upperBound - generator.uniform(below: 5)
      case 2: start = Int.random(in: ISODate.days, using: &generator)
      default: start = 20_150 + generator.uniform(below: 30)
      }
      for offset in 0..<(1 + generator.uniform(below: 4)) {
        days.append(LocalDay(number: start).adding(days: offset))
      }
    }
    return days
  }

  /// One quiz a day at noon UTC, in day order, with a few answers each.
  static func history(_ days: [LocalDay], _ generator: inout SeededGenerator) -> [UInt8] {
    var text = ""
    for day in days.sorted() {
      let answers = (0..<(1 + generator.uniform(below: 3))).map { _ in
        let verb = ["hablar", "ser", "ir"][generator.uniform(below: 3)]
        let mark = ["correct", "wrong", "accentOnly"][generator.uniform(below: 3)]
        return #"{"verb":"\#(verb)","tense":"preterito","person":"yo","mark":"\#(mark)"}"#
      }
      text += #"{"date":"\#(day.iso)T12:00:00Z","answers":[\#(answers.joined(separator: ","))]}"#
      text += "\n"
    }
    return Array(text.utf8)
  }

  /// The streak of `days` seen from `today`, by its definition on plain numbers.
  static func reference(_ days: Set<LocalDay>, today: LocalDay) -> (current: Int, longest: Int) {
    let numbers = days.map(\.number).sorted()
    var longest = 0
    var run = 0
    var runs: [(end: Int, length: Int)] = []
    for (index, number) in numbers.enumerated() {
      run = index > 0 && numbers[index - 1] == number - 1 ? run + 1 : 1
      longest = max(longest, run)
      runs.append((number, run))
    }
    let current =
      runs.last { $0.end <= today.number }.map {
        $0.end >= today.number - 1 ? $0.length : 0
      } ?? 0
    return (current, longest)
  }

  /// Days to look from: the bounds, around the last quiz day, and anywhere.
  static func todays(after lastQuiz: LocalDay, _ generator: inout SeededGenerator) -> [LocalDay] {
    [
      first, last, lastQuiz, lastQuiz.adding(days: 1), lastQuiz.adding(days: 2),
      lastQuiz.adding(days: -1), lastQuiz.adding(days: 40_000),
      LocalDay(number: Int.random(in: ISODate.days, using: &generator)),
    ]
  }

  @Test(arguments: 1...40 as ClosedRange<UInt64>)
  func randomHistoriesAtTheCalendarsBoundsAgreeEveryWay(seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    let bytes = Self.history(Self.days(&generator), &generator)
    let summary = try HistorySummary(
      reading: QuizHistory(file: MemoryFile(content: bytes)), calendar: .utc)
    let lastQuiz = try #require(summary.days.max())
    let digest = DueDigest(summary: summary, retention: 0.9)
    #expect(DueDigest(reading: digest.json) == digest)
    let cache = MemoryFile()
    let history = QuizHistory(file: MemoryFile(content: bytes), summaryCache: cache)
    for today in Self.todays(after: lastQuiz, &generator) {
      let truth = DueReport(summary: summary, today: today, retention: 0.9)
      let reference = Self.reference(summary.days, today: today)
      #expect(Streak(days: summary.days, today: today).current == reference.current, "\(today)")
      #expect(Streak(days: summary.days, today: today).longest == reference.longest)
      if let fromDigest = digest.report(today: today) {
        #expect(fromDigest == truth, "seed \(seed), today \(today.iso)")
      }
      let now = Date(timeIntervalSince1970: Double(today.number) * 86_400 + 43_200)
      // Twice: without a cache, then from the one the first wrote.
      for _ in 0..<2 {
        let report = try DueReport(reading: history, calendar: .utc, now: now, retention: 0.9)
        #expect(report == truth, "seed \(seed), today \(today.iso)")
      }
      let scheduler = SpacedReviewScheduler(summary: summary, now: now)
      #expect(scheduler.dueCount(on: today) == truth.due)
      #expect(scheduler.queue.allSatisfy { $0.dueDay <= Self.last && $0.dueDay >= $0.lastDay })
    }
  }

  /// The hang of issue 37: the run of quiz days that ends on the calendar's first day.
  @Test func aRunThatReachesTheCalendarsFirstDayEnds() {
    let days: Set<LocalDay> = [Self.first, Self.first.adding(days: 1), Self.first.adding(days: 2)]
    #expect(DueDigest.runStart(endingOn: Self.first.adding(days: 2), in: days) == Self.first)
    #expect(DueDigest.runStart(endingOn: Self.first, in: [Self.first]) == Self.first)
    let today = Self.first.adding(days: 3)
    #expect(Streak(days: days, today: today) == Streak(current: 3, longest: 3))
    let atTheEnd: Set<LocalDay> = [Self.last.adding(days: -1), Self.last]
    #expect(Streak(days: atTheEnd, today: Self.last) == Streak(current: 2, longest: 2))
  }

  /// Arithmetic past either end stays at that end, for any count of days.
  @Test(arguments: [Int.min, -3_652_059, -1, 0, 1, 3_652_059, Int.max])
  func addingDaysStaysInTheCalendar(days: Int) {
    for day in [Self.first, LocalDay(number: 0), Self.last] {
      let moved = day.adding(days: days)
      #expect(ISODate.days.contains(moved.number))
      #expect(days >= 0 ? moved >= day : moved <= day)
    }
    #expect(Self.first.adding(days: -1) == Self.first)
    #expect(Self.last.adding(days: 1) == Self.last)
  }

  /// A clock far ahead, or broken (NaN, infinite), is a day of the calendar, and the zone is
  /// only ever asked about instants inside it.
  @Test(arguments: [
    Double.nan, .infinity, -.infinity, 1e300, -1e300, 9e18, Double(ISODate.latestSecond) + 1,
  ])
  func anyClockIsADayOfTheCalendar(seconds: Double) {
    let asked = Locked<[Double]>([])
    let calendar = LocalCalendar { date in
      asked.update { $0.append(date.timeIntervalSince1970) }
      return -5 * 3600
    }
    let day = calendar.day(of: Date(timeIntervalSince1970: seconds))
    #expect(ISODate.days.contains(day.number))
    #expect(
      asked.get().allSatisfy {
        $0 >= Double(ISODate.earliestSecond) && $0 <= Double(ISODate.latestSecond)
      })
  }
}
