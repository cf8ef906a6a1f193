import ConjugarCommandLine
import ConjugarCommands
import Foundation
import Testing

/// Relearning in-process, with scripted standard input: in every drill and in a spaced review a
/// missed question comes back 3 questions later as "N/M again"; the history holds the repeats
/// marked `"repeat":true`, while the score, `answered`, `correct` and `stats` count first
/// answers only; `:quit` ends the repeats.
@Suite struct RelearningCommandTests {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  var historyURL: URL { runner.scratch.appendingPathComponent("history.jsonl") }

  /// The right answers of the quiz `arguments` ask, from its worksheet's answer key (the first
  /// reading of an ambiguous form in recognition).
  func answerKey(_ arguments: [String]) throws -> [String] {
    let sheet = try runner.run(arguments + ["--worksheet", "--answers", "--format", "json"])
    #expect(sheet.status == 0, "\(sheet.stderr)")
    let items = try #require(
      try JSONSerialization.jsonObject(with: Data(sheet.stdout.utf8)) as? [[String: Any]])
    return items.compactMap { ($0["answer"] as? String)?.components(separatedBy: "; or ").first }
  }

  func lastRecord() throws -> [String: Any] {
    let lines = try String(contentsOf: historyURL, encoding: .utf8).split(separator: "\n")
    let last = try #require(lines.last)
    return try #require(
      try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
  }

  static let drills: [[String]] = [
    ["quiz", "--seed", "11", "--count", "6"],
    ["quiz", "--mode", "recognize", "--seed", "11", "--count", "6"],
    ["quiz", "--mode", "translate", "--seed", "11", "--count", "6"],
    ["quiz", "--review", "--seed", "7", "--count", "6"],
  ]

  /// The first question missed, the others right; its repeat, after questions 2 to 4, right.
  @Test(arguments: drills)
  func aMissComesBackThreeQuestionsLaterAndOnlyFirstAnswersScore(_ arguments: [String]) throws {
    if arguments.contains("--review") {
      let fixture = try String(
        contentsOf: Golden.folder.appendingPathComponent("learning.history.jsonl"), encoding: .utf8)
      try fixture.write(to: historyURL, atomically: true, encoding: .utf8)
    }
    let key = try answerKey(arguments)
    #expect(key.count == 6)
    let answers = ["zzz"] + key[1...3] + [key[0]] + key[4...5]
    let result = try runner.run(arguments, stdin: answers.joined(separator: "\n") + "\n")
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    let prompts = result.stdoutLines.filter {
      $0.range(of: #"^\d+/6 "#, options: .regularExpression) != nil
    }
    #expect(
      prompts.map { String($0.prefix { $0 != " " }) } == [
        "1/6", "2/6", "3/6", "4/6", "1/6", "5/6", "6/6",
      ])
    #expect(
      prompts[4].hasPrefix("1/6 again  ") && prompts[4].dropFirst(11) == prompts[0].dropFirst(5))
    #expect(result.stdout.contains("\n5 of 6 correct (83%)\nRelearned 1 of 1 missed question\n"))
    #expect(result.stdout.contains("Score: 50 points × "))

    let record = try lastRecord()
    #expect(record["answered"] as? Int == 6 && record["correct"] as? Int == 5)
    #expect(record["finished"] as? Bool == true)
    let written = try #require(record["answers"] as? [[String: Any]])
    if arguments.contains("recognize") {
      // Recognition answers are written, but not read back into accuracy or spaced review.
      #expect(written.count == 7)
    }
    #expect(
      written.map { $0["repeat"] as? Bool ?? false } == [
        false, false, false, false, true, false, false,
      ])
    #expect(
      written.map { $0["mark"] as? String } == ["wrong"] + Array(repeating: "correct", count: 6))
  }

  /// A :quit on a repeat asked before the last question stops the quiz unfinished; on a repeat
  /// at the end, the quiz is finished (every question has its first answer).
  @Test func quitEndsTheRepeatsToo() throws {
    let arguments = ["quiz", "--seed", "11", "--count", "6"]
    let key = try answerKey(arguments)
    let early = try runner.run(
      arguments, stdin: (["zzz"] + key[1...3] + [":quit"]).joined(separator: "\n") + "\n")
    #expect(early.stdout.contains("\n1/6 again  "))
    #expect(early.stdout.contains("\nStopped after 4 of 6 questions.\n"))
    #expect(early.stdout.contains("Relearned 0 of 1 missed question"))
    #expect(try lastRecord()["finished"] as? Bool == false)

    let late = try runner.run(
      arguments, stdin: (Array(key[0...4]) + ["zzz", ":quit"]).joined(separator: "\n") + "\n")
    #expect(late.stdout.contains("\n6/6 again  "))
    #expect(!late.stdout.contains("Stopped"))
    let record = try lastRecord()
    #expect(record["finished"] as? Bool == true && record["answered"] as? Int == 6)
    #expect((record["answers"] as? [Any])?.count == 6)
  }

  /// `stats` counts first answers: a question missed then relearned is 1 answer, missed.
  @Test func statsCountFirstAnswersOnly() throws {
    let arguments = ["quiz", "--seed", "11", "--count", "6"]
    let key = try answerKey(arguments)
    _ = try runner.run(
      arguments,
      stdin: (["zzz"] + key[1...3] + [key[0]] + key[4...5]).joined(separator: "\n") + "\n")
    let stats = try runner.run(["stats", "--format", "json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(stats.stdout.utf8)) as? [String: Any])
    #expect(object["answers"] as? Int == 6 && object["correct"] as? Int == 5)
  }

  /// Worksheets have no interaction: nothing comes back.
  @Test func worksheetsAreUntouched() throws {
    let sheet = try runner.run(["quiz", "--seed", "11", "--count", "6", "--worksheet", "--answers"])
    #expect(sheet.status == 0)
    #expect(!sheet.stdout.contains("again") && !sheet.stdout.contains("Relearned"))
  }

  /// A repeat is not scored: an accent slip on it is "almost", without "half marks".
  @Test func anAccentSlipOnARepeatEarnsNoHalfMarks() throws {
    let arguments = ["quiz", "--seed", "2", "--count", "6"]
    let key = try answerKey(arguments)
    let slip = key[0].folded(.answerChecking)
    try #require(slip != key[0], "the first answer of seed 2 has an accent: \(key[0])")
    let answers = [slip] + key[1...3] + [slip] + key[4...5]
    let result = try runner.run(arguments, stdin: answers.joined(separator: "\n") + "\n")
    let almost = result.stdoutLines.filter { $0.contains("almost: \(key[0])") }
    #expect(
      almost == [
        "  ~ almost: \(key[0]) (mind the accents), half marks",
        "  ~ almost: \(key[0]) (mind the accents)",
      ])
  }
}
