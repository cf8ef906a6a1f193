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
  /// Every question skipped each time it is asked (three times at most): a finished quiz that
  /// scores 0.
  static let skipped = Array(repeating: ":skip", count: 30)
  /// The first nine right, the last skipped: 45. The skipped question comes back at the end,
  /// where the answers run out: the quiz was finished, its relearning cut short.
  static let weak = Array(perfect.prefix(9)) + [":skip"]

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

  /// The right answers of the quiz `arguments` ask, from its worksheet's answer key (the first
  /// reading of an ambiguous form in recognition).
  func answerKey(_ arguments: [String], in test: TestEnvironment) throws -> [String] {
    let before = test.stdout.get().count
    try QuizCommand.parse(
      arguments + ["--worksheet", "--answers", "--format", "json", "--settings", test.settingsPath]
    ).run(in: test.environment())
    let json = test.stdout.get()[before...].joined(separator: "\n")
    let items = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    return items.compactMap { ($0["answer"] as? String)?.components(separatedBy: "; or ").first }
  }

  static let standard = ["--seed", "3", "--count", "10"]

  @Test func aQuizThatBeatsTheBestSaysSoOnce() throws {
    let test = try TestEnvironment(now: "2025-03-09T20:00:00Z", secondsFromUTC: -5 * 3600)
    // The first score of a group is not announced: a first quiz's transcript is unchanged.
    #expect(bestLines(try quiz(Self.standard, answers: Self.weak, in: test)).isEmpty)
    let beaten = try quiz(Self.standard, answers: Self.perfect, in: test)
    #expect(beaten.contains("Score: 100 points × 0.5 (easy) × 1.0 (latin-america) = 50"))
    #expect(beaten.dropLast().last == "New personal best: 50 (previous: 45 on 2025-03-09)")
    #expect(bestLines(beaten).count == 1)
    // Equalling or falling short of the best says nothing.
    #expect(bestLines(try quiz(Self.standard, answers: Self.perfect, in: test)).isEmpty)
    #expect(bestLines(try quiz(Self.standard, answers: Self.weak, in: test)).isEmpty)
  }

  /// A score of 0 is no best: the next quiz that scores is the first of its group, not
  /// announced as beating 0; and `stats` lists no best of 0.
  @Test func aScoreOfZeroIsNoBestToBeat() throws {
    let test = try TestEnvironment(now: "2025-03-09T20:00:00Z")
    let skipped = try quiz(Self.standard, answers: Self.skipped, in: test)
    #expect(skipped.contains { $0.hasPrefix("Score: ") && $0.hasSuffix(" = 0") })
    #expect(bestLines(try quiz(Self.standard, answers: Self.weak, in: test)).isEmpty)
    let beaten = try quiz(Self.standard, answers: Self.perfect, in: test)
    #expect(beaten.dropLast().last == "New personal best: 50 (previous: 45 on 2025-03-09)")
  }

  /// A quiz of fewer than 5 questions is no best, however it scores; one of 5 is.
  @Test func aQuizOfFewerThanFiveQuestionsIsNoBest() throws {
    let test = try TestEnvironment(now: "2025-03-09T20:00:00Z")
    for count in ["4", "5", "4"] {
      let arguments = ["--seed", "3", "--count", count]
      try quiz(arguments, answers: try answerKey(arguments, in: test), in: test)
    }
    let before = test.stdout.get().count
    try StatsCommand.parse(["--settings", test.settingsPath]).run(in: test.environment())
    let text = Array(test.stdout.get()[before...])
    let start = try #require(text.firstIndex(of: "Personal bests"))
    #expect(
      Array(text[(start + 1)...]) == [
        "  easy · latin-america · 5 questions — 25 on 2025-03-09 (seed 3)"
      ])
  }

  /// The end of a quiz takes the bests from the summary cache beside the history (written by
  /// the quiz before) and the lines after it; a damaged cache is rebuilt and changes nothing.
  @Test func theBestsComeThroughTheSummaryCacheBesideTheHistory() throws {
    let test = try TestEnvironment(now: "2025-03-09T20:00:00Z")
    let cache = test.historyURL.deletingLastPathComponent()
      .appendingPathComponent("history.summary.json")
    try quiz(Self.standard, answers: Self.weak, in: test)
    try quiz(Self.standard, answers: Self.weak, in: test)
    #expect(try String(contentsOf: cache, encoding: .utf8).contains("\n" + #"{"bests":[{"#))
    try "{not json".write(to: cache, atomically: false, encoding: .utf8)
    let beaten = try quiz(Self.standard, answers: Self.perfect, in: test)
    #expect(beaten.dropLast().last == "New personal best: 50 (previous: 45 on 2025-03-09)")
    #expect(try String(contentsOf: cache, encoding: .utf8).contains("\n" + #"{"bests":[{"#))
  }

  @Test(arguments: [
    ["--seed", "3", "--count", "9"], ["--seed", "3", "--count", "10", "--difficulty", "moderate"],
    ["--seed", "3", "--count", "10", "--mode", "recognize"],
    ["--seed", "3", "--count", "10", "--person", "yo"],
  ])
  func anotherGroupIsNotBeaten(_ arguments: [String]) throws {
    let test = try TestEnvironment(now: "2025-03-09T20:00:00Z")
    try quiz(arguments, answers: try answerKey(arguments, in: test), in: test)
    #expect(bestLines(try quiz(Self.standard, answers: Self.perfect, in: test)).isEmpty)
  }

  @Test func unfinishedQuizzesAndReviewsAreNotScored() throws {
    let test = try TestEnvironment(now: "2025-03-09T20:00:00Z")
    // Stopped early: not a score, neither as a previous best nor as a new one.
    try quiz(Self.standard, answers: Array(Self.perfect.prefix(5)) + [":quit"], in: test)
    #expect(bestLines(try quiz(Self.standard, answers: Self.weak, in: test)).isEmpty)
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
    let selection = ["--seed", "3", "--count", "5", "--tense", "preterito", "--person", "yo"]
    try quiz(selection, answers: try answerKey(selection, in: test), in: test)
    try quiz(Self.standard, answers: Self.perfect, in: test)
    try quiz(Self.standard, answers: Self.weak, in: test)
    let before = test.stdout.get().count
    try StatsCommand.parse(["--settings", test.settingsPath]).run(in: test.environment())
    let text = Array(test.stdout.get()[before...])
    let start = try #require(text.firstIndex(of: "Personal bests"))
    #expect(
      Array(text[(start + 1)...]) == [
        "  easy · latin-america · 5 questions · only: pretérito; yo — 25 on 2025-03-09 (seed 3)",
        "  easy · latin-america · 10 questions — 50 on 2025-03-09 (seed 3)",
      ])
    let json = test.stdout.get().count
    try StatsCommand.parse(["--format", "json", "--settings", test.settingsPath])
      .run(in: test.environment())
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(test.stdout.get()[json].utf8)) as? [String: Any])
    let bests = try #require(object["bests"] as? [[String: Any]])
    #expect(bests.map { $0["score"] as? Int } == [25, 50])
    #expect(bests.map { $0["questions"] as? Int } == [5, 10])
    #expect(bests[1]["focus"] is NSNull && bests[1]["seed"] as? Int == 3)
    #expect((bests[0]["focus"] as? [String: Any])?["tenses"] as? [String] == ["preterito"])
    #expect(bests[0]["day"] as? String == "2025-03-09")
  }

  /// The right answer to each question of the quiz `arguments` ask, in question order, read
  /// from a run that skips them all (its "– skipped: …" lines; a score of 0 is no best).
  func answersBySkipping(_ arguments: [String], in test: TestEnvironment) throws -> [String] {
    var answers: [Int: String] = [:]
    var number = 0
    for line in try quiz(arguments, answers: Self.skipped, in: test) {
      if let slash = line.firstIndex(of: "/"), let asked = Int(line[..<slash]) { number = asked }
      if line.hasPrefix("  – skipped: ") {
        answers[number] = String(line.dropFirst("  – skipped: ".count))
      }
    }
    return answers.keys.sorted().compactMap { answers[$0] }
  }

  /// A context quiz's best does not compete with a conjugation quiz's of the same options
  /// (nor recognition in sentences'): each is beaten only by its own drill, and `stats` lists
  /// one best for each, named by its drill, in drill order.
  @Test func eachDrillHasItsOwnBestNamedInStats() throws {
    let test = try TestEnvironment(now: "2025-03-09T20:00:00Z")
    try quiz(Self.standard, answers: Self.perfect, in: test)
    for drill in [["--mode", "context"], ["--mode", "recognize", "--sentences"]] {
      let arguments = drill + Self.standard
      let right = try answersBySkipping(arguments, in: test)
      #expect(right.count == 10)
      // Nine right and the last skipped, then all ten right: a best below the conjugation
      // quiz's 50, announced against the drill's own previous score.
      #expect(
        bestLines(try quiz(arguments, answers: right.dropLast() + [":skip"], in: test)).isEmpty)
      let beaten = try quiz(arguments, answers: right, in: test)
      #expect(beaten.dropLast().last == "New personal best: 50 (previous: 45 on 2025-03-09)")
    }
    let before = test.stdout.get().count
    try StatsCommand.parse(["--settings", test.settingsPath]).run(in: test.environment())
    let text = Array(test.stdout.get()[before...])
    let start = try #require(text.firstIndex(of: "Personal bests"))
    #expect(
      Array(text[(start + 1)...]) == [
        "  easy · latin-america · 10 questions — 50 on 2025-03-09 (seed 3)",
        "  easy · latin-america · 10 questions · context — 50 on 2025-03-09 (seed 3)",
        "  easy · latin-america · 10 questions · recognize-sentences — 50 on 2025-03-09 (seed 3)",
      ])
  }
}
