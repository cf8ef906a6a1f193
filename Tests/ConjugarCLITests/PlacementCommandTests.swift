import ConjugarTestSupport
import Foundation
import Testing

/// Issue 42: `quiz --placement`, reviewed golden transcripts of a beginner (mostly "I don't
/// know"), an intermediate and an advanced learner (everything right), in English and in
/// Spanish, each followed by `stats`; what the history line holds; bad input.
@Suite struct PlacementCommandTests {
  let runner: InProcessRunner
  init() throws { runner = try StatsCommandTests.bogotaRunner() }

  var historyURL: URL { runner.scratch.appendingPathComponent("history.jsonl") }

  func clearHistory() throws {
    for name in ["history.jsonl", "history.summary.json"] {
      try? FileManager.default.removeItem(at: runner.scratch.appendingPathComponent(name))
    }
  }

  func historyLines() throws -> [[String: Any]] {
    guard let text = try? String(contentsOf: historyURL, encoding: .utf8) else { return [] }
    return try text.split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
  }

  func answers(_ learner: String) throws -> String {
    try String(
      contentsOf: Golden.folder.appendingPathComponent("placement-\(learner).stdin"),
      encoding: .utf8)
  }

  /// The placement, then `stats` (and for the advanced learner the undo and `stats` again).
  func transcript(_ learner: String, language: String) throws -> String {
    try clearHistory()
    var commands: [[String]] = [["quiz", "--placement", "--seed", "7"], ["stats"]]
    if learner == "advanced" {
      commands += [["stats", "--forget-placement"], ["stats"], ["stats", "--forget-placement"]]
    }
    var text = ""
    for arguments in commands {
      let stdin = arguments.contains("--placement") ? try answers(learner) : ""
      let result = try runner.run(arguments + ["--lang", language], stdin: stdin)
      text += "$ conjugar \(arguments.joined(separator: " ")) --lang \(language)\n"
      text += result.stdout
      text += result.stderrLines.map { "[stderr] \($0)\n" }.joined()
      text += "[status \(result.status)]\n"
    }
    return text
  }

  @Test(arguments: ["beginner", "intermediate", "advanced"])
  func english(learner: String) throws {
    try Golden.check(try transcript(learner, language: "en"), against: "placement-\(learner)")
  }

  @Test(arguments: ["beginner", "intermediate", "advanced"])
  func spanish(learner: String) throws {
    try Golden.check(try transcript(learner, language: "es"), against: "placement-\(learner)-es")
  }

  /// Everything right: at most 30 questions, every group tested is known, and the line seeds
  /// forms of each of them; the same seed and answers give the same transcript, byte for byte.
  @Test func anAdvancedLearnerIsSeededForEveryGroupTested() throws {
    try clearHistory()
    let first = try runner.run(
      ["quiz", "--placement", "--seed", "7"], stdin: try answers("advanced"))
    #expect(first.status == 0 && first.stderr.isEmpty, "\(first.stderr)")
    let asked = Self.questions(first.stdout).count
    #expect(asked > 0 && asked <= 30)
    let line = try #require(try historyLines().last)
    let placement = try #require(line["placement"] as? [String: Any])
    let known = try #require(placement["known"] as? [String])
    #expect((placement["notKnown"] as? [String])?.isEmpty == true)
    #expect(placement["questions"] as? Int == asked)
    #expect(known.count == 12, "every group but voseo (vos off): \(known)")
    let forms = try #require(placement["forms"] as? [[Any]])
    #expect(forms.count > 100)
    try clearHistory()
    let second = try runner.run(
      ["quiz", "--placement", "--seed", "7"], stdin: try answers("advanced"))
    #expect(second.stdout == first.stdout)
  }

  /// The question lines of a transcript ("3. tener · pretérito · yo").
  static func questions(_ stdout: String) -> [Substring] {
    stdout.split(separator: "\n").filter { $0.wholeMatch(of: /\d+\. .+/) != nil }
  }

