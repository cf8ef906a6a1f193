import CalendarDates
import ConjugarCore
import ConjugarQuiz
import Foundation
import QuizHistory
import SimpleJSON
import TestBasics
import Testing

@testable import LearningProgress

/// The streaming reading of the history agrees with the reading that holds everything: each
/// line's reading with the reference over a parsed `JSONValue`, and the folded file with the
/// sorted history.
@Suite struct HistorySummaryTests {
  /// When the spaced-review queues are compared.
  static let now = Fixture.date("2025-06-01T12:00:00Z")

  /// The reading of a line: `QuizRecord.reading(line:)`.
  static func read(_ line: [UInt8]) -> QuizRecord.LineReading {
    line.withUnsafeBytes { QuizRecord.reading(line: $0) }
  }

  @Test func theReadingAgreesWithTheReferenceOnGeneratedAndMangledLines() {
    var generator = SeededGenerator(seed: 12)
    var outcomes = [0, 0, 0]
    for index in 0..<6_000 {
      var line = Array(RecordText.random(using: &generator).utf8)
      if index % 2 == 1 { RecordText.mangle(&line, using: &generator) }
      let expected = ReferenceReading.reading(line)
      #expect(Self.read(line) == expected, "\(String(decoding: line, as: UTF8.self))")
      switch expected {
      case .unreadableLine: outcomes[0] += 1
      case .undated: outcomes[1] += 1
      case .record: outcomes[2] += 1
      case .placement, .placementForgotten, .unreadablePlacement: Issue.record("not generated")
      }
    }
    #expect(outcomes.allSatisfy { $0 > 200 }, "every outcome is tested: \(outcomes)")
  }

  @Test(arguments: [
    #"{"date":"2025-03-01T10:00:00Z","answers":[{"verb":"ser","tense":"preterito","person":"yo","mark":"wrong"}]}"#,
    #"  {"date":"2025-03-01T10:00:00Z","date":"nope"}  "#,
    #"{"date":"2025-03-01","date":"2025-03-02"}"#,
    #"{"date":"2025-03-01","answers":[1,{"verb":"ser"}],"answers":[]}"#,
    #"{"date":"2025-03-01","answers":{}}"#,
    #"{"date":"2025-03-01","drill":"recognize","answers":[1,2]}"#,
    #"{"date":"2025-03-01","mode":"review","mode":1}"#,
    #"{"date":"2025-03-01","x":01}"#, #"{"date":"2025-03-01","x":1.}"#,
    #"{"date":"2025-03-01","x":-}"#,
    #"{"date":"2025-03-01","x":1e}"#, #"{"date":"2025-03-01","x":[1,]}"#,
    #"{"date":"2025-03-01",}"#,
    #"{"date":"2025-03-01"} x"#, #"{"date":"2025-03-01"}}"#, #"{"date":"2025-03-01""#,
    #"{"date" "2025-03-01"}"#,
    #"{"date":"2025-03-01","x":tru}"#, #"{"date":"2025-03-01","x":nulls}"#,
    #"{"d\u0061te":"2025-03-01"}"#,
    #"{"date":"2025-03-01","answers":[{"verb":"h\u00e9","tense":"gerund","person":7,"mark":"correct"}]}"#,
    "{\"date\":\"2025-03-01\",\"x\":\"\u{1}\"}", "{\"date\":\"2025-03-01\",\"x\":\"caf\u{e9}\"}",
    #"[{"date":"2025-03-01"}]"#, #""{\"date\":1}""#, "", "{}", "{\"answers\":[]}", "null",
    #"{"date":"2025-03-01","answers":[{"verb":"ser","tense":"imperativoPositivo","person":"yo","mark":"wrong"}]}"#,
    #"{"date":"2025-03-01","answers":[{"verb":"","tense":"gerund","mark":"wrong"}]}"#,
  ])
  func edgeCasesAgree(_ text: String) {
    let line = Array(text.utf8)
    #expect(Self.read(line) == ReferenceReading.reading(line))
  }

