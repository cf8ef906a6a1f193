import ConjugarCommandLine
import ConjugarCommands
import Foundation
import Testing

/// Stats by habit on the fixture history (StatsCommandTests) with three quizzes appended that
/// recorded their diagnoses (Golden/habits.history.jsonl, written by `conjugar quiz` itself):
/// accuracy by habit, misses by kind (the older answers counted as not diagnosed), and the
/// habits to work on with the learner's own misses.
@Suite struct StatsHabitsTests {
  func run(_ arguments: [String]) throws -> TestEnvironment {
    let habits = try String(
      contentsOf: Golden.folder.appendingPathComponent("habits.history.jsonl"), encoding: .utf8)
    return try StatsCommandTests().run(arguments, extra: habits)
  }

  @Test func text() throws {
    let test = try run([])
    #expect(test.stderr.get().isEmpty, "\(test.stderr.get())")
    try Golden.check(test.output, against: "stats-habits")
    #expect(test.output.contains("\nHabits to work on\n  -car/-gar/-zar spelling before e: 1 of 5"))
  }

  @Test func json() throws {
    let test = try run(["--format", "json"])
    #expect(test.stderr.get().isEmpty)
    try Golden.check(test.output, against: "stats-habits-json")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(test.output.utf8)) as? [String: Any])
    #expect(
      object["workOn"] as? [String] == ["spelling-before-e", "stem-e-ie", "strong-preterite"])
    #expect(object["undiagnosed"] as? Int == 11)
    let kinds = try #require(object["diagnoses"] as? [[String: Any]])
    #expect(
      kinds.map { $0["kind"] as? String } == ["accent", "regularized", "overapplied", "spelling"])
    #expect(kinds.map { $0["misses"] as? Int } == [2, 9, 1, 2])
    let habits = try #require(object["habits"] as? [[String: Any]])
    let strong = try #require(habits.first { $0["habit"] as? String == "strong-preterite" })
    #expect(strong["answers"] as? Int == 15 && strong["correct"] as? Int == 6)
    #expect(strong["irregularities"] as? [String] == ["strong-preterite"])
    let missed = try #require(strong["missed"] as? [[String: Any]])
    #expect(
      missed.first?["verb"] as? String == "hacer" && missed.first?["expected"] as? String == "hizo")
  }

  /// A history without enough answers for any habit says so, and names no drill.
  @Test func noHabitToWorkOnYet() throws {
    let test = try TestEnvironment(
      now: "2025-03-09T20:00:00Z", secondsFromUTC: StatsCommandTests.bogota)
    try
      #"{"date":"2025-03-09T14:00:00Z","answers":[{"verb":"tener","tense":"preterito","person":"yo","mark":"wrong","diagnosis":"regularized"}]}"#
      .appending("\n").write(to: test.historyURL, atomically: true, encoding: .utf8)
    try StatsCommand.parse(["--settings", test.settingsPath]).run(in: test.environment())
    #expect(test.output.contains("\nMisses by kind: made regular 1\n"))
    #expect(
      test.output.contains(
        "\nHabits to work on\n  none yet: a habit needs 5 answers and a miss\n"))
    #expect(!test.output.contains("quiz --weak"))
  }
}