  /// The answers of a learner who knows every form, found by asking: each run answers what
  /// the last one said the next form is.
  func rightAnswers(seed: Int) throws -> [String] {
    var answers: [String] = []
    while answers.count <= 30 {
      try clearHistory()
      let result = try runner.run(
        ["quiz", "--placement", "--seed", "\(seed)"],
        stdin: answers.joined(separator: "\n") + String(repeating: "\n", count: 40))
      let said = result.stdout.matches(of: /That is fine: it is (.+)\./).map { String($0.1) }
      guard let next = said.first else { break }
      answers.append(next)
    }
    return answers
  }

  /// With vos, voseo is one of the groups tried, and seeded when known.
  @Test func withVosVoseoIsTriedAndSeeded() throws {
    #expect(try runner.run(["settings", "set", "vos", "on"]).status == 0)
    defer { _ = try? runner.run(["settings", "set", "vos", "off"]) }
    let answers = try rightAnswers(seed: 3)
    try clearHistory()
    let result = try runner.run(
      ["quiz", "--placement", "--seed", "3"], stdin: answers.joined(separator: "\n") + "\n")
    #expect(result.stdout.contains("· vos"), "\(result.stdout)")
    #expect(Self.questions(result.stdout).count <= 30)
    let placement = try #require(try historyLines().last?["placement"] as? [String: Any])
    #expect((placement["known"] as? [String])?.contains("voseo") == true)
    let forms = try #require(placement["forms"] as? [[Any]])
    #expect(forms.contains { $0.count == 3 && $0[2] as? String == "vos" })
  }

  @Test(arguments: [
    ["--review"], ["--weak"], ["--worksheet"], ["--count", "5"], ["--mode", "translate"],
    ["--tense", "preterito"], ["--difficulty", "easy"], ["--verbs", "hablar"], ["--irregular"],
    ["--grid"], ["--speak"], ["--from", "text.txt"],
  ])
  func optionsThatMakeNoSenseWithItAreAUsageError(extra: [String]) throws {
    try clearHistory()
    let result = try runner.run(["quiz", "--placement"] + extra, stdin: "hablo\n")
    #expect(result.status == 64, "\(extra): \(result.stderr)")
    #expect(result.stderrLines.count == 1 && result.stdout.isEmpty)
    #expect(try historyLines().isEmpty)
  }

  @Test(arguments: [["--items"], ["--format", "json"], ["--fit"]])
  func forgetPlacementAloneIsAUsageError(extra: [String]) throws {
    let result = try runner.run(["stats", "--forget-placement"] + extra)
    #expect(result.status == 64 && result.stderrLines.count == 1)
  }

  /// Stopped part-way (end of input, `:quit`): nothing is recorded, and it says so.
  @Test(arguments: ["sienten\ntiene\n", "sienten\n:quit\n", ""])
  func stoppedPartWayRecordsNothing(stdin: String) throws {
    try clearHistory()
    let result = try runner.run(["quiz", "--placement", "--seed", "7"], stdin: stdin)
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    #expect(result.stdout.contains("nothing was recorded"))
    #expect(try historyLines().isEmpty)
  }

  /// Garbage (control characters, invalid UTF-8, long lines, commands): no crash, a whole
  /// line recorded or none.
  @Test(arguments: [1, 2, 3] as [UInt64])
  func garbageAnswersNeverCrash(seed: UInt64) throws {
    try clearHistory()
    var bytes: [UInt8] = []
    var state = seed &* 0x9E37_79B9_7F4A_7C15
    for _ in 0..<600 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let byte = UInt8(truncatingIfNeeded: state >> 57)
      bytes.append(byte % 7 == 0 ? 10 : byte &+ UInt8(truncatingIfNeeded: state >> 40))
    }
    let result = try runner.run(
      ["quiz", "--placement", "--seed", "\(seed)"], input: Data(bytes + Array(":x\n?\n".utf8)))
    #expect([0, 74].contains(result.status), "\(result.status) \(result.stderr)")
    let lines = try historyLines()
    #expect(lines.count <= 1)
    if let line = lines.first { #expect(line["kind"] as? String == "placement") }
  }

