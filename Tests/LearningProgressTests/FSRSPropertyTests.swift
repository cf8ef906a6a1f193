import CalendarDates
import ConjugarQuiz
import Foundation
import SimpleJSON
import Testing

@testable import LearningProgress

/// FSRS on any history: odd dates (far past and future, the clock going back, the same instant
/// again and again) and huge counts never crash, never give NaN or overflow, and keep S ≥ 0.001,
/// D in 1…10 and the interval in 1…36,500 days.
@Suite struct FSRSPropertyTests {
  static let marks: [Mark] = [.correct, .accentOnly, .wrong, .skipped, .partlyRight]

  func expectBounded(_ memory: MemoryState?, _ context: @autoclosure () -> String) {
    guard let memory else {
      Issue.record("no memory state: \(context())")
      return
    }
    #expect(memory.stability.isFinite && memory.stability >= 0.001, "\(context())")
    #expect((1...10).contains(memory.difficulty), "\(context())")
    let interval = FSRS.interval(stability: memory.stability, retention: 0.7)
    #expect((1...FSRS.maximumInterval).contains(interval), "\(context())")
  }

  /// Seconds between answers: the same instant, minutes, days, centuries, and backwards.
  static func gap(_ generator: inout SeededGenerator) -> Double {
    switch Int.random(in: 0..<6, using: &generator) {
    case 0: 0
    case 1: Double(Int.random(in: 1...3_600, using: &generator))
    case 2: Double(Int.random(in: 1...60, using: &generator) * 86_400)
    case 3: Double(Int.random(in: 1...36_500, using: &generator)) * 86_400
    case 4: -Double(Int.random(in: 1...(400 * 86_400), using: &generator))
    default: Double(Int.random(in: -1...1, using: &generator) * 86_400)
    }
  }

  @Test func randomAnswersAtOddDatesStayInRange() {
    for seed in UInt64(1)...200 {
      var generator = SeededGenerator(seed: seed)
      var progress = ItemProgress()
      var moment = Double(Int.random(in: -62_135_596_800...253_402_300_799, using: &generator))
      for step in 0..<Int.random(in: 1...200, using: &generator) {
        moment += Self.gap(&generator)
        let date = Date(timeIntervalSince1970: moment)
        let mark = Self.marks[Int.random(in: 0..<Self.marks.count, using: &generator)]
        progress.add(mark, date: date, day: LocalCalendar.utc.day(of: date))
        expectBounded(progress.memory, "seed \(seed), step \(step)")
      }
      for now in [-1e12, moment - 1e9, moment, moment + 1e10, 1e15] {
        let recall = FSRS.retrievability(
          stability: progress.memory?.stability ?? 1,
          elapsedDays: FSRS.elapsedDays(
            from: progress.lastDate, to: Date(timeIntervalSince1970: now)))
        #expect(recall.isFinite && (0...1).contains(recall), "seed \(seed), now \(now)")
      }
    }
  }

  /// A hundred thousand answers to one item, all right, then all wrong, a day apart or the same
  /// instant: the state settles and stays in range.
  @Test func hugeCountsSettle() {
    for mark in [Mark.correct, .wrong, .accentOnly] {
      for gap: Double in [0, 86_400, 36_500 * 86_400] {
        var progress = ItemProgress()
        var moment = 0.0
        for _ in 0..<100_000 {
          moment = min(moment + gap, 2.5e11)
          let date = Date(timeIntervalSince1970: moment)
          progress.add(mark, date: date, day: LocalCalendar.utc.day(of: date))
        }
        expectBounded(progress.memory, "\(mark) every \(gap) s")
        #expect(progress.reviews == 100_000)
        #expect(progress.lapses == (mark == .wrong ? 99_999 : 0))
      }
    }
  }

  /// Extreme states given directly (as a cache file might hold) stay finite.
  @Test func extremeStatesStayFinite() {
    for stability in [0.001, 1, 1e6, 1e300, .greatestFiniteMagnitude] {
      for difficulty in [1.0, 10] {
        for grade in [FSRS.Grade.again, .hard, .good] {
          for elapsed in [Int.min, -1, 0, 1, 365, Int(Int32.max)] {
            let state = FSRS.review(
              MemoryState(stability: stability, difficulty: difficulty), grade,
              elapsedDays: elapsed)
            #expect(!state.stability.isNaN && state.stability >= 0.001)
            #expect((1...10).contains(state.difficulty))
            #expect(
              (1...FSRS.maximumInterval).contains(
                FSRS.interval(stability: state.stability, retention: 0.9)))
          }
        }
      }
    }
    #expect(FSRS.interval(stability: .nan, retention: 0.9) == 1)
    #expect(FSRS.interval(stability: .infinity, retention: 0.9) == FSRS.maximumInterval)
    let far = Date(timeIntervalSince1970: 1e300)
    #expect(FSRS.elapsedDays(from: Date(timeIntervalSince1970: -1e300), to: far) == Int(Int32.max))
  }

  /// A history with dates in any order, through the summary and the scheduler, at any now.
  @Test func theSchedulerTakesAnyHistory() {
    var generator = SeededGenerator(seed: 99)
    let verbs = ["tener", "ser", "ir"]
    var records: [JSONValue] = []
    var moment = 0.0
    for _ in 0..<300 {
      moment += Self.gap(&generator)
      moment = min(max(moment, -62_135_596_800), 253_402_300_799)
      let verb = verbs[Int.random(in: 0..<verbs.count, using: &generator)]
      let mark = Self.marks[Int.random(in: 0..<4, using: &generator)]
      records.append(
        Fixture.record(
          ISODate.format(Date(timeIntervalSince1970: moment)),
          drill: Bool.random(using: &generator) ? "translate" : nil,
          ["\(verb) preterito yo \(mark.rawValue)"]))
    }
    let history = LearningHistory(records: records)
    for now in [-1e13, 0, 1.7e9, 2.6e11, 1e13] {
      let scheduler = SpacedReviewScheduler(
        history: history, calendar: .fixed(hours: 14), now: Date(timeIntervalSince1970: now))
      #expect(scheduler.queue.count == 6)
      for card in scheduler.queue {
        expectBounded(card.memory, "\(card.key.verb) at \(now)")
        #expect((0...1).contains(card.retrievability))
        #expect(card.due > card.lastDate)
      }
      _ = scheduler.dueCount(on: LocalDay(number: .max))
      _ = scheduler.dueCount(on: LocalDay(number: .min))
    }
  }
}
