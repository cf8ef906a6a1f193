import Foundation
import Testing

@testable import conjugar

/// `conjugar stats` on a fixture history: six quizzes in March 2025, read in Bogotá time
/// (UTC−5), on 9 March 2025 at 15:00 local time.
@Suite struct StatsCommandTests {
  static let bogota = -5 * 3600

  func run(_ arguments: [String], history: String? = "learning.history.jsonl", extra: String = "") throws -> TestEnvironment {
    let test = try TestEnvironment(now: "2025-03-09T20:00:00Z", secondsFromUTC: Self.bogota)
    if let history { try test.useHistory(history, appending: extra) }
    try StatsCommand.parse(arguments + ["--settings", test.settingsPath]).run(in: test.environment())
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
    let object = try #require(try JSONSerialization.jsonObject(with: Data(test.output.utf8)) as? [String: Any])
    #expect(object["quizzes"] as? Int == 6)
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
  }

  @Test func corruptLinesAreSkippedWithOneWarning() throws {
    let test = try run([], extra: "{\"date\": \"2025-03-09T21:00:00Z\", broken\nnot json\n")
    #expect(test.stderr.get().count == 1)
    #expect(test.stderr.get().first?.hasPrefix("conjugar: warning: 2 lines of ") == true, "\(test.stderr.get())")
    let clean = try run([])
    #expect(test.output == clean.output)
  }
}

/// `conjugar stats` through the built binary.
@Suite struct StatsBinaryTests {
  let runner: BinaryRunner
  init() throws { runner = try BinaryRunner() }

  func putHistory(extra: String = "") throws {
    let text = try String(contentsOf: Golden.folder.appendingPathComponent("learning.history.jsonl"), encoding: .utf8)
    try (text + extra).write(to: runner.scratch.appendingPathComponent("history.jsonl"), atomically: true, encoding: .utf8)
  }

  @Test func noHistoryIsAFriendlyLine() throws {
    let result = try runner.run(["stats"])
    #expect(result.status == 0)
    #expect(result.stdout == "No quizzes yet: run 'conjugar quiz'.\n")
    #expect(result.stderr.isEmpty)
  }

  @Test func aCorruptLineDoesNotBreakStats() throws {
    try putHistory(extra: "{\"date\":\"2025-03-10T10:00:00Z\",\"answers\":[{\"verb\":\n")
    let result = try runner.run(["stats"], environment: ["TZ": "America/Bogota"])
    #expect(result.status == 0)
    #expect(result.stderrLines.count == 1)
    #expect(result.stderr.contains("1 line of ") && result.stderr.contains("history.jsonl could not be read"))
    let expected = try String(contentsOf: Golden.folder.appendingPathComponent("stats-text.stdout"), encoding: .utf8)
    // The streak and the review line depend on today; the rest does not.
    let stable = { (text: String) in text.split(separator: "\n").filter { !$0.hasPrefix("Streak:") && !$0.hasPrefix("Review:") } }
    #expect(stable(result.stdout) == stable(expected))
  }

  @Test func jsonIsOneLine() throws {
    try putHistory()
    let result = try runner.run(["stats", "--format", "json"])
    #expect(result.status == 0)
    #expect(result.stdoutLines.count == 2 && result.stdoutLines[1].isEmpty)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(object["answers"] as? Int == 32)
  }

  @Test func listedInHelp() throws {
    #expect(try runner.run(["help"]).stdout.contains("stats"))
  }
}
