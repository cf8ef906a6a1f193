import ConjugarCommandLine
import ConjugarCommands
import ConjugarSettings
import Foundation
import Testing

/// `conjugar quiz --review` in-process on the fixture history (see StatsCommandTests): on 9 March
/// 2025 in Bogotá, buscar, decir, dormir and ser are due; hablar and pensar come next.
@Suite struct ReviewCommandTests {
  static let answers: [String] = {
    let text =
      (try? String(
        contentsOf: Golden.folder.appendingPathComponent("review.stdin"), encoding: .utf8)) ?? ""
    return text.split(separator: "\n").map(String.init)
  }()

  func review(
    _ arguments: [String], now: String = "2025-03-09T20:00:00Z", history: String? = nil
  ) throws -> TestEnvironment {
    let test = try TestEnvironment(now: now, secondsFromUTC: StatsCommandTests.bogota)
    if let history {
      try history.write(to: test.historyURL, atomically: true, encoding: .utf8)
    } else {
      try test.useHistory("learning.history.jsonl")
    }
    try QuizCommand.parse(["--review"] + arguments + ["--settings", test.settingsPath])
      .run(in: test.environment(answers: Self.answers))
    return test
  }

  @Test func transcript() throws {
    let test = try review(["--seed", "7", "--count", "6"])
    #expect(test.stderr.get().isEmpty, "\(test.stderr.get())")
    try Golden.check(test.output, against: "review")
  }

  @Test func theReviewIsAppendedToTheHistoryAsAReview() throws {
    let test = try review(["--seed", "7", "--count", "6"])
    let lines = try String(contentsOf: test.historyURL, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 7)
    let record = try #require(
      try JSONSerialization.jsonObject(with: Data(lines[6].utf8)) as? [String: Any])
    #expect(record["mode"] as? String == "review")
    #expect(record["date"] as? String == "2025-03-09T20:00:00Z")
    #expect(record["questions"] as? Int == 6)
    #expect(
      (record["answers"] as? [[String: Any]])?.map { $0["mark"] as? String } == [
        "accentOnly", "correct", "wrong", "skipped", "correct", "wrong",
      ])
  }

  /// Only the "due today" of the header and of the last line change with the day; the questions
  /// depend on history and seed.
  @Test(arguments: ["2025-03-06T20:00:00Z", "2025-03-20T20:00:00Z", "2030-01-01T00:00:00Z"])
  func sameHistoryAndSeedSameReviewOnAnyDay(_ now: String) throws {
    let today = try review(["--seed", "7", "--count", "6"]).stdout.get()
    let other = try review(["--seed", "7", "--count", "6"], now: now).stdout.get()
    #expect(other.dropFirst().dropLast() == today.dropFirst().dropLast())
    #expect(other.first != today.first)
    #expect(other.last?.contains(" due today") == true)
  }

  @Test func withoutACountEveryDueItem() throws {
    let test = try review(["--seed", "7"])
    #expect(test.stdout.get().first == "Review · seed 7 · 4 questions · 4 due today")
    let asked = test.stdout.get().filter { $0.contains("/4  ") }
    #expect(
      Set(asked.map { $0.split(separator: " ")[1] }) == ["buscar", "decir", "dormir", "ser"],
      "\(asked)")
  }

  @Test func worksheet() throws {
    let test = try review(["--seed", "7", "--count", "6", "--worksheet", "--answers"])
    let lines = test.output.split(separator: "\n").map(String.init)
    #expect(lines.first == "Review worksheet · seed 7 · 6 questions · 4 due today")
    let quiz = try review(["--seed", "7", "--count", "6"]).stdout.get().filter {
      $0.hasPrefix("1/6  ")
    }
    #expect(lines.contains("1. " + quiz.first!.dropFirst(5) + ": ____________"))
    let history = try String(contentsOf: test.historyURL, encoding: .utf8)
    #expect(history.split(separator: "\n").count == 6, "a worksheet is not a quiz taken")
  }

  @Test func nothingDueTodayIsANote() throws {
    // Missed this morning (local time): due tomorrow.
    let history =
      #"{"date":"2025-03-09T15:00:00Z","answers":[{"verb":"ser","tense":"preterito","person":"yo","mark":"wrong"}]}"#
    let test = try review(["--seed", "7"], history: history + "\n")
    #expect(test.stdout.get().isEmpty)
    #expect(
      test.stderr.get() == [
        "conjugar: note: nothing is due for review today; the next item is due on 2025-03-10 (review early with --count N)"
      ])
    let early = try review(["--seed", "7", "--count", "5"], history: history + "\n")
    #expect(early.stdout.get().first == "Review · seed 7 · 1 question · 0 due today")
  }
}

/// Issue 12: after one miss and ~28 right answers the review died with SIGILL formatting the due
/// day (and said "due on 1274653532" before). The interval now stops at a year.
@Suite struct ReviewSchedulingBoundsTests {
  @Test func aLongRunOfRightAnswersIsDueAYearAfterTheLast() throws {
    let test = try TestEnvironment(now: "2025-02-11T12:00:00Z")
    try StatsHistoryFaultTests.longRun(
      from: try #require(Settings.parseDate("2025-01-01T12:00:00Z"))
    )
    .write(to: test.historyURL, atomically: true, encoding: .utf8)
    try QuizCommand.parse(["--review", "--seed", "7", "--settings", test.settingsPath]).run(
      in: test.environment())
    #expect(test.stdout.get().isEmpty)
    #expect(
      test.stderr.get() == [
        "conjugar: note: nothing is due for review today; the next item is due on 2026-02-10 (review early with --count N)"
      ])
  }
}

/// `conjugar quiz --review` run end to end, in-process.
@Suite struct ReviewRunTests {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  @Test func withoutHistoryANoteAndStatusZero() throws {
    let result = try runner.run(["quiz", "--review", "--seed", "1"])
    #expect(result.status == 0)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderrLines == [
        "conjugar: note: no quiz history yet: run 'conjugar quiz' first; --review asks again what you missed"
      ])
  }

  /// The real clock (in Bogotá's time zone, UTC−5) changes only the header's count of due items.
  @Test func theRecordedReviewIsAsked() throws {
    var runner = self.runner
    runner.secondsFromUTC = -5 * 3600
    // The golden transcript's clock: its last line says what is due then.
    runner.now = { ISO8601DateFormatter().date(from: "2025-03-09T20:00:00Z")! }
    let history = try String(
      contentsOf: Golden.folder.appendingPathComponent("learning.history.jsonl"), encoding: .utf8)
    try history.write(
      to: runner.scratch.appendingPathComponent("history.jsonl"), atomically: true, encoding: .utf8)
    let result = try runner.run(
      ["quiz", "--review", "--seed", "7", "--count", "6"], input: try Golden.input("review"))
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    let expected = try String(
      contentsOf: Golden.folder.appendingPathComponent("review.stdout"), encoding: .utf8)
    #expect(
      result.stdoutLines.dropFirst()
        == expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        .dropFirst())
    #expect(result.stdoutLines.first?.hasPrefix("Review · seed 7 · 6 questions · ") == true)
  }

  @Test func difficultyDoesNotGoWithReview() throws {
    let result = try runner.run(["quiz", "--review", "--difficulty", "easy"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("--difficulty does not go with --review"))
  }
}
