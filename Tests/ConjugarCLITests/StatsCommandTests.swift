import ConjugarCommandLine
import ConjugarCommands
import ConjugarSettings
import Foundation
import Testing

/// `conjugar stats` on a fixture history: six quizzes in March 2025, read in Bogotá time
/// (UTC−5), on 9 March 2025 at 15:00 local time.
@Suite struct StatsCommandTests {
  static let bogota = -5 * 3600

  /// A runner that lives the fixture history's day: Bogotá, 9 March 2025 at 15:00.
  static func bogotaRunner() throws -> InProcessRunner {
    var runner = try InProcessRunner()
    runner.now = { Date(timeIntervalSince1970: 1_741_550_400) }  // 2025-03-09T20:00:00Z
    runner.secondsFromUTC = bogota
    return runner
  }

  func run(_ arguments: [String], history: String? = "learning.history.jsonl", extra: String = "")
    throws -> TestEnvironment
  {
    let test = try TestEnvironment(now: "2025-03-09T20:00:00Z", secondsFromUTC: Self.bogota)
    if let history { try test.useHistory(history, appending: extra) }
    try StatsCommand.parse(arguments + ["--settings", test.settingsPath]).run(
      in: test.environment())
    return test
  }

  @Test func text() throws {
    let test = try run([])
    #expect(test.stderr.get().isEmpty, "\(test.stderr.get())")
    try Golden.check(test.output, against: "stats-text")
  }

  @Test func json() throws {
    let test = try run(["--format", "json"])
    #expect(test.stderr.get().isEmpty)
    try Golden.check(test.output, against: "stats-json")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(test.output.utf8)) as? [String: Any])
    #expect(object["quizzes"] as? Int == 6)
  }

  /// `--items`: every item's FSRS state, in review order; the figures are py-fsrs 6.3.2's for
  /// the same answers (no steps, no fuzz, retention 0.9), e.g. comer · presente · tú: right on
  /// 3 March at 14:00 UTC, S 2.3065, due on 5 March at 14:00, recall on 9 March 0.8225.
  @Test func items() throws {
    let text = try run(["--items"])
    #expect(text.stderr.get().isEmpty)
    try Golden.check(text.output, against: "stats-items")
    let json = try run(["--items", "--format", "json"])
    #expect(json.stderr.get().isEmpty)
    try Golden.check(json.output, against: "stats-items-json")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    #expect(object["retention"] as? Double == 0.9)
    #expect(object["today"] as? String == "2025-03-09")
    #expect(object["dueToday"] as? Int == 8)
    let items = try #require(object["items"] as? [[String: Any]])
    #expect(items.count == 16)
    let first = try #require(items.first)
    #expect(first["verb"] as? String == "comer" && first["person"] as? String == "tu")
    #expect(first["drill"] as? String == "conjugate")
    #expect(abs((first["stability"] as? Double ?? 0) - 2.3065) < 1e-9)
    #expect(first["due"] as? String == "2025-03-05T14:00:00Z")
    #expect(first["dueDay"] as? String == "2025-03-05")
    #expect(first["lastDate"] as? String == "2025-03-03T14:00:00Z")
    #expect(first["lastMark"] as? String == "correct")
    #expect(abs((first["retrievability"] as? Double ?? 0) - 0.8225) < 1e-4)
    #expect(first["reviews"] as? Int == 1 && first["lapses"] as? Int == 0)
  }

  /// The retention setting moves every due day: at 0.97 the same items are due sooner.
  @Test func retentionMovesTheDueDays() throws {
    let test = try TestEnvironment(now: "2025-03-09T20:00:00Z", secondsFromUTC: Self.bogota)
    try test.useHistory("learning.history.jsonl")
    try #"{"retention": 0.97}"#.write(
      toFile: test.settingsPath, atomically: true, encoding: .utf8)
    try StatsCommand.parse(["--items", "--format", "json", "--settings", test.settingsPath]).run(
      in: test.environment())
    let json = try #require(test.stdout.get().last)
    #expect(json.contains(#""retention":0.97"#))
    #expect(json.contains(#""dueToday":16"#), "\(json)")
  }

  /// In UTC the quizzes fall on 3, 4, 5, 6, 7 and 9 March: another streak.
  @Test func daysAreCountedInLocalTime() throws {
    let test = try TestEnvironment(now: "2025-03-09T20:00:00Z")
    try test.useHistory("learning.history.jsonl")
    try StatsCommand.parse(["--settings", test.settingsPath]).run(in: test.environment())
    #expect(test.stdout.get().contains("Streak: 1 day (longest: 5 days)"), "\(test.output)")
  }

  @Test func noHistory() throws {
    let test = try run([], history: nil)
    #expect(test.output == "No quizzes yet: run 'conjugar quiz'.\n")
    #expect(test.stderr.get().isEmpty)
    let json = try run(["--format", "json"], history: nil)
    #expect(json.output.contains("\"quizzes\":0"))
    #expect(try run(["--items"], history: nil).output == "No items yet: run 'conjugar quiz'.\n")
    #expect(
      try run(["--items", "--format", "json"], history: nil).output
        == #"{"dueToday":0,"items":[],"retention":0.9,"today":"2025-03-09"}"# + "\n")
  }

  @Test func corruptLinesAreSkippedWithOneWarning() throws {
    let test = try run([], extra: "{\"date\": \"2025-03-09T21:00:00Z\", broken\nnot json\n")
    #expect(test.stderr.get().count == 1)
    #expect(
      test.stderr.get().first?.hasPrefix("conjugar: warning: 2 lines of ") == true,
      "\(test.stderr.get())")
    let clean = try run([])
    #expect(test.output == clean.output)
  }
}

