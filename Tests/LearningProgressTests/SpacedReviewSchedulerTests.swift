import CalendarDates
import ConjugarCore
import ConjugarQuiz
import LearningProgress
import Testing

@Suite struct SpacedReviewSchedulerTests {
  /// A = tener pretérito yo, B = hablar (right), C = ser, D = ir, E = comer; states from py-fsrs
  /// 6.3.2 (no steps, no fuzz, retention 0.9), retrievability on 6 March at 12:00 UTC:
  ///   A ✗ 1 Mar, ✗ 2 Mar   S 0.1009  due 3 Mar   R 0.5665
  ///   B ✓ 1 Mar            S 2.3065  due 3 Mar   R 0.8389
  ///   C ✗ 1 Mar, ✓ 2 Mar   S 1.8868  due 4 Mar   R 0.8408
  ///   D ~ 1 Mar, ✓ 5 Mar   S 9.1904  due 14 Mar  R 0.9845
  ///   E ✗ 2 Mar            S 0.212   due 3 Mar   R 0.6325
  let history = LearningHistory(records: [
    Fixture.record(
      "2025-03-01T10:00:00Z",
      [
        "tener preterito yo wrong", "hablar preterito yo correct",
        "ser presenteDeIndicativo yo wrong",
        "ir preterito ellos accentOnly",
      ]),
    Fixture.record(
      "2025-03-02T10:00:00Z",
      [
        "tener preterito yo wrong", "ser presenteDeIndicativo yo correct",
        "comer presenteDeIndicativo nosotros wrong",
      ]),
    Fixture.record("2025-03-05T10:00:00Z", ["ir preterito ellos correct"]),
  ])

  func day(_ text: String) -> LocalDay {
    LocalCalendar.utc.day(of: Fixture.date(text + "T12:00:00Z"))
  }

  func scheduler(at text: String, retention: Double = 0.9) -> SpacedReviewScheduler {
    SpacedReviewScheduler(
      history: history, calendar: .utc, retention: retention, now: Fixture.date(text))
  }

