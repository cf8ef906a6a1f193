import CalendarDates
import ConjugarCore
import ConjugarQuiz
import LearningProgress
import Testing

@Suite struct StatisticsTests {
  let statistics = Statistics(
    history: LearningHistory(records: Fixture.threeQuizzes),
    now: Fixture.date("2025-03-05T08:00:00Z"),
    calendar: .utc, conjugator: Conjugator())

  @Test func totals() {
    #expect(statistics.quizzes == 3)
    #expect(statistics.spacedReviews == 1)
    #expect(statistics.overall.answers == 11)
    #expect(statistics.overall.correct == 6)
    #expect(statistics.overall.accentSlips == 1)
    #expect(statistics.overall.wrong == 3)
    #expect(statistics.overall.skipped == 1)
    #expect(statistics.overall.accuracy == 6.0 / 11.0)
    #expect(statistics.firstDay?.iso == "2025-03-01")
    #expect(statistics.lastDay?.iso == "2025-03-04")
  }

  /// presente: tener ✓, comer ✓, vivir – → 2/3; pretérito: hablar ✓ ✓, tener ✗ ✗ ✓, buscar ~
  /// → 3/6; participio: decir ✗ ✓ → 1/2.
  @Test func accuracyPerTenseInTenseOrder() {
    let rows = statistics.byItem.map { ($0.item, $0.tally.correct, $0.tally.answers) }
    #expect(rows.map(\.0) == [.tense(.presenteDeIndicativo), .tense(.preterito), .participle])
    #expect(rows.map(\.1) == [2, 3, 1])
    #expect(rows.map(\.2) == [3, 6, 2])
    #expect(statistics.byItem[1].tally.accuracy == 0.5)
  }

  /// Regular -ar, -er, -ir first; then the models by answers: tener 4, decir 2, buscar 1.
  @Test func accuracyPerVerbFamily() {
    let rows = statistics.byFamily.map { ($0.family.name, $0.tally.correct, $0.tally.answers) }
    #expect(
      rows.map(\.0) == [
        "regular -ar", "regular -er", "regular -ir", "like tener", "like decir",
        "like buscar (spelling)",
      ])
    #expect(rows.map(\.1) == [2, 1, 0, 2, 1, 0])
    #expect(rows.map(\.2) == [2, 1, 1, 4, 2, 1])
  }

  /// tener · pretérito · yo 1/3 before decir · participio 1/2; hablar (2/2) and the items
  /// answered once are not weak.
  @Test func weakestItems() {
    let weakest = statistics.weakest.map { ($0.key.verb, $0.tally.correct, $0.tally.answers) }
    #expect(weakest.map(\.0) == ["tener", "decir"])
    #expect(weakest.map(\.1) == [1, 1])
    #expect(weakest.map(\.2) == [3, 2])
  }

  @Test func recentAccuracyRanksBeforeTotalMisses() {
    // ser: 4 misses, then 5 right (recent 5/5); estar: 2 misses in its last 3 answers.
    let ser =
      Array(repeating: "ser preterito yo wrong", count: 4)
      + Array(repeating: "ser preterito yo correct", count: 5)
    let estar = [
      "estar preterito yo correct", "estar preterito yo wrong", "estar preterito yo wrong",
    ]
    let history = LearningHistory(records: [Fixture.record("2025-03-01T10:00:00Z", ser + estar)])
    let statistics = Statistics(
      history: history, now: Fixture.date("2025-03-01T12:00:00Z"), calendar: .utc,
      conjugator: Conjugator(),
      weakestLimit: 1)
    #expect(statistics.weakest.map(\.key.verb) == ["estar"])
    let all = Statistics(
      history: history, now: Fixture.date("2025-03-01T12:00:00Z"), calendar: .utc,
      conjugator: Conjugator())
    #expect(all.weakest.map(\.key.verb) == ["estar", "ser"])
    #expect(all.weakest[1].recent == Tally(Array(repeating: Mark.correct, count: 5)))
  }

  /// An item is a question in a drill: translating a form and writing it from its name are
  /// weak apart, while the charts count both.
  @Test func eachDrillIsItsOwnWeakItem() {
    let wrongThenRight = ["ser preterito yo wrong", "ser preterito yo correct"]
    let history = LearningHistory(records: [
      Fixture.record("2025-03-01T10:00:00Z", wrongThenRight),
      Fixture.record("2025-03-01T11:00:00Z", drill: "translate", wrongThenRight + wrongThenRight),
    ])
    let statistics = Statistics(
      history: history, now: Fixture.date("2025-03-01T12:00:00Z"), calendar: .utc,
      conjugator: Conjugator())
    #expect(statistics.weakest.map(\.drill) == [.translate, .conjugate])
    #expect(statistics.weakest.map(\.tally.answers) == [4, 2])
    #expect(statistics.overall.answers == 6)
  }

  @Test func streakFromTheHistory() {
    #expect(statistics.streak == Streak(current: 1, longest: 2))
  }

  @Test func anEmptyHistory() {
    let empty = Statistics(
      history: LearningHistory(records: []), now: Fixture.date("2025-03-05T08:00:00Z"),
      calendar: .utc,
      conjugator: Conjugator())
    #expect(empty.quizzes == 0 && empty.overall.answers == 0 && empty.overall.accuracy == 0)
    #expect(empty.byItem.isEmpty && empty.byFamily.isEmpty && empty.weakest.isEmpty)
    #expect(empty.streak == Streak(current: 0, longest: 0))
    #expect(empty.firstDay == nil)
  }
}