/// `conjugar stats` run end to end, in-process, in Bogotá's time zone (UTC−5, no summer time).
@Suite struct StatsRunTests {
  let runner: InProcessRunner
  init() throws {
    var runner = try InProcessRunner()
    runner.secondsFromUTC = -5 * 3600
    self.runner = runner
  }

  func putHistory(extra: String = "") throws {
    let text = try String(
      contentsOf: Golden.folder.appendingPathComponent("learning.history.jsonl"), encoding: .utf8)
    try (text + extra).write(
      to: runner.scratch.appendingPathComponent("history.jsonl"), atomically: true, encoding: .utf8)
  }

  @Test func noHistoryIsAFriendlyLine() throws {
    let result = try runner.run(["stats"])
    #expect(result.status == 0)
    #expect(result.stdout == "No quizzes yet: run 'conjugar quiz'.\n")
    #expect(result.stderr.isEmpty)
  }

  @Test func aCorruptLineDoesNotBreakStats() throws {
    try putHistory(extra: "{\"date\":\"2025-03-10T10:00:00Z\",\"answers\":[{\"verb\":\n")
    let result = try runner.run(["stats"])
    #expect(result.status == 0)
    #expect(result.stderrLines.count == 1)
    #expect(
      result.stderr.contains("1 line of ")
        && result.stderr.contains("history.jsonl could not be read"))
    let expected = try String(
      contentsOf: Golden.folder.appendingPathComponent("stats-text.stdout"), encoding: .utf8)
    // The streak and the review line depend on today; the rest does not.
    let stable = { (text: String) in
      text.split(separator: "\n").filter { !$0.hasPrefix("Streak:") && !$0.hasPrefix("Review:") }
    }
    #expect(stable(result.stdout) == stable(expected))
  }

  /// A quiz whose date is no date (2025-02-31: strict parsing) is skipped and said, not read as
  /// another day and not silently dropped.
  @Test func aQuizWithAnInvalidDateIsSkippedWithAWarning() throws {
    try putHistory(extra: "{\"date\":\"2025-02-31T10:00:00Z\",\"answers\":[]}\n")
    let result = try runner.run(["stats"])
    #expect(result.status == 0)
    #expect(result.stderrLines.count == 1)
    #expect(
      result.stderr.contains("1 line of ") && result.stderr.contains("not a quiz with a valid date")
    )
  }

  @Test func jsonIsOneLine() throws {
    try putHistory()
    let result = try runner.run(["stats", "--format", "json"])
    #expect(result.status == 0)
    #expect(result.stdoutLines.count == 2 && result.stdoutLines[1].isEmpty)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(object["answers"] as? Int == 32)
  }

  @Test func listedInHelp() throws {
    #expect(try runner.run(["help"]).stdout.contains("stats"))
  }
}

/// Histories that once broke `stats` (issue 12), in-process.
@Suite struct StatsHistoryFaultTests {
  /// One miss, then a right answer a day for 40 days: SM-2's interval used to overflow
  /// (`stats` died with SIGILL from about 32 answers). FSRS's stops at 36,500 days.
  static func longRun(from start: Date) -> String {
    let line = { (day: Int, mark: String) in
      let date = Settings.formatDate(start.addingTimeInterval(Double(day) * 86_400))
      return
        #"{"date":"\#(date)","answers":[{"verb":"tener","tense":"preterito","person":"yo","mark":"\#(mark)"}]}"#
    }
    return ([line(0, "wrong")] + (1...40).map { line($0, "correct") }).joined(separator: "\n")
      + "\n"
  }

