import CalendarDates
import ConjugarCore
import ConjugarQuiz
import Foundation
import QuizHistory
import TestBasics
import Testing

@testable import LearningProgress

/// The history read in batches on two threads folds exactly like the history read a line at a
/// time on one: the parts come back in file order, every line once, whatever the batch size.
@Suite struct LineBatchTests {
  /// Batches of a few lines, each split into parts read by concurrent threads.
  static let small = LineBatch(capacity: 2_000, parallelThreshold: 2)
  /// One batch, read on the calling thread.
  static let serial = LineBatch(capacity: .max, parallelThreshold: .max)

  static func expectSame(_ lhs: HistorySummary, _ rhs: HistorySummary) {
    #expect(
      lhs.skippedLines == rhs.skippedLines && lhs.skippedRecords == rhs.skippedRecords
        && lhs.skippedAnswers == rhs.skippedAnswers,
      "\(lhs.skippedLines) \(lhs.skippedRecords) \(lhs.skippedAnswers)")
    expectSameFold(lhs, rhs)
  }

  /// The same quizzes and questions (a history held in memory counts its skipped lines itself).
  static func expectSame(_ summary: HistorySummary, _ history: LearningHistory) {
    #expect(
      summary.skippedLines == history.skippedLines
        && summary.skippedRecords == history.skippedRecords
        && summary.skippedAnswers == history.skippedAnswers)
    expectSameFold(summary, HistorySummary(history: history, calendar: summary.calendar))
  }

  static func expectSameFold(_ lhs: HistorySummary, _ rhs: HistorySummary) {
    #expect(lhs.quizzes == rhs.quizzes && lhs.spacedReviews == rhs.spacedReviews)
    #expect(lhs.days == rhs.days)
    #expect(lhs.items == rhs.items)
    #expect(lhs.placement == rhs.placement && lhs.seeded == rhs.seeded)
    #expect(lhs.placementLines == rhs.placementLines)
  }

  /// Ordered and shuffled histories with unreadable, undated, mangled and over-long lines mixed
  /// in (over-long: a limit of a few hundred bytes instead of 16 MiB is not needed, the
  /// splitter's nil is read as any other line).
  @Test(arguments: [false, true])
  func smallBatchesOnTwoThreadsFoldLikeOneThread(_ shuffled: Bool) throws {
    let scratch = try ScratchFolder("summary")
    var generator = SeededGenerator(seed: shuffled ? 31 : 32)
    var lines = RecordText.history(quizzes: 600, using: &generator)
    for index in stride(from: 0, to: 300, by: 1) {
      var line = Array(RecordText.random(using: &generator).utf8)
      if index % 3 == 0 { RecordText.mangle(&line, using: &generator) }
      lines.insert(String(decoding: line, as: UTF8.self), at: (index * 7) % lines.count)
    }
    if shuffled { lines = RecordText.shuffled(lines, &generator) }
    try scratch.write(lines + ["not json", #"{"date":"soon"}"#])
    for calendar in [LocalCalendar.utc, .fixed(hours: -5)] {
      let batched = try HistorySummary(
        reading: scratch.history, calendar: calendar, batch: Self.small)
      let serial = try HistorySummary(
        reading: scratch.history, calendar: calendar, batch: Self.serial)
      let history = try LearningHistory(reading: scratch.history)
      let held = HistorySummary(history: history, calendar: calendar)
      #expect(batched.quizzes > 600, "the generated lines are read too (\(batched.quizzes))")
      #expect(batched.skippedLines >= 1 && batched.skippedRecords >= 1)
      Self.expectSame(batched, serial)
      Self.expectSame(batched, history)
      #expect(
        SpacedReviewScheduler(summary: batched, now: HistorySummaryTests.now).queue
          == SpacedReviewScheduler(summary: held, now: HistorySummaryTests.now).queue)
    }
  }

  /// A file of many one-answer quizzes, as the benchmark writes, over many batches.
  @Test func manyBatchesKeepTheOrderOfEveryQuestion() throws {
    let scratch = try ScratchFolder("summary")
    let marks = ["correct", "wrong", "correct", "accentOnly", "skipped", "correct", "correct"]
    let lines = (0..<3_000).map { index in
      let date = String(
        format: "2025-03-%02dT%02d:%02d:00Z", 1 + index / 1_440, index / 60 % 24, index % 60)
      let verb = ["ser", "ir"][index % 2]
      let person = ["yo", "tu", "el"][index % 3]
      return #"{"date":"\#(date)","answers":[{"verb":"\#(verb)","tense":"preterito","#
        + #""person":"\#(person)","mark":"\#(marks[index % marks.count])"}]}"#
    }
    try scratch.write(lines)
    let batched = try HistorySummary(reading: scratch.history, calendar: .utc, batch: Self.small)
    #expect(batched.quizzes == 3_000 && batched.items.count == 6)
    Self.expectSame(batched, try LearningHistory(reading: scratch.history))
  }

  /// The cheap hash does not change which keys are equal.
  @Test func itemKeysAreEqualExactlyWhenTheirQuestionsAre() {
    let verbs = ["ser", "sér", "ir", "ri", "", "hablar", "hablarhablarhablarhablar"]
    let items: [QuizItem] = [.gerund, .participle, .tense(.preterito), .tense(.condicional)]
    let persons: [Person?] = [nil, .yo, .tu, .ellos]
    let keys = verbs.flatMap { verb in
      items.flatMap { item in persons.map { QuestionKey(verb: verb, item: item, person: $0) } }
    }
    for lhs in keys {
      for rhs in keys {
        #expect((ItemKey(lhs) == ItemKey(rhs)) == (lhs == rhs))
      }
      #expect(ItemKey(lhs).hashValue == ItemKey(lhs).hashValue)
    }
    #expect(Set(keys.map { ItemKey($0) }).count == keys.count)
    #expect(
      Set(keys.flatMap { key in QuizKind.allCases.map { ItemKey(key, drill: $0) } }).count
        == keys.count * QuizKind.allCases.count, "the drill is part of the item")
  }
}
