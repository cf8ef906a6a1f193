import CalendarDates
import ConjugarCore
import ConjugarQuiz
import DurableFiles
import Foundation
import QuizHistory
import SimpleJSON
import Testing

@testable import LearningProgress

/// Issue 42: a placement line seeds the memory state of the forms it names, unless they were
/// answered already; a line forgetting the placements replays those forms from their answers
/// alone; and the summary cache always agrees with the whole history read again.
@Suite struct PlacementSummaryTests {
  static let calendar = LocalCalendar.utc

  static func placement(
    _ date: String, forms: [(String, String, String)], stability: Double = 21
  ) -> String {
    let list = forms.map { #"["\#($0.0)","\#($0.1)","\#($0.2)"]"# }.joined(separator: ",")
    return #"{"kind":"placement","placed":"\#(date)","placement":{"seed":1,"questions":4,"#
      + #""known":["regular-present"],"notKnown":["voseo"],"stability":\#(stability),"#
      + #""difficulty":2.5,"forms":[\#(list)]}}"#
  }

  static func forgotten(_ date: String) -> String {
    #"{"kind":"placement-forgotten","forgotten":"\#(date)"}"#
  }

  static func quiz(
    _ date: String, _ verb: String, _ tense: String, _ person: String, _ mark: String
  )
    -> String
  {
    #"{"date":"\#(date)","answers":[{"verb":"\#(verb)","tense":"\#(tense)","person":"\#(person)","mark":"\#(mark)"}]}"#
  }

  static func summary(_ lines: [String]) throws -> HistorySummary {
    try HistorySummary(
      reading: QuizHistory(file: MemoryFile(content: DueCacheTests.bytes(lines))),
      calendar: calendar)
  }

  static func key(_ verb: String, _ tense: Tense, _ person: Person) -> QuestionKey {
    QuestionKey(verb: verb, item: .tense(tense), person: person)
  }

  @Test func aPlacementSeedsItsFormsButNotThoseAlreadyAnswered() throws {
    let summary = try Self.summary([
      Self.quiz("2025-03-01T10:00:00Z", "hablar", "presenteDeIndicativo", "yo", "wrong"),
      Self.placement(
        "2025-03-02T10:00:00Z",
        forms: [("hablar", "presenteDeIndicativo", "yo"), ("hablar", "presenteDeIndicativo", "tu")]),
    ])
    let seeded = try #require(summary.items[Self.key("hablar", .presenteDeIndicativo, .tu)])
    #expect(seeded.memory == MemoryState(stability: 21, difficulty: 2.5))
    #expect(seeded.tally.answers == 0 && seeded.reviews == 0)
    let answered = try #require(summary.items[Self.key("hablar", .presenteDeIndicativo, .yo)])
    #expect(answered.memory == FSRS.review(nil, .again, elapsedDays: 0), "its own answer wins")
    #expect(summary.seeded.count == 1 && summary.quizzes == 1 && summary.placementLines == 1)
    #expect(summary.placement?.known == ["regular-present"])
    #expect(summary.byItem[.tense(.presenteDeIndicativo)]?.answers == 1, "a seed is no answer")
  }

  @Test func anAnswerAfterTheSeedReviewsFromIt() throws {
    let summary = try Self.summary([
      Self.placement("2025-03-01T10:00:00Z", forms: [("ser", "preterito", "yo")]),
      Self.quiz("2025-03-22T10:00:00Z", "ser", "preterito", "yo", "correct"),
    ])
    let progress = try #require(summary.items[Self.key("ser", .preterito, .yo)])
    #expect(
      progress.memory
        == FSRS.review(MemoryState(stability: 21, difficulty: 2.5), .good, elapsedDays: 21))
    #expect(progress.memory!.stability > 21)
  }

  /// Forgetting: the seeded forms are replayed from their answers alone (one answered after the
  /// seed, one never answered, which leaves the queue); a placement after the undo counts again.
  @Test func forgettingReplaysTheSeededFormsFromTheirAnswers() throws {
    let lines = [
      Self.placement(
        "2025-03-01T10:00:00Z", forms: [("ser", "preterito", "yo"), ("ir", "preterito", "yo")]),
      Self.quiz("2025-03-05T10:00:00Z", "ser", "preterito", "yo", "correct"),
      Self.forgotten("2025-03-06T10:00:00Z"),
    ]
    let summary = try Self.summary(lines)
    #expect(summary.placement == nil && summary.seeded.isEmpty)
    #expect(summary.items[Self.key("ir", .preterito, .yo)] == nil)
    #expect(
      summary.items[Self.key("ser", .preterito, .yo)]?.memory
        == FSRS.review(nil, .good, elapsedDays: 0))
    let again = try Self.summary(
      lines + [Self.placement("2025-03-07T10:00:00Z", forms: [("ir", "preterito", "yo")])])
    #expect(again.seeded.count == 1 && again.placement != nil)
  }

  @Test(arguments: [
    #"{"kind":"placement","placed":"2025-03-01T10:00:00Z"}"#,
    #"{"kind":"placement","placed":"nope","placement":{}}"#,
    #"{"kind":"placement-forgotten"}"#,
    Self.placement("2025-03-01T10:00:00Z", forms: [("ser", "preterito", "yo")], stability: -1),
    Self.placement("2025-03-01T10:00:00Z", forms: [("ser", "gerund", "yo")]),
  ])
  func anUnreadablePlacementLineIsSkipped(line: String) throws {
    let summary = try Self.summary([line])
    #expect(summary.skippedRecords == 1 && summary.items.isEmpty && summary.placement == nil)
  }

  /// A generated history with placement and forgetting lines among its quizzes, some out of
  /// date order, appended in stages: the cached summary always equals the whole file read
  /// again.
  @Test(arguments: [4, 5, 6] as [UInt64])
  func theCacheAgreesWithAFullReplay(seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    var all = DueCacheTests.lines(200, seed: seed)
    let forms = [
      ("hablar", "preterito", "yo"), ("tener", "presenteDeIndicativo", "tu"),
      ("ser", "preterito", "ellos"),
    ]
    // pensar is never answered: every placement seeds at least it.
    let unanswered = ("pensar", "presenteDeIndicativo", "yo")
    for (index, position) in [10, 60, 61, 120, 150, 190].enumerated() {
      let day = 10 + position / 30
      all.insert(
        index == 2 || index == 4
          ? Self.forgotten("2025-03-\(day)T00:00:00Z")
          : Self.placement(
            "2025-03-\(day)T0\(index):00:00Z",
            forms: forms.seededShuffle(using: &generator).prefix(2) + [unanswered]),
        at: position)
    }
    let file = MemoryFile()
    let history = QuizHistory(file: file, summaryCache: MemoryFile())
    var written = 0
    while written < all.count {
      let next = min(all.count, written + 1 + generator.uniform(below: 30))
      for line in all[written..<next] { try file.appendLine(Array(line.utf8)) }
      written = next
      var cached = try CachedSummary(reading: history, calendar: Self.calendar)
      cached.save(retention: 0.9)
      cached = try CachedSummary(reading: history, calendar: Self.calendar)
      LineBatchTests.expectSame(
        cached.summary,
        try HistorySummary(reading: QuizHistory(file: file), calendar: Self.calendar))
    }
    let whole = try HistorySummary(reading: QuizHistory(file: file), calendar: Self.calendar)
    #expect(whole.placementLines == 6 && whole.placement != nil && !whole.seeded.isEmpty)
  }
}