  /// The undo appends one line and never rewrites the history; review no longer has the
  /// seeded forms, and a quiz after it is read as before.
  @Test func forgettingAppendsALine() throws {
    try clearHistory()
    _ = try runner.run(["quiz", "--placement", "--seed", "7"], stdin: try answers("advanced"))
    let before = try Data(contentsOf: historyURL)
    let items = try runner.run(["stats", "--items", "--format", "json"])
    #expect(items.stdout.contains("\"reviews\":0"))
    let forget = try runner.run(["stats", "--forget-placement"])
    #expect(forget.status == 0)
    let after = try Data(contentsOf: historyURL)
    #expect(after.prefix(before.count) == before && after.count > before.count)
    #expect(try historyLines().last?["kind"] as? String == "placement-forgotten")
    let json = try runner.run(["stats", "--format", "json"])
    #expect(json.stdout.contains("\"placement\":null"))
    let due = try runner.run(["stats", "--items", "--format", "json"])
    #expect(!due.stdout.contains("\"reviews\":0"))
  }

  /// A placement alone (no quiz yet) seeds items that a review with `--count` asks; without a
  /// count nothing is due for three weeks.
  @Test func aReviewAfterAPlacementAloneAsksTheSeededForms() throws {
    try clearHistory()
    _ = try runner.run(["quiz", "--placement", "--seed", "7"], stdin: try answers("advanced"))
    let due = try runner.run(["quiz", "--review", "--seed", "1"])
    #expect(due.status == 0 && due.stdout.isEmpty && due.stderrLines.count == 1, "\(due.stderr)")
    #expect(due.stderr.contains("2025-03-30"), "first due three weeks later: \(due.stderr)")
    let review = try runner.run(
      ["quiz", "--review", "--count", "2", "--seed", "1"], stdin: ":skip\n:skip\n")
    #expect(review.status == 0, "\(review.stderr)")
    #expect(review.stdout.contains("1/2") && review.stdout.contains("2/2"))
  }

  /// With quizzes in the history, `stats` shows the placement after the review line, and its
  /// JSON the placement in effect.
  @Test func statsShowsThePlacementBesideTheQuizzes() throws {
    try clearHistory()
    let quiz = try runner.run(["quiz", "--seed", "1", "--count", "2"], stdin: ":skip\n:skip\n")
    #expect(quiz.status == 0, "\(quiz.stderr)")
    _ = try runner.run(["quiz", "--placement", "--seed", "7"], stdin: try answers("intermediate"))
    let text = try runner.run(["stats"])
    let lines = text.stdout.split(separator: "\n")
    let review = try #require(
      lines.firstIndex { $0.hasPrefix("Spaced review") || $0.contains("due today") })
    #expect(
      lines[review + 1].hasPrefix("Placement on 2025-03-09: knows regular presents"),
      "\(text.stdout)")
    let json = try runner.run(["stats", "--format", "json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let placement = try #require(object["placement"] as? [String: Any])
    #expect((placement["known"] as? [String])?.first == "regular-present")
    #expect(
      (placement["notKnown"] as? [String]) == ["present-subjunctive", "participles-compound"])
    #expect(placement["forms"] as? Int == placement["seeded"] as? Int)
  }

  /// A history that cannot be written: one warning, the result, and no claim that forms were
  /// recorded.
  @Test func aHistoryThatCannotBeWrittenIsAWarning() throws {
    try clearHistory()
    try FileManager.default.createDirectory(at: historyURL, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(at: historyURL) }
    let result = try runner.run(
      ["quiz", "--placement", "--seed", "7"], stdin: try answers("advanced"))
    #expect(result.status == 0)
    #expect(result.stderrLines.count == 1 && result.stderr.contains("not recorded"))
    #expect(result.stdout.contains("You already know"))
    #expect(!result.stdout.contains("recorded as known"))
  }
}