  @Test func aLongRunOfRightAnswersAfterAMiss() throws {
    let test = try TestEnvironment(now: "2025-02-11T12:00:00Z")
    try Self.longRun(from: try #require(Settings.parseDate("2025-01-01T12:00:00Z")))
      .write(to: test.historyURL, atomically: true, encoding: .utf8)
    try StatsCommand.parse(["--settings", test.settingsPath]).run(in: test.environment())
    #expect(test.stderr.get().isEmpty)
    #expect(
      test.stdout.get().contains("Review: 0 of 1 item due today (conjugar quiz --review)"),
      "\(test.output)")
    #expect(
      test.stdout.get().contains("  tener · pretérito · yo — 40/41 (last 5: 5/5)"), "\(test.output)"
    )
  }

  /// Root reads any file whatever its mode, so the history that cannot be read is a folder.
  @Test func anUnreadableHistoryIsAnErrorNotNoQuizzesYet() throws {
    let test = try TestEnvironment(now: "2025-03-09T20:00:00Z")
    try FileManager.default.createDirectory(at: test.historyURL, withIntermediateDirectories: false)
    let status = CommandRun.run(
      ["stats", "--settings", test.settingsPath], in: test.environment(), context: .shell)
    #expect(status == .ioError)
    #expect(test.stdout.get().isEmpty)
    #expect(test.stderr.get().count == 1)
    let line = test.stderr.get().first ?? ""
    #expect(
      line.hasPrefix("conjugar: error: cannot read quiz history at \(test.historyURL.path): "),
      "\(line)")
  }

  /// A verb that would set the window title and clear the screen is shown escaped.
  @Test func controlCharactersFromTheHistoryAreShownEscaped() throws {
    let test = try TestEnvironment(now: "2025-03-09T20:00:00Z")
    let verb = #"\u001b]0;x\u0007\u001b[2J"#
    let history = (0..<3).map { day in
      #"{"date":"2025-03-0\#(day + 1)T10:00:00Z","answers":[{"verb":"\#(verb)","tense":"preterito","person":"yo","mark":"wrong"}]}"#
    }
    try (history.joined(separator: "\n") + "\n").write(
      to: test.historyURL, atomically: true, encoding: .utf8)
    try StatsCommand.parse(["--settings", test.settingsPath]).run(in: test.environment())
    let text = test.output
    #expect(
      !text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(text.debugDescription)")
    #expect(text.contains(#"  \x1B]0;x\x07\x1B[2J · pretérito · yo — 0/3"#), "\(text)")
    try StatsCommand.parse(["--format", "json", "--settings", test.settingsPath]).run(
      in: test.environment())
    #expect(!test.output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
  }
}

/// The same faults run end to end, in-process: exit statuses and no crash.
@Suite struct StatsHistoryFaultRunTests {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  /// The run ends yesterday (UTC); FSRS gives the item S 81.9 after it (py-fsrs), so it is due
  /// 82 days after yesterday.
  @Test func aLongRunOfRightAnswersGivesASaneDueDate() throws {
    let yesterday = Date(
      timeIntervalSince1970: (Date().timeIntervalSince1970 / 86_400).rounded(.down) * 86_400
        - 43_200)
    let history = StatsHistoryFaultTests.longRun(from: yesterday.addingTimeInterval(-40 * 86_400))
    try history.write(
      to: runner.scratch.appendingPathComponent("history.jsonl"), atomically: true, encoding: .utf8)
    let due = String(Settings.formatDate(yesterday.addingTimeInterval(82 * 86_400)).prefix(10))
    let stats = try runner.run(["stats"])
    #expect(stats.status == 0, "\(stats.stderr)")
    #expect(stats.stdout.contains("Review: 0 of 1 item due today"), "\(stats.stdout)")
    let json = try runner.run(["stats", "--format", "json"])
    #expect(
      json.status == 0 && json.stdout.contains(#""review":{"dueToday":0,"items":1}"#),
      "\(json.stdout)")
    let review = try runner.run(["quiz", "--review", "--seed", "1"])
    #expect(review.status == 0)
    #expect(
      review.stderrLines == [
        "conjugar: note: nothing is due for review today; the next item is due on \(due) (review early with --count N)"
      ])
    let early = try runner.run(
      ["quiz", "--review", "--seed", "1", "--count", "1"])
    #expect(
      early.status == 0 && early.stdoutLines.first == "Review · seed 1 · 1 question · 0 due today",
      "\(early.stdout)")
  }

  @Test func anUnreadableHistoryEndsStatsAndReviewWithStatus74() throws {
    let path = runner.scratch.appendingPathComponent("history.jsonl")
    try FileManager.default.createDirectory(at: path, withIntermediateDirectories: false)
    for arguments in [
      ["stats"], ["stats", "--format", "json"], ["quiz", "--review", "--seed", "1"],
    ] {
      let result = try runner.run(arguments)
      #expect(result.status == 74, "\(arguments)")
      #expect(result.stdout.isEmpty)
      #expect(result.stderrLines.count == 1)
      #expect(
        result.stderr.hasPrefix("conjugar: error: cannot read quiz history at \(path.path): "),
        "\(result.stderr)")
    }
  }
}