  @Test func dueItemsLeastLikelyRecalledFirstThenTheSoonestDue() {
    let queue = scheduler(at: "2025-03-06T12:00:00Z").queue
    #expect(queue.map(\.key.verb) == ["tener", "comer", "hablar", "ser", "ir"])
    #expect(
      queue.map(\.dueDay.iso) == [
        "2025-03-03", "2025-03-03", "2025-03-03", "2025-03-04", "2025-03-14",
      ])
    let recall = queue.map { ($0.retrievability * 10_000).rounded() / 10_000 }
    #expect(recall == [0.5665, 0.6325, 0.8389, 0.8408, 0.9845])
    #expect(abs(queue[0].memory.stability - 0.1009) < 1e-4)
    #expect(queue.map(\.lapses) == [1, 0, 0, 0, 0])
    #expect(queue.map(\.reviews) == [2, 1, 1, 2, 2])
    #expect(queue.map(\.lastMark) == [.wrong, .wrong, .correct, .correct, .correct])
  }

  /// Before anything is due, the soonest due comes first (A, B and E are due at the same
  /// instant: by key).
  @Test func nothingDueIsOrderedByDueDate() {
    let queue = scheduler(at: "2025-03-02T12:00:00Z").queue
    #expect(queue.map(\.key.verb) == ["comer", "hablar", "tener", "ser", "ir"])
    #expect(scheduler(at: "2025-03-02T12:00:00Z").nextDue?.key.verb == "comer")
  }

  @Test func dueCountCountsLocalDueDays() {
    let scheduler = scheduler(at: "2025-03-06T12:00:00Z")
    #expect(scheduler.dueCount(on: day("2025-03-02")) == 0)
    #expect(scheduler.dueCount(on: day("2025-03-03")) == 3)
    #expect(scheduler.dueCount(on: day("2025-03-04")) == 4)
    #expect(scheduler.dueCount(on: day("2025-03-14")) == 5)
    #expect(scheduler.length(count: nil, today: day("2025-03-03")) == 3)
    // Every item due, however many: the review asks what `due` counts (issue 39).
    #expect(scheduler.length(count: nil, today: day("2025-03-20")) == 5)
    #expect(scheduler.length(count: 10, today: day("2025-03-02")) == 10)
  }

  /// A higher retention shortens every interval: D (S 9.19) is due in 9 days at 0.9, 4 at 0.95.
  @Test func retentionSetsTheInterval() {
    let strict = scheduler(at: "2025-03-06T12:00:00Z", retention: 0.95)
    let ir = strict.queue.first { $0.key.verb == "ir" }
    #expect(ir?.dueDay.iso == "2025-03-09")
    #expect(FSRS.interval(stability: 9.1904, retention: 0.9) == 9)
    #expect(FSRS.interval(stability: 1e9, retention: 0.7) == FSRS.maximumInterval)
    #expect(FSRS.interval(stability: 0.001, retention: 0.97) == 1)
  }

  /// Every item answered is scheduled, an item always answered right too.
  @Test func itemsAnsweredRightAreScheduledToo() {
    let scheduler = SpacedReviewScheduler(
      history: LearningHistory(records: [
        Fixture.record("2025-03-01T10:00:00Z", ["hablar preterito yo correct"])
      ]),
      calendar: .utc, now: Fixture.date("2025-03-01T11:00:00Z"))
    #expect(scheduler.queue.map(\.dueDay.iso) == ["2025-03-03"])
    #expect(scheduler.dueCount(on: day("2025-03-01")) == 0)
  }

  /// The same question in two drills is two items, each with its own state.
  @Test func eachDrillIsItsOwnItem() {
    let records = [
      Fixture.record("2025-03-01T10:00:00Z", ["hablar preterito yo wrong"]),
      Fixture.record("2025-03-01T10:00:00Z", drill: "translate", ["hablar preterito yo correct"]),
      Fixture.record("2025-03-01T10:00:00Z", drill: "recognize", ["hablar preterito yo wrong"]),
    ]
    let scheduler = SpacedReviewScheduler(
      history: LearningHistory(records: records), calendar: .utc,
      now: Fixture.date("2025-03-01T11:00:00Z"))
    #expect(scheduler.queue.map(\.drill) == [.conjugate, .translate])
    #expect(scheduler.queue.map(\.lastMark) == [.wrong, .correct])
    #expect(scheduler.restricted(to: .translate).queue.map(\.lastMark) == [.correct])
  }

  /// A repeat the same day is a review under the short-term rule (py-fsrs: Good then Again
  /// five minutes later gives S 0.7751, D 7.3945, due the next day).
  @Test func aRepeatTheSameDayIsAShortTermReview() throws {
    let scheduler = SpacedReviewScheduler(
      history: LearningHistory(records: [
        Fixture.record("2025-03-01T10:00:00Z", ["hablar preterito yo correct"]),
        Fixture.record("2025-03-01T10:05:00Z", ["hablar preterito yo wrong"]),
      ]),
      calendar: .utc, now: Fixture.date("2025-03-01T11:00:00Z"))
    let card = try #require(scheduler.queue.first)
    #expect(abs(card.memory.stability - 0.7751) < 1e-4)
    #expect(abs(card.memory.difficulty - 7.3945) < 1e-4)
    #expect(ISODate.format(card.due) == "2025-03-02T10:05:00Z")
    #expect(card.reviews == 2 && card.lapses == 1)
  }

  @Test func theSameHistorySeedAndDayGiveTheSameReview() {
    var reviews: [[QuizQuestion]] = []
    for _ in 0..<2 {
      let scheduler = scheduler(at: "2025-03-06T12:00:00Z")
      var generator = SeededGenerator(seed: 11)
      reviews.append(
        Quiz(conjugator: Conjugator()).questions(
          for: scheduler.keys, limit: 3, using: &generator))
    }
    #expect(reviews[0] == reviews[1])
    #expect(Set(reviews[0].map(\.verb)) == ["tener", "comer", "hablar"])
  }
}
