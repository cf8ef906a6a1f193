import CalendarDates
import ConjugarCore
import ConjugarQuiz
import Foundation
import LearningProgress
import SimpleJSON
import Testing

/// SM-2 cannot overflow (issue 12: after one miss and ~30 right answers the interval overflowed
/// and `quiz --review` died with SIGILL): seeded random answer sequences, checked at every step.
@Suite struct SM2PropertyTests {
  static let marks: [Mark] = [.correct, .accentOnly, .wrong, .skipped, .partlyRight]

  func expectBounded(_ schedule: SM2, _ context: @autoclosure () -> String) {
    #expect((SM2.minimumEasiness...SM2.maximumEasiness).contains(schedule.easiness), "\(context())")
    #expect((1...SM2.maximumInterval).contains(schedule.interval), "\(context())")
    #expect(schedule.repetitions >= 0, "\(context())")
  }

  @Test func thousandsOfCorrectAnswersReachTheHorizonAndStay() {
    var schedule = SM2()
    schedule.review(.wrong)
    var intervals: [Int] = []
    for step in 0..<5_000 {
      schedule.review(.correct)
      expectBounded(schedule, "step \(step)")
      intervals.append(schedule.interval)
    }
    #expect(intervals.prefix(7) == [1, 6, 13, 29, 68, 167, 365])
    #expect(intervals.dropFirst(6).allSatisfy { $0 == SM2.maximumInterval })
    #expect(schedule.easiness == SM2.maximumEasiness)
    #expect(schedule.repetitions == 5_000)
  }

  @Test(arguments: [1, 2, 3, 42, 2024])
  func randomMarksForOneItemStayInBounds(_ seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    var schedule = SM2()
    for step in 0..<5_000 {
      // Long runs of right answers (up to 60) between misses, so the horizon is reached.
      let mark =
        generator.uniform(below: 4) == 0
        ? Self.marks[generator.uniform(below: Self.marks.count)] : .correct
      let before = schedule
      schedule.review(mark)
      expectBounded(schedule, "seed \(seed), step \(step)")
      if SM2.quality(of: mark) < 3 {
        #expect(schedule.interval == 1 && schedule.repetitions == 0)
      } else if before.repetitions >= 2 {
        #expect(schedule.interval >= before.interval || schedule.interval == SM2.maximumInterval)
      }
    }
  }

  /// A schedule made from any numbers (a future version's, a test's) and any grade never traps
  /// and comes back within bounds.
  @Test func anyStartingStateAndGradeEndsInBounds() {
    var generator = SeededGenerator(seed: 99)
    let extremes = [
      Int.min, Int.min + 1, -1, 0, 1, 2, 129, 130, 300, 301, 365, 366, Int.max - 1, Int.max,
    ]
    func any() -> Int {
      generator.uniform(below: 2) == 0
        ? extremes[generator.uniform(below: extremes.count)]
        : Int(truncatingIfNeeded: generator.next())
    }
    for step in 0..<5_000 {
      var schedule = SM2(repetitions: any(), easiness: any(), interval: any())
      schedule.review(quality: any())
      expectBounded(schedule, "step \(step)")
    }
  }
}

/// Many items, random marks, quizzes on random days anywhere in 0001…9999 (several a day, gaps
/// of any length): the scheduler and the statistics never trap and every due day is a date.
@Suite struct ManyItemsPropertyTests {
  @Test(arguments: [7, 8])
  func randomHistoriesOfManyItems(_ seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    let verbs = [
      "hablar", "tener", "ser", "ir", "comer", "vivir", "decir", "hacer", "poder", "pensar",
    ]
    let tenses = ["preterito", "presenteDeIndicativo", "futuroDeIndicativo"]
    let persons = ["yo", "tu", "el", "nosotros", "ellos"]
    let marks = ["correct", "correct", "correct", "correct", "accentOnly", "wrong", "skipped"]
    var second = Int64(generator.uniform(below: 1_000_000)) * 86_400 + ISODate.earliestSecond
    var records: [JSONValue] = []
    while second < ISODate.latestSecond, records.count < 1_500 {
      let answers = (0..<(1 + generator.uniform(below: 8))).map { _ in
        "\(verbs[generator.uniform(below: verbs.count)]) \(tenses[generator.uniform(below: tenses.count)]) "
          + "\(persons[generator.uniform(below: persons.count)]) \(marks[generator.uniform(below: marks.count)])"
      }
      records.append(
        Fixture.record(ISODate.format(Date(timeIntervalSince1970: Double(second))), answers))
      // Mostly the next hours or days, sometimes years later.
      second += Int64(
        generator.uniform(below: 4) == 0
          ? generator.uniform(below: 2_000) * 86_400 : generator.uniform(below: 200_000))
    }
    let history = LearningHistory(records: records)
    for calendar in [LocalCalendar.utc, .fixed(hours: 14), .fixed(hours: -12)] {
      let scheduler = SpacedReviewScheduler(history: history, calendar: calendar)
      #expect(!scheduler.queue.isEmpty)
      for card in scheduler.queue {
        #expect((1...SM2.maximumInterval).contains(card.schedule.interval))
        #expect((SM2.minimumEasiness...SM2.maximumEasiness).contains(card.schedule.easiness))
        #expect((0...SM2.maximumInterval).contains(card.lastDay.days(to: card.due)))
        #expect(ISODate.parse(card.due.iso) != nil, "\(card.due.iso)")
      }
      #expect(scheduler.queue.map(\.due) == scheduler.queue.map(\.due).sorted())
      let statistics = Statistics(
        history: history, now: .now, calendar: calendar, conjugator: Conjugator())
      #expect(statistics.overall.answers == history.answers.count)
      #expect(
        statistics.streak.longest >= 1 && ISODate.parse(statistics.lastDay?.iso ?? "") != nil)
    }
  }
}

