import ConjugarCommandLine
import ConjugarCommands
import Foundation
import Testing

/// `conjugar quiz --weak` in-process on the stats fixture history with three diagnosed quizzes
/// (StatsHabitsTests), on 9 March 2025 in Bogotá: the irregular forms of the habits to work on,
/// across verbs the learner never met, seeded; its history line has `"mode":"weak"`.
@Suite struct WeakQuizTests {
  let runner: InProcessRunner
  var historyURL: URL { runner.scratch.appendingPathComponent("history.jsonl") }

  init() throws {
    runner = try StatsCommandTests.bogotaRunner()
  }

  func useHabitsHistory() throws {
    let text = try ["learning.history.jsonl", "habits.history.jsonl"].map {
      try String(contentsOf: Golden.folder.appendingPathComponent($0), encoding: .utf8)
    }.joined()
    try text.write(to: historyURL, atomically: true, encoding: .utf8)
  }

  static let arguments = ["quiz", "--weak", "--seed", "7", "--count", "8"]

  @Test func transcript() throws {
    try useHabitsHistory()
    let result = try runner.run(Self.arguments, input: try Golden.input("weak"))
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    try Golden.check(result.stdout, against: "weak")
    let line = try #require(
      try String(contentsOf: historyURL, encoding: .utf8).split(separator: "\n").last)
    let record = try #require(
      try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    #expect(record["mode"] as? String == "weak")
    #expect(record["answered"] as? Int == 8 && record["questions"] as? Int == 8)
    let answers = try #require(record["answers"] as? [[String: Any]])
    #expect(answers.first?["diagnosis"] as? String == "regularized")
    #expect(answers.first?["irregularity"] as? String == "stem-e-ie")
    // Same seed, same history, same answers: byte-identical.
    try useHabitsHistory()
    let again = try runner.run(Self.arguments, input: try Golden.input("weak"))
    #expect(again.stdout == result.stdout)
  }

  /// Every question shows one of the weak habits, and most verbs are not in the history.
  @Test func drillsTheWeakHabitsAcrossNewVerbs() throws {
    try useHabitsHistory()
    let sheet = try runner.run(
      [
        "quiz", "--weak", "--seed", "3", "--count", "30", "--worksheet", "--answers", "--format",
        "json",
      ])
    #expect(sheet.status == 0, "\(sheet.stderr)")
    let items = try #require(
      try JSONSerialization.jsonObject(with: Data(sheet.stdout.utf8)) as? [[String: Any]])
    #expect(items.count == 30)
    let history = try String(contentsOf: historyURL, encoding: .utf8)
    let verbs = Set(items.compactMap { $0["verb"] as? String })
    let met = verbs.filter { history.contains("\"verb\":\"\($0)\"") }
    #expect(verbs.count >= 15 && met.count * 2 < verbs.count, "\(verbs) \(met)")
    let text = try runner.run(["quiz", "--weak", "--seed", "3", "--count", "30", "--worksheet"])
    #expect(text.stdout.hasPrefix("Weak spots worksheet"))
  }

  /// A weak drill counts as a quiz in stats, not as a review nor for personal bests.
  @Test func statsCountItAsAQuizWithoutABest() throws {
    try useHabitsHistory()
    let before = try runner.run(["stats", "--format", "json"])
    let answers = try String(
      contentsOf: Golden.folder.appendingPathComponent("weak.stdin"), encoding: .utf8)
    #expect(try runner.run(Self.arguments, stdin: answers).status == 0)
    let after = try runner.run(["stats", "--format", "json"])
    func object(_ text: String) throws -> [String: Any] {
      try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }
    let (old, new) = (try object(before.stdout), try object(after.stdout))
    #expect(new["quizzes"] as? Int == (old["quizzes"] as? Int ?? 0) + 1)
    #expect(new["reviews"] as? Int == old["reviews"] as? Int)
    #expect((new["bests"] as? [Any])?.count == (old["bests"] as? [Any])?.count)
  }

  @Test func noHistoryIsANote() throws {
    let result = try runner.run(Self.arguments)
    #expect(result.status == 0 && result.stdout.isEmpty)
    #expect(
      result.stderr
        == "conjugar: note: no quiz history yet: run 'conjugar quiz' first; --weak drills the habits it shows weak\n"
    )
  }

  @Test func nothingWeakYetIsANote() throws {
    try StatsCommandTests.fixture("learning.history.jsonl").prefix(1).joined()
      .appending("\n").write(to: historyURL, atomically: true, encoding: .utf8)
    let result = try runner.run(Self.arguments)
    #expect(result.status == 0 && result.stdout.isEmpty)
    #expect(
      result.stderr
        == "conjugar: note: nothing weak yet: a habit needs 5 answers and a miss ('conjugar stats' shows them)\n"
    )
  }

  @Test(arguments: [
    (["--review"], "--weak does not go with --review"),
    (["--worksheet", "--grid"], "--grid does not go with --weak"),
  ])
  func badCombinationsAreUsageErrors(_ extra: [String], _ message: String) throws {
    try useHabitsHistory()
    let result = try runner.run(Self.arguments + extra)
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("conjugar: error: \(message)"), "\(result.stderr)")
  }
}

extension StatsCommandTests {
  /// The lines of a Golden history.
  static func fixture(_ name: String) throws -> [String] {
    try String(contentsOf: Golden.folder.appendingPathComponent(name), encoding: .utf8)
      .split(separator: "\n").map(String.init)
  }
}
