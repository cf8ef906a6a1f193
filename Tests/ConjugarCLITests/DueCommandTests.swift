import ConjugarCommandLine
import ConjugarCommands
import ConjugarTestSupport
import Foundation
import Testing

/// `conjugar due` on the fixture history of `StatsCommandTests` (six quizzes in March 2025, in
/// Bogotá time, seen on 9 March at 15:00 local time: 4 of 9 missed items due, a 3-day streak),
/// and the due line at the REPL's banner and at the end of a quiz.
@Suite struct DueCommandTests {
  static let bogota = StatsCommandTests.bogota

  static func environment(now: String = "2025-03-09T20:00:00Z", history: Bool = true) throws
    -> TestEnvironment
  {
    let test = try TestEnvironment(now: now, secondsFromUTC: bogota)
    if history { try test.useHistory("learning.history.jsonl") }
    return test
  }

  static func run(_ test: TestEnvironment, _ arguments: [String] = []) throws {
    try DueCommand.parse(arguments + ["--settings", test.settingsPath]).run(in: test.environment())
  }

  var cache: (TestEnvironment) -> URL = {
    $0.folder.appendingPathComponent("history.summary.json")
  }

  @Test func textAndJSONAgreeWithStats() throws {
    let test = try Self.environment()
    try Self.run(test)
    try Self.run(test, ["--format", "json"])
    #expect(
      test.stdout.get() == [
        "8 items due today · streak 3 days",
        // The next item falls due on 10 March, local midnight: 05:00 UTC.
        #"{"due":8,"nextDue":"2025-03-10T05:00:00Z","streak":3}"#,
      ])
    #expect(test.stderr.get().isEmpty)
    #expect(FileManager.default.fileExists(atPath: cache(test).path))
    let stats = try Self.environment()
    try StatsCommand.parse(["--settings", stats.settingsPath]).run(in: stats.environment())
    #expect(
      stats.stdout.get().contains("Review: 8 of 16 items due today (conjugar quiz --review)"))
  }

  /// The golden transcript: text and JSON on the fixture history's last quiz day, the day
  /// after and a year later (everything due, the streak broken).
  @Test func transcript() throws {
    var output = ""
    for now in ["2025-03-09T20:00:00Z", "2025-03-10T20:00:00Z", "2026-03-09T20:00:00Z"] {
      let test = try Self.environment(now: now)
      try Self.run(test)
      try Self.run(test, ["--format", "json"])
      #expect(test.stderr.get().isEmpty)
      output += "$ conjugar due  # \(now)\n" + test.output
    }
    try Golden.check(output, against: "due")
  }

  @Test func noHistoryIsZeroAndStatusZero() throws {
    let runner = try InProcessRunner()
    let text = try runner.run(["due"])
    #expect(text.status == 0 && text.stdout == "0 items due today\n" && text.stderr.isEmpty)
    let json = try runner.run(["due", "--format", "json"])
    #expect(json.stdout == #"{"due":0,"nextDue":null,"streak":0}"# + "\n")
    #expect(
      !FileManager.default.fileExists(
        atPath: runner.scratch.appendingPathComponent("history.summary.json").path))
  }

  /// The clock in the past (before the last quiz: the whole summary answers), on the days of
  /// the quizzes and in the future: the count and the streak are those `stats` gives, the next
  /// due day the first after today of `stats --items` (local midnight in Bogotá: 05:00 UTC).
  @Test(arguments: [
    "2025-03-01T12:00:00Z", "2025-03-08T12:00:00Z", "2025-03-10T20:00:00Z",
    "2026-01-01T12:00:00Z",
  ])
  func theClockDecidesWhatIsDue(now: String) throws {
    let stats = try Self.environment(now: now)
    try StatsCommand.parse(["--settings", stats.settingsPath, "--format", "json"]).run(
      in: stats.environment())
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(stats.output.utf8)) as? [String: Any])
    let due = try #require((object["review"] as? [String: Any])?["dueToday"] as? Int)
    let streak = try #require((object["streak"] as? [String: Any])?["current"] as? Int)
    let items = try Self.environment(now: now)
    try StatsCommand.parse(["--items", "--settings", items.settingsPath, "--format", "json"]).run(
      in: items.environment())
    let listed = try #require(
      try JSONSerialization.jsonObject(with: Data(items.output.utf8)) as? [String: Any])
    let today = try #require(listed["today"] as? String)
    let dueDays = try #require(listed["items"] as? [[String: Any]]).compactMap {
      $0["dueDay"] as? String
    }
    #expect(dueDays.filter { $0 <= today }.count == due)
    let nextDue = dueDays.filter { $0 > today }.min().map { $0 + "T05:00:00Z" }
    let text = "\(due) items due today" + (streak > 0 ? " · streak \(streak) days" : "")
    let json =
      #"{"due":\#(due),"nextDue":\#(nextDue.map { "\"\($0)\"" } ?? "null"),"streak":\#(streak)}"#
    // Without a cache, then from it.
    let test = try Self.environment(now: now)
    try Self.run(test)
    try Self.run(test)
    try Self.run(test, ["--format", "json"])
    #expect(test.stdout.get() == [text, text, json])
  }

  @Test func aStaleCacheIsBroughtUpToDate() throws {
    let test = try Self.environment()
    try Self.run(test)
    // A quiz with two new misses, dated today, appended by hand.
    let line =
      #"{"date":"2025-03-09T19:00:00Z","answers":[{"verb":"ir","tense":"preterito","person":"yo","#
      + #""mark":"wrong"},{"verb":"ser","tense":"preterito","person":"yo","mark":"skipped"}]}"#
    let handle = try FileHandle(forWritingTo: test.historyURL)
    handle.seekToEndOfFile()
    handle.write(Data((line + "\n").utf8))
    try handle.close()
    try Self.run(test, ["--format", "json"])
    // The new misses are due tomorrow; today's quiz makes the streak 4 days.
    #expect(test.stdout.get().last == #"{"due":8,"nextDue":"2025-03-10T05:00:00Z","streak":4}"#)
    // Tomorrow: the same as a history read without a cache.
    var tomorrow = test
    tomorrow.now = test.now.addingTimeInterval(86_400)
    try DueCommand.parse(["--settings", test.settingsPath]).run(in: tomorrow.environment())
    let fresh = try Self.environment(now: "2025-03-10T20:00:00Z")
    try (try String(contentsOf: test.historyURL, encoding: .utf8)).write(
      to: fresh.historyURL, atomically: true, encoding: .utf8)
    try Self.run(fresh)
    #expect(test.stdout.get().last == fresh.stdout.get().last)
    #expect(fresh.stdout.get().last == "14 items due today · streak 4 days")
  }

  @Test func garbageInTheCacheIsRebuiltSilently() throws {
    let test = try Self.environment()
    try Data("{\"version\":2,\"due\":".utf8 + [0xFF, 0x00]).write(to: cache(test))
    try Self.run(test)
    #expect(test.stdout.get() == ["8 items due today · streak 3 days"])
    #expect(test.stderr.get().isEmpty)
    #expect(try String(contentsOf: cache(test), encoding: .utf8).hasPrefix("{\"checkpoint\""))
  }

  @Test func anUnwritableCacheOnlyCostsSpeed() throws {
    let test = try Self.environment()
    // A folder in the cache's place: it cannot be replaced (as root too).
    try FileManager.default.createDirectory(at: cache(test), withIntermediateDirectories: false)
    try Self.run(test)
    try Self.run(test)
    #expect(test.stdout.get() == Array(repeating: "8 items due today · streak 3 days", count: 2))
    #expect(test.stderr.get().isEmpty)
  }

  @Test func anUnreadableHistoryIsStatus74() throws {
    let runner = try InProcessRunner()
    try FileManager.default.createDirectory(
      at: runner.scratch.appendingPathComponent("history.jsonl"), withIntermediateDirectories: false
    )
    let result = try runner.run(["due"])
    #expect(result.status == 74 && result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("conjugar: error: cannot read quiz history at "))
  }

  @Test func aBadFormatIsAUsageError() throws {
    let result = try InProcessRunner().run(["due", "--format", "yaml"])
    #expect(result.status == 64 && result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("conjugar: error: "), "\(result.stderr)")
  }

  @Test func theBannerSaysWhatIsDue() throws {
    let test = try Self.environment()
    var environment = test.environment()
    environment.variables["CONJUGAR_SETTINGS"] = test.settingsPath
    Repl(
      commands: CommandTree(root: Conjugar.self), environment: environment,
      reader: ScriptedLineReader(["due", "quit"]), interactive: true
    ).run()
    #expect(
      test.stdout.get() == [
        "conjugar 0.1.0: type 'help' for commands, 'quit' to leave.",
        "8 items due today · streak 3 days", "8 items due today · streak 3 days",
      ])
    let empty = try Self.environment(history: false)
    Repl(
      commands: CommandTree(root: Conjugar.self), environment: empty.environment(),
      reader: ScriptedLineReader(["quit"]), interactive: true
    ).run()
    #expect(empty.stdout.get() == ["conjugar 0.1.0: type 'help' for commands, 'quit' to leave."])
  }

  /// The end of a quiz: after the summary, what is due with the quiz just taken counted.
  @Test func theEndOfAQuizSaysWhatIsDue() throws {
    let test = try Self.environment()
    try QuizCommand.parse(["--seed", "3", "--count", "2", "--settings", test.settingsPath]).run(
      in: test.environment(answers: ["x", "y"]))
    // Two misses due tomorrow, and today's quiz in the streak.
    #expect(test.stdout.get().last == "8 items due today · streak 4 days")
    try Self.run(test, ["--format", "json"])
    #expect(test.stdout.get().last == #"{"due":8,"nextDue":"2025-03-10T05:00:00Z","streak":4}"#)
    // Stopped before any answer: nothing recorded, the line all the same.
    try QuizCommand.parse(["--seed", "3", "--count", "2", "--settings", test.settingsPath]).run(
      in: test.environment(answers: [":quit"]))
    #expect(test.stdout.get().last == "8 items due today · streak 4 days")
    let worksheet = try Self.environment()
    try QuizCommand.parse([
      "--seed", "3", "--count", "2", "--worksheet", "--settings", worksheet.settingsPath,
    ]).run(in: worksheet.environment())
    #expect(!worksheet.output.contains("due today"))
  }
}