/// Days and dates for any history: nothing traps, every day has an ISO date that parses back.
@Suite struct LocalDayBoundsTests {
  @Test(arguments: [Int.min, -719_163, -719_162, -1, 0, 20_000, 2_932_896, 2_932_897, Int.max])
  func everyDayNumberHasADate(_ number: Int) throws {
    let day = LocalDay(number: number)
    #expect(ISODate.days.contains(day.number))
    let text = day.iso
    #expect(text.count == 10)
    let parsed = try #require(ISODate.parse(text), "\(text)")
    #expect(LocalCalendar.utc.day(of: parsed) == day)
  }

  @Test func theEndsOfTheRange() {
    #expect(LocalDay(number: Int.min).iso == "0001-01-01")
    #expect(LocalDay(number: Int.max).iso == "9999-12-31")
    #expect(LocalDay(number: 0).iso == "1970-01-01")
    #expect(LocalDay(number: Int.max).adding(days: Int.max).iso == "9999-12-31")
    #expect(LocalDay(number: Int.min).adding(days: Int.min).iso == "0001-01-01")
    #expect(LocalDay(number: 10).adding(days: -3) == LocalDay(number: 7))
    #expect(LocalDay(number: Int.min).days(to: LocalDay(number: Int.max)) == 2_932_896 + 719_162)
  }

  @Test(arguments: [
    -Double.infinity, -1e300, -62_135_596_801, 0, 1e12, 253_402_300_800, 1e300, Double.infinity,
    Double.nan,
  ])
  func anyInstantFallsOnADay(_ seconds: Double) {
    let date = Date(timeIntervalSince1970: seconds)
    for calendar in [
      LocalCalendar.utc, LocalCalendar { _ in Int.max }, LocalCalendar { _ in Int.min },
    ] {
      let day = calendar.day(of: date)
      #expect(ISODate.days.contains(day.number))
      #expect(ISODate.parse(day.iso) != nil)
    }
    #expect(ISODate.parse(ISODate.format(date)) != nil, "\(ISODate.format(date))")
  }

  /// Quizzes in year 1 and year 9999 among ordinary ones: due days stay in range.
  @Test func historiesAtTheEndsOfTime() throws {
    var answers = Array(repeating: "ser preterito yo correct", count: 40)
    answers[0] = "ser preterito yo wrong"
    let history = LearningHistory(records: [
      Fixture.record("0001-01-01T00:00:00Z", ["ir preterito yo wrong"]),
      Fixture.record("9999-12-31T23:59:59Z", answers),
      Fixture.record("9999-12-31T12:00:00-11:59", ["dar preterito yo skipped"]),
      Fixture.record("2025-03-01T10:00:00Z", ["ir preterito yo correct"]),
    ])
    for calendar in [LocalCalendar.utc, .fixed(hours: 14), .fixed(hours: -12)] {
      let scheduler = SpacedReviewScheduler(history: history, calendar: calendar)
      // ir is due the day after its 2025 answer; dar and ser on the last day there is (by key).
      #expect(scheduler.queue.map(\.key.verb) == ["ir", "dar", "ser"])
      #expect(scheduler.queue.map(\.due.iso).suffix(2) == ["9999-12-31", "9999-12-31"])
      for card in scheduler.queue {
        #expect(ISODate.parse(card.due.iso) != nil)
        #expect((0...SM2.maximumInterval).contains(card.lastDay.days(to: card.due)))
      }
      let statistics = Statistics(
        history: history, now: Date(timeIntervalSince1970: 1e18), calendar: calendar,
        conjugator: Conjugator())
      #expect(statistics.firstDay?.iso == "0001-01-01")
      #expect(statistics.lastDay?.iso == "9999-12-31")
    }
  }
}
