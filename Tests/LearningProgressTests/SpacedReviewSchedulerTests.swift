import CalendarDates
import ConjugarCore
import ConjugarQuiz
import LearningProgress
import Testing

@Suite struct SM2Tests {
  /// Checked by hand with the SM-2 formulas (EF in hundredths; q: correct 5, accent slip 3,
  /// wrong 1, skipped 0; EF += 10 − (5 − q)(8 + 2(5 − q)): +10, −14, −54, −80):
  ///
  ///     mark     q  n  I                       EF
  ///     correct  5  1  1                       2.60
  ///     correct  5  2  6                       2.70
  ///     correct  5  3  round(6 × 2.70) = 16    2.80
  ///     correct  5  4  round(16 × 2.80) = 45   2.90  (44.8)
  ///     wrong    1  0  1                       2.36
  ///     correct  5  1  1                       2.46
  ///     accent   3  2  6                       2.32
  ///     correct  5  3  round(6 × 2.32) = 14    2.42  (13.92)
  ///     skipped  0  0  1                       1.62
  ///     skipped  0  0  1                       1.30  (0.82, floored at 1.3)
  ///     correct  5  1  1                       1.40
  ///     correct  5  2  6                       1.50
  ///     correct  5  3  round(6 × 1.50) = 9     1.60
  @Test func intervalsOnAKnownSequence() {
    let marks: [Mark] = [
      .correct, .correct, .correct, .correct, .wrong, .correct, .accentOnly, .correct, .skipped,
      .skipped,
      .correct, .correct, .correct,
    ]
    var schedule = SM2()
    var steps: [[Int]] = []
    for mark in marks {
      schedule.review(mark)
      steps.append([schedule.repetitions, schedule.interval, schedule.easiness])
    }
    #expect(
      steps == [
        [1, 1, 260], [2, 6, 270], [3, 16, 280], [4, 45, 290], [0, 1, 236], [1, 1, 246],
        [2, 6, 232],
        [3, 14, 242], [0, 1, 162], [0, 1, 130], [1, 1, 140], [2, 6, 150], [3, 9, 160],
      ])
  }

  @Test func gradesAndRounding() {
    #expect([Mark.correct, .accentOnly, .wrong, .skipped].map(SM2.quality(of:)) == [5, 3, 1, 0])
    var schedule = SM2(repetitions: 2, easiness: 250, interval: 5)
    schedule.review(quality: 4)  // 5 × 2.5 = 12.5 rounds up; q = 4 leaves EF unchanged
    #expect(schedule == SM2(repetitions: 3, easiness: 250, interval: 13))
  }
}

@Suite struct SpacedReviewSchedulerTests {
  /// A = tener pretérito yo, B = hablar (always right), C = ser, D = ir, E = comer.
  ///   1 March: A ✗ (I 1, EF 1.96), B ✓, C ✗ (I 1, EF 1.96), D ~ (I 1, EF 2.36)
  ///   2 March: A ✗ (I 1) → due 3 March, 2 misses; C ✓ (n 0 → I 1) → due 3 March, 1 miss;
  ///            E ✗ (I 1) → due 3 March, 1 miss
  ///   5 March: D ✓ (n 1 → I 6) → due 11 March
  /// Queue: A (due 3, most misses), E and C (due 3, one miss each: by key, comer < ser), D.
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

  @Test func mostOverdueFirstThenMostMissedThenByKey() {
    let scheduler = SpacedReviewScheduler(history: history, calendar: .utc)
    #expect(scheduler.keys.map(\.verb) == ["tener", "comer", "ser", "ir"])
    #expect(
      scheduler.queue.map(\.due.iso) == ["2025-03-03", "2025-03-03", "2025-03-03", "2025-03-11"])
    #expect(scheduler.queue.map(\.misses) == [2, 1, 1, 1])
    #expect(scheduler.queue[3].schedule == SM2(repetitions: 2, easiness: 246, interval: 6))
  }

  @Test func todayOnlyDecidesHowManyAreDue() {
    let scheduler = SpacedReviewScheduler(history: history, calendar: .utc)
    #expect(scheduler.dueCount(on: day("2025-03-02")) == 0)
    #expect(scheduler.dueCount(on: day("2025-03-03")) == 3)
    #expect(scheduler.dueCount(on: day("2025-03-20")) == 4)
    #expect(scheduler.length(count: nil, today: day("2025-03-03")) == 3)
    #expect(scheduler.length(count: nil, today: day("2025-03-20"), maximum: 2) == 2)
    #expect(scheduler.length(count: 10, today: day("2025-03-02")) == 10)
  }

  @Test func theSameHistoryAndSeedGiveTheSameReviewOnAnyDay() {
    var reviews: [[QuizQuestion]] = []
    for today in ["2025-03-02", "2025-03-03", "2026-01-01"] {
      let scheduler = SpacedReviewScheduler(history: history, calendar: .utc)
      let limit = scheduler.length(count: 3, today: day(today))
      var generator = SeededGenerator(seed: 11)
      reviews.append(
        Quiz(conjugator: Conjugator()).questions(
          for: scheduler.keys, limit: limit, using: &generator))
    }
    #expect(reviews[0] == reviews[1] && reviews[1] == reviews[2])
    #expect(Set(reviews[0].map(\.verb)) == ["tener", "comer", "ser"])
    var other = SeededGenerator(seed: 12)
    let otherSeed = Quiz(conjugator: Conjugator()).questions(
      for: SpacedReviewScheduler(history: history, calendar: .utc).keys, limit: 3, using: &other)
    #expect(
      Set(otherSeed.map(\.verb)) == ["tener", "comer", "ser"], "another seed changes only the order"
    )
  }

  @Test func itemsAlwaysAnsweredRightAreNotReviewed() {
    let scheduler = SpacedReviewScheduler(
      history: LearningHistory(records: [
        Fixture.record("2025-03-01T10:00:00Z", ["hablar preterito yo correct"])
      ]),
      calendar: .utc)
    #expect(scheduler.queue.isEmpty)
  }
}
