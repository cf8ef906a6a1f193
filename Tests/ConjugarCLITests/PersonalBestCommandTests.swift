import ConjugarCommandLine
import ConjugarCommands
import Foundation
import Testing

/// Personal bests in-process: the line at the end of a quiz that beats the best of its group,
/// nothing otherwise, the selection in the history, and the listing in `stats`.
@Suite struct PersonalBestCommandTests {
  /// `--seed 3 --count 10` (easy, Latin America) answered with perfect.stdin scores 50.
  static let perfect: [String] = {
    let text = (try? Golden.input("perfect")).map { String(decoding: $0, as: UTF8.self) } ?? ""
    return text.split(separator: "\n").map(String.init)
  }()
  static let skipped = Array(repeating: ":skip", count: 10)

  /// Runs a quiz in `test`'s folder (its history kept between runs); returns what it printed.
  @discardableResult
  func quiz(_ arguments: [String], answers: [String], in test: TestEnvironment) throws -> [String] {
    let before = test.stdout.get().count
    try QuizCommand.parse(arguments + ["--settings", test.settingsPath])
      .run(in: test.environment(answers: answers))
    #expect(test.stderr.get().isEmpty, "\(test.stderr.get())")
    return Array(test.stdout.get()[before...])
  }

  func bestLines(_ lines: [String]) -> [String] { lines.filter { $0.contains("personal best") } }

  static let standard = ["--seed", "3", "--count", "10"]

  @Test func aQuizThatBeatsTheBestSaysSoOnce() throws {
    let test = try TestEnvironment(now: "2025-03-09T20:00:00Z", secondsFromUTC: -5 * 3600)
    // The first score of a group is not announced: a first quiz's transcript is unchanged.
    #expect(bestLines(try quiz(Self.standard, answers: Self.skipped, in: test)).isEmpty)
    let beaten = try quiz(Self.standard, answers: Self.perfect, in: test)
    #expect(beaten.contains("Score: 100 points × 0.5 (easy) × 1.0 (latin-america) = 50"))
    #expect(beaten.dropLast().last == "New personal best: 50 (previous: 0 on 2025-03-09)")
    #expect(bestLines(beaten).count == 1)
    // Equalling or falling short of the best says nothing.
    #expect(bestLines(try quiz(Self.standard, answers: Self.perfect, in: test)).isEmpty)
    #expect(bestLines(try quiz(Self.standard, answers: Self.skipped, in: test)).isEmpty)
  }

  /// The end of a quiz takes the bests from the summary cache beside the history (written by
  /// the quiz before) and the lines after it; a damaged cache is rebuilt and changes nothing.
  @Test func theBestsComeThroughTheSummaryCacheBesideTheHistory() throws {
    let test = try TestEnvironment(now: "2025-03-09T20:00:00Z")
    let cache = test.historyURL.deletingLastPathComponent()
      .appendingPathComponent("history.summary.json")
    try quiz(Self.standard, answers: Self.skipped, in: test)
    try quiz(Self.standard, answers: Self.skipped, in: test)
    #expect(try String(contentsOf: cache, encoding: .utf8).contains("\n" + #"{"bests":[{"#))
    try "{not json".write(to: cache, atomically: false, encoding: .utf8)
    let beaten = try quiz(Self.standard, answers: Self.perfect, in: test)
    #expect(beaten.dropLast().last == "New personal best: 50 (previous: 0 on 2025-03-09)")
    #expect(try String(contentsOf: cache, encoding: .utf8).contains("\n" + #"{"bests":[{"#))
  }

  @Test(arguments: [
    ["--seed", "3", "--count", "9"], ["--seed", "3", "--count", "10", "--difficulty", "moderate"],
    ["--seed", "3", "--count", "10", "--mode", "recognize"],
    ["--seed", "3", "--count", "10", "--person", "yo"],
  ])
  func anotherGroupIsNotBeaten(_ arguments: [String]) throws {
    let test = try TestEnvironment(now: "2025-03-09T20:00:00Z")
    try quiz(arguments, answers: Self.skipped, in: test)
    #expect(bestLines(try quiz(Self.standard, answers: Self.perfect, in: test)).isEmpty)
  }

  @Test func unfinishedQuizzesAndReviewsAreNotScored() throws {
    let test = try TestEnvironment(now: "2025-03-09T20:00:00Z")
    // Stopped early: not a score, neither as a previous best nor as a new one.
    try quiz(Self.standard, answers: [":skip", ":quit"], in: test)
    #expect(bestLines(try quiz(Self.standard, answers: Self.skipped, in: test)).isEmpty)
    #expect(
      bestLines(try quiz(Self.standard, answers: Array(Self.perfect.prefix(3)), in: test)).isEmpty)
    let review = try quiz(
      ["--review", "--seed", "1", "--count", "3"], answers: Self.perfect, in: test)
    #expect(review.first?.hasPrefix("Review") == true)
    #expect(bestLines(review).isEmpty)
  }

  @Test func theSelectionIsRecordedAndWithoutOneTheLineIsAsBefore() throws {
    let test = try TestEnvironment(now: "2025-03-09T20:00:00Z")
    try quiz(
      ["--seed", "3", "--count", "4", "--tense", "preterito", "--person", "yo,nosotros"],
      answers: Self.skipped, in: test)
    try quiz(Self.standard, answers: Self.skipped, in: test)
    let lines = try String(contentsOf: test.historyURL, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines[0].contains(#""focus":{"persons":["yo","nosotros"],"tenses":["preterito"]}"#))
    #expect(!lines[1].contains("focus"))
  }

  @Test func statsListsTheBestOfEachGroup() throws {
    let test = try TestEnvironment(now: "2025-03-09T20:00:00Z")
    try quiz(
      ["--seed", "3", "--count", "4", "--tense", "preterito", "--person", "yo"],
      answers: Self.skipped, in: test)
    try quiz(Self.standard, answers: Self.perfect, in: test)
    try quiz(Self.standard, answers: Self.skipped, in: test)
    let before = test.stdout.get().count
    try StatsCommand.parse(["--settings", test.settingsPath]).run(in: test.environment())
    let text = Array(test.stdout.get()[before...])
    let start = try #require(text.firstIndex(of: "Personal bests"))
    #expect(
      Array(text[(start + 1)...]) == [
        "  easy · latin-america · 4 questions · only: pretérito; yo — 0 on 2025-03-09 (seed 3)",
        "  easy · latin-america · 10 questions — 50 on 2025-03-09 (seed 3)",
      ])
    let json = test.stdout.get().count
    try StatsCommand.parse(["--format", "json", "--settings", test.settingsPath])
      .run(in: test.environment())
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(test.stdout.get()[json].utf8)) as? [String: Any])
    let bests = try #require(object["bests"] as? [[String: Any]])
    #expect(bests.map { $0["score"] as? Int } == [0, 50])
    #expect(bests.map { $0["questions"] as? Int } == [4, 10])
    #expect(bests[1]["focus"] is NSNull && bests[1]["seed"] as? Int == 3)
    #expect((bests[0]["focus"] as? [String: Any])?["tenses"] as? [String] == ["preterito"])
    #expect(bests[0]["day"] as? String == "2025-03-09")
  }
}
