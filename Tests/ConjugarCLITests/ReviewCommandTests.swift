import ConjugarCommandLine
import ConjugarCommands
import ConjugarSettings
import Foundation
import Testing

/// `conjugar quiz --review` in-process on the fixture history (see StatsCommandTests): on 9 March
/// 2025 at 15:00 in Bogotá, 8 of its 16 items are due (py-fsrs agrees), of comer, vivir, ser,
/// decir and buscar, the least likely to be recalled first; tener, hacer, dormir and ser come
/// next (due on 10 March, local time).
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
    // Every answer in the order given, the repeats of relearning marked; the counts are of
    // first answers.
    let answers = try #require(record["answers"] as? [[String: Any]])
    #expect(
      answers.map { $0["mark"] as? String } == [
        "correct", "wrong", "correct", "accentOnly", "wrong", "correct", "wrong", "correct",
        "wrong", "correct", "skipped",
      ])
    #expect(
      answers.map { $0["repeat"] as? Bool ?? false } == [
        false, false, false, false, false, true, false, true, true, true, true,
      ])
    #expect(answers.allSatisfy { $0["repeat"] == nil || $0["repeat"] as? Bool == true })
    #expect(record["answered"] as? Int == 6 && record["correct"] as? Int == 2)
  }

  /// The same history, seed and moment give the same review; what is due, and how likely it is
  /// to be recalled, depend on the moment: years later every item is due.
  @Test func sameHistorySeedAndMomentSameReview() throws {
    let first = try review(["--seed", "7", "--count", "6"]).stdout.get()
    #expect(try review(["--seed", "7", "--count", "6"]).stdout.get() == first)
    let later = try review(["--seed", "7"], now: "2030-01-01T00:00:00Z").stdout.get()
    #expect(later.first == "Review · seed 7 · 16 questions · 16 due today")
  }

  @Test func withoutACountEveryDueItem() throws {
    let test = try review(["--seed", "7"])
    #expect(test.stdout.get().first == "Review · seed 7 · 8 questions · 8 due today")
    let asked = test.stdout.get().filter { $0.contains("/8  ") }
    #expect(
      asked.count == 8,
      "eleven answers given, repeats of relearning among them: each item due is asked before the end of input"
    )
    #expect(
      Set(asked.map { $0.split(separator: " ")[1] }) == [
        "buscar", "comer", "decir", "ser", "vivir",
      ],
      "\(asked)")
  }

  @Test func worksheet() throws {
    let test = try review(["--seed", "7", "--count", "6", "--worksheet", "--answers"])
    let lines = test.output.split(separator: "\n").map(String.init)
    #expect(lines.first == "Review worksheet · seed 7 · 6 questions · 8 due today")
    let quiz = try review(["--seed", "7", "--count", "6"]).stdout.get().filter {
      $0.hasPrefix("1/6  ")
    }
    #expect(lines.contains("1. " + quiz.first!.dropFirst(5) + ": ____________"))
    let history = try String(contentsOf: test.historyURL, encoding: .utf8)
    #expect(history.split(separator: "\n").count == 6, "a worksheet is not a quiz taken")
  }

  /// A review asks the items of its drill: the fixture has no translation answers; a
  /// recognition review asks the conjugation items (its own answers are not read).
  @Test func aReviewAsksTheItemsOfItsDrill() throws {
    let translate = try review(["--seed", "7", "--mode", "translate"])
    #expect(translate.stdout.get().isEmpty)
    #expect(
      translate.stderr.get() == [
        "conjugar: note: nothing to review: no answers in this drill yet (run 'conjugar quiz --mode translate' first)"
      ])
    let translated =
      #"{"date":"2025-03-09T15:00:00Z","drill":"translate","answers":[{"verb":"ser","tense":"preterito","person":"yo","mark":"wrong"}]}"#
    let test = try review(
      ["--seed", "7", "--mode", "translate", "--count", "3"], history: translated + "\n")
    #expect(
      test.stdout.get().first == "Review · seed 7 · 1 question · 0 due today · translate",
      "\(test.output)")
    let recognize = try review(["--seed", "7", "--mode", "recognize"])
    #expect(recognize.stdout.get().first?.contains("8 due today") == true, "\(recognize.output)")
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
/// day (and said "due on 1274653532" before). FSRS's interval stops at 36,500 days; this run
/// (one miss, then 40 right a day apart) gives S 81.9 (py-fsrs): due 82 days after the last.
@Suite struct ReviewSchedulingBoundsTests {
  @Test func aLongRunOfRightAnswersIsDueWhenFSRSSays() throws {
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
        "conjugar: note: nothing is due for review today; the next item is due on 2025-05-03 (review early with --count N)"
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
        "conjugar: note: no quiz history yet: run 'conjugar quiz' first; --review asks again what is due"
      ])
  }

  /// At the fixture's moment (in Bogotá's time zone, UTC−5), end to end, the golden review.
  @Test func theRecordedReviewIsAsked() throws {
    var runner = self.runner
    runner.secondsFromUTC = -5 * 3600
    runner.now = { Date(timeIntervalSince1970: 1_741_550_400) }  // 2025-03-09T20:00:00Z
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
      result.stdoutLines
        == expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
  }

  @Test func difficultyDoesNotGoWithReview() throws {
    let result = try runner.run(["quiz", "--review", "--difficulty", "easy"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("--difficulty does not go with --review"))
  }
}