  @Test func invalidUTF8AndDeepNestingAreHandled() {
    for bytes: [UInt8] in [
      Array(#"{"date":"2025-03-01","x":""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8),
      Array(#"{"date":"2025-03-01","x":""#.utf8) + [0xED, 0xA0, 0x80] + Array(#""}"#.utf8),
      Array(#"{"date":"2025-03-01","x":""#.utf8) + [0xF4, 0x90, 0x80, 0x80] + Array(#""}"#.utf8),
      Array(#"{"date":"2025-03-01","x":"#.utf8) + [0xC3, 0xA9],
      Array(#"{"date":"2025-03-01","x":"#.utf8) + Array(repeating: UInt8(ascii: "["), count: 600)
        + Array(repeating: UInt8(ascii: "]"), count: 600) + [UInt8(ascii: "}")],
      Array(#"{"date":"2025-03-01","x":"#.utf8) + Array(repeating: UInt8(ascii: "["), count: 100)
        + Array(repeating: UInt8(ascii: "]"), count: 100) + [UInt8(ascii: "}")],
    ] {
      #expect(Self.read(bytes) == ReferenceReading.reading(bytes))
    }
  }

  /// A history written in random order (a clock set back, files merged by hand) folds like the
  /// same history sorted in memory; one in order takes a single pass.
  @Test(arguments: [false, true])
  func theFileFoldsLikeTheSortedHistory(_ shuffled: Bool) throws {
    let scratch = try ScratchFolder("summary")
    var generator = SeededGenerator(seed: shuffled ? 5 : 6)
    var lines = RecordText.history(quizzes: 400, using: &generator)
    if shuffled { lines = RecordText.shuffled(lines, &generator) }
    try scratch.write(lines + ["not json", #"{"date":"soon"}"#])
    for calendar in [LocalCalendar.utc, .fixed(hours: -5), .fixed(hours: 13)] {
      let streamed = try HistorySummary(reading: scratch.history, calendar: calendar)
      let history = try LearningHistory(reading: scratch.history)
      let held = HistorySummary(history: history, calendar: calendar)
      #expect(streamed.quizzes == 400, "\(streamed.quizzes)")
      #expect(
        streamed.skippedLines == 1 && streamed.skippedRecords == 1,
        "\(streamed.skippedLines) \(streamed.skippedRecords)")
      #expect(streamed.quizzes == held.quizzes && streamed.spacedReviews == held.spacedReviews)
      #expect(streamed.skippedAnswers == history.skippedAnswers && streamed.overall == held.overall)
      #expect(
        streamed.days == held.days && streamed.byItem == held.byItem
          && streamed.byVerb == held.byVerb)
      #expect(streamed.items == held.items)
      #expect(streamed.items.count == 28, "4 verbs × (2 tenses × 3 persons + the gerund)")
      #expect(
        SpacedReviewScheduler(summary: streamed, now: Self.now).queue
          == SpacedReviewScheduler(summary: held, now: Self.now).queue)
    }
  }

  /// The newer answer comes first in the file: FSRS and the recent marks still see the older
  /// one first (py-fsrs, Good, Good the same instant, Again 4 days later: S 0.6615, D 7.3922,
  /// due the next day).
  @Test func anAnswerOlderThanTheLastIsReplayedInDateOrder() throws {
    let scratch = try ScratchFolder("summary")
    try scratch.write([
      Fixture.record(
        "2025-03-05T10:00:00Z", ["tener preterito yo wrong", "ser preterito yo correct"]
      ).compact(),
      Fixture.record(
        "2025-03-01T10:00:00Z", ["tener preterito yo correct", "tener preterito yo correct"]
      ).compact(),
    ])
    let summary = try HistorySummary(reading: scratch.history, calendar: .utc)
    let tener = try #require(
      summary.items[QuestionKey(verb: "tener", item: .tense(.preterito), person: .yo)])
    #expect(tener.recent == [.correct, .correct, .wrong])
    #expect(abs((tener.memory?.stability ?? 0) - 0.6615) < 1e-4)
    #expect(abs((tener.memory?.difficulty ?? 0) - 7.3922) < 1e-4)
    #expect(tener.reviews == 3 && tener.lapses == 1)
    #expect(tener.lastDay.iso == "2025-03-05")
    let card = try #require(
      SpacedReviewScheduler(summary: summary, now: Self.now).queue.first { $0.key.verb == "tener" })
    #expect(card.dueDay.iso == "2025-03-06")
  }

  /// `QuizHistory.forEachLine` passes nil for a line over its limit, never holding it.
  @Test func aLineOverTheLimitIsAnUnreadableLine() {
    #expect(LineBatch.reading(nil) == .unreadableLine)
  }

  /// Root reads files whatever their mode, so the history that cannot be read is a folder.
  @Test func aHistoryThatCannotBeReadIsAnErrorNotAnEmptyHistory() throws {
    let scratch = try ScratchFolder("summary")
    try FileManager.default.createDirectory(
      atPath: scratch.history.path, withIntermediateDirectories: false)
    #expect(throws: QuizHistory.ReadFailure.self) {
      try HistorySummary(reading: scratch.history, calendar: .utc)
    }
    do {
      _ = try HistorySummary(reading: scratch.history, calendar: .utc)
    } catch {
      #expect(
        error.message.hasPrefix("cannot read quiz history at \(scratch.history.path): "),
        "\(error.message)")
    }
    let missing = QuizHistory(
      path: scratch.url.appendingPathComponent("none/history.jsonl").path)
    #expect(
      try HistorySummary(reading: missing, calendar: .utc).isEmpty,
      "a missing file is an empty history")
  }
}

/// The LearningProgress tests' history file in a scratch folder.
extension ScratchFolder {
  var history: QuizHistory { QuizHistory(path: path("history.jsonl")) }

  /// Writes `lines` as the history, each ended by a newline.
  func write(_ lines: [String]) throws {
    try write(lines.map { $0 + "\n" }.joined(), to: "history.jsonl")
  }
}