@Suite struct StreakTests {
  /// Quizzes at 23:30 UTC on 1 March, 03:00 UTC on 2 March, 04:30 UTC on 3 March.
  let history = LearningHistory(records: [
    Fixture.record("2025-03-01T23:30:00Z", ["ser preterito yo correct"]),
    Fixture.record("2025-03-02T03:00:00Z", ["ser preterito yo correct"]),
    Fixture.record("2025-03-03T04:30:00Z", ["ser preterito yo correct"]),
  ])
  let now = Fixture.date("2025-03-04T02:00:00Z")

  func streak(_ calendar: LocalCalendar) -> Streak {
    Statistics(history: history, now: now, calendar: calendar, conjugator: Conjugator()).streak
  }

  @Test func utcSeesThreeDaysInARow() {
    #expect(streak(.utc) == Streak(current: 3, longest: 3))
  }

  /// New York (UTC−5): 18:30 and 22:00 on 1 March, 23:30 on 2 March; now is 21:00 on 3 March.
  @Test func westOfUTCTheFirstTwoQuizzesShareADay() {
    #expect(streak(.fixed(hours: -5)) == Streak(current: 2, longest: 2))
  }

  /// Tokyo (UTC+9): 08:30 and 12:00 on 2 March, 13:30 on 3 March; now is 11:00 on 4 March.
  @Test func eastOfUTCTheLastTwoShareADay() {
    #expect(streak(.fixed(hours: 9)) == Streak(current: 2, longest: 2))
  }

  /// The offset is asked per instant: UTC−4 until 2 March 00:00 UTC, UTC−5 after (a clock change).
  @Test func theOffsetIsTakenAtEachInstant() {
    let change = Fixture.date("2025-03-02T00:00:00Z")
    let calendar = LocalCalendar { $0 < change ? -4 * 3600 : -5 * 3600 }
    #expect(calendar.day(of: Fixture.date("2025-03-01T23:30:00Z")).iso == "2025-03-01")
    #expect(calendar.day(of: Fixture.date("2025-03-02T04:30:00Z")).iso == "2025-03-01")
    #expect(calendar.day(of: Fixture.date("2025-03-02T05:00:00Z")).iso == "2025-03-02")
    #expect(
      LocalCalendar.fixed(hours: -3, minutes: 30).day(of: Fixture.date("2025-03-02T03:20:00Z")).iso
        == "2025-03-01")
  }

  func days(_ numbers: [Int]) -> Set<LocalDay> { Set(numbers.map(LocalDay.init(number:))) }

  @Test(arguments: [
    (15, 2, 3),  // today is in the latest run
    (16, 2, 3),  // no quiz yet today: yesterday's run still counts
    (17, 0, 3),  // a day missed: the streak is broken
    (13, 3, 3),  // days after today (a clock that was ahead) count for the longest only
    (11, 2, 3),
  ])
  func gaps(_ today: Int, _ current: Int, _ longest: Int) {
    let streak = Streak(days: days([10, 11, 12, 14, 15]), today: LocalDay(number: today))
    #expect(streak == Streak(current: current, longest: longest))
  }

  @Test func noDaysNoStreak() {
    #expect(Streak(days: [], today: LocalDay(number: 3)) == Streak(current: 0, longest: 0))
  }
}
