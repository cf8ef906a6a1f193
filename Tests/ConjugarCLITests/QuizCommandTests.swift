import ConjugarCommandLine
import ConjugarCommands
import ConjugarSettings
import Foundation
import Testing

/// The quiz through standard input, compared with reviewed golden transcripts.
@Suite struct QuizCommandTests {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  struct Scenario: Sendable, CustomTestStringConvertible {
    let name: String
    let arguments: [String]
    let settings: [(String, String)]
    var testDescription: String { name }
  }

  static let scenarios: [Scenario] = [
    Scenario(name: "perfect", arguments: ["--seed", "3", "--count", "10"], settings: []),
    Scenario(name: "accent-mistakes", arguments: ["--seed", "3", "--count", "10"], settings: []),
    // Missed questions coming back: an accent slip relearned, a skip asked three times, a
    // wrong answer relearned, one missed again at the end, and :quit ending the repeats.
    Scenario(name: "relearning", arguments: ["--seed", "3", "--count", "10"], settings: []),
    Scenario(name: "ended-by-eof", arguments: ["--seed", "3", "--count", "10"], settings: []),
    Scenario(name: "vos", arguments: ["--seed", "2", "--count", "10"], settings: [("vos", "on")]),
    Scenario(
      name: "spain", arguments: ["--seed", "8", "--count", "12", "--difficulty", "moderate"],
      settings: [("region", "spain")]),
    Scenario(
      name: "latin-america",
      arguments: ["--seed", "8", "--count", "12", "--difficulty", "moderate"], settings: []),
    Scenario(name: "invalid-lines", arguments: ["--seed", "3", "--count", "5"], settings: []),
    Scenario(
      name: "recognize", arguments: ["--mode", "recognize", "--seed", "5", "--count", "8"],
      settings: []),
    Scenario(
      name: "selection",
      arguments: [
        "--seed", "5", "--count", "6", "--tense", "pretérito indefinido", "--verbs",
        "tener,ir,hablar", "--person", "yo,ellos",
      ], settings: []),
    Scenario(
      name: "translate",
      arguments: [
        "--mode", "translate", "--seed", "6", "--count", "8", "--difficulty", "moderate",
      ],
      settings: []),
    // Context (the easy tenses only): a right answer, another tense answered by the cue, an
    // accent slip, a wrong verb with the English, a long sentence wrapped, and the repeats.
    Scenario(
      name: "context", arguments: ["--mode", "context", "--seed", "7", "--count", "6"],
      settings: []),
    // vos on: vos sentences only when asked for, the tú form for vos named; vos off: the same
    // selection asks tú sentences only, and a vos form there is named.
    Scenario(
      name: "context-vos",
      arguments: ["--mode", "context", "--person", "vos", "--seed", "3", "--count", "4"],
      settings: [("vos", "on")]),
    Scenario(
      name: "context-no-vos",
      arguments: ["--mode", "context", "--person", "vos,tú", "--seed", "2", "--count", "3"],
      settings: []),
    // Recognition in sentences (the easy tenses only): a right answer, a homograph right in
    // the other tense, a wrong tense answered by the cue and the English, a wrong verb, English
    // names, and the repeats.
    Scenario(
      name: "recognize-sentences",
      arguments: [
        "--mode", "recognize", "--sentences", "--seed", "9", "--count", "6", "--person",
        "nosotros",
      ], settings: []),
  ]

  @Test(arguments: scenarios)
  func transcript(_ scenario: Scenario) throws {
    for (key, value) in scenario.settings {
      #expect(try runner.run(["settings", "set", key, value]).status == 0)
    }
    let result = try runner.run(
      ["quiz"] + scenario.arguments, input: try Golden.input(scenario.name))
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    try Golden.check(result.stdout, against: scenario.name)
    // Same seed, settings and answers: byte-identical.
    let again = try runner.run(
      ["quiz"] + scenario.arguments, input: try Golden.input(scenario.name))
    #expect(again.stdout == result.stdout)
  }

  @Test func answerKeyFedBackScoresFullMarks() throws {
    let sheet = try runner.run([
      "quiz", "--seed", "99", "--count", "30", "--difficulty", "difficult", "--worksheet",
      "--answers", "--format", "json",
    ])
    #expect(sheet.status == 0)
    let items = try #require(
      try JSONSerialization.jsonObject(with: Data(sheet.stdout.utf8)) as? [[String: Any]])
    #expect(items.count == 30)
    #expect(Set(items[0].keys) == ["number", "verb", "tense", "person", "answer", "alternatives"])
    let answers = items.compactMap { $0["answer"] as? String }.joined(separator: "\n") + "\n"
    let quiz = try runner.run(
      ["quiz", "--seed", "99", "--count", "30", "--difficulty", "difficult"], stdin: answers)
    #expect(quiz.stdout.contains("30 of 30 correct (100%)"))
    #expect(quiz.stdout.contains("Score: 300 points × 1.5 (difficult) × 1.0 (latin-america) = 450"))
  }

  @Test func recognitionKeyFedBackScoresFullMarks() throws {
    let arguments = [
      "quiz", "--mode", "recognize", "--seed", "21", "--count", "25", "--difficulty", "difficult",
    ]
    let sheet = try runner.run(arguments + ["--worksheet", "--answers", "--format", "json"])
    let items = try #require(
      try JSONSerialization.jsonObject(with: Data(sheet.stdout.utf8)) as? [[String: Any]])
    #expect(items.count == 25)
    #expect(items.allSatisfy { $0["form"] is String })
    let answers =
      items.map { item in
        [item["verb"] as? String, item["tense"] as? String, item["person"] as? String].compactMap {
          $0
        }
        .joined(separator: " ")
      }.joined(separator: "\n") + "\n"
    let quiz = try runner.run(arguments, stdin: answers)
    #expect(quiz.stdout.contains("25 of 25 correct (100%)"), "\(quiz.stdout)")
  }

  @Test func worksheetWithoutAnswersHidesThem() throws {
    let text = try runner.run(["quiz", "--seed", "1", "--count", "4", "--worksheet"]).stdout
    #expect(!text.contains("Answer key"))
    #expect(text.split(separator: "\n").filter { $0.hasSuffix("____________") }.count == 4)
    let json = try runner.run([
      "quiz", "--seed", "1", "--count", "4", "--worksheet", "--format", "json",
    ]).stdout
    #expect(!json.contains("\"answer\""))
  }

  @Test func oneQuestionIsOneQuestion() throws {
    let quiz = try runner.run(["quiz", "--seed", "1", "--count", "1"], stdin: "")
    #expect(quiz.stdout.hasPrefix("Quiz · seed 1 · easy · latin-america · 1 question\n"))
    let sheet = try runner.run(["quiz", "--seed", "1", "--count", "1", "--worksheet"])
    #expect(sheet.stdout.hasPrefix("Worksheet · seed 1 · easy · latin-america · 1 question\n"))
  }

  @Test func withoutASeedOneIsDrawnAndPrinted() throws {
    var runner = self.runner
    runner.allowsRandomSeed = true
    let result = try runner.run(["quiz", "--count", "2"], stdin: "")
    let header = try #require(result.stdout.split(separator: "\n").first)
    let seed = try #require(header.split(separator: " ").dropFirst(3).first)
    #expect(UInt64(seed) != nil, "\(header)")
    #expect(result.stdout.contains("No questions answered."))
  }

  @Test func finishedQuizzesAreAppendedToTheHistory() throws {
    let history = runner.scratch.appendingPathComponent("history.jsonl")
    _ = try runner.run(["quiz", "--seed", "3", "--count", "2"], stdin: "hablo\n:skip\n")
    _ = try runner.run(["quiz", "--seed", "4", "--count", "2"], stdin: "x\n")
    _ = try runner.run(["quiz", "--seed", "5", "--count", "2"], stdin: "")
    let lines = try String(contentsOf: history, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 2)
    let first = try #require(
      try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
    #expect(first["seed"] as? Int == 3)
    #expect(first["finished"] as? Bool == true)
    #expect((first["answers"] as? [[String: Any]])?.count == 2)
    let second = try #require(
      try JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: Any])
    #expect(second["finished"] as? Bool == false)
    // Scripted quizzes (stderr not a terminal) do not count towards the feedback invitation.
    let file = runner.scratch.appendingPathComponent("settings.json")
    let saved = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    #expect(!saved.contains("promptActionCount"))
  }

  @Test(arguments: [
    (["quiz", "--count", "0"], "--count must be between 1 and 500"),
    (["quiz", "--count", "501"], "--count must be between 1 and 500"),
    (["quiz", "--seed", "abc"], "invalid value 'abc' for --seed"),
    (["quiz", "--difficulty", "extreme"], "invalid value 'extreme' for --difficulty"),
    (["quiz", "--answers"], "--answers goes with --worksheet"),
  ])
  func badOptions(_ arguments: [String], _ message: String) throws {
    let result = try runner.run(arguments)
    #expect(result.status == 64)
    #expect(result.stderrLines.count == 1)
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }
}

/// The feedback invitation counts quizzes only when a person could see it (issue: nine piped
/// quizzes used it up unseen for 180 days).
@Suite struct QuizFeedbackInvitationTests {
  @Test(arguments: [false, true])
  func aQuizCountsOnlyWhenStandardErrorIsATerminal(_ onTerminal: Bool) throws {
    let test = try TestEnvironment(now: "2026-03-01T10:00:00Z")
    let settings = MemorySettingsStore()
    var environment = test.environment(answers: Array(repeating: "x", count: 9))
    environment.standardErrorIsTerminal = onTerminal
    environment.userData = .inMemory(settings: settings)
    for seed in 1...9 {
      try QuizCommand.parse(["--count", "1", "--seed", "\(seed)"]).run(in: environment)
    }
    let after = settings.load()
    // On a terminal the ninth quiz shows the invitation and records its date; piped, nothing.
    #expect((after.lastReviewPromptDate != Settings.defaults.lastReviewPromptDate) == onTerminal)
    if !onTerminal { #expect(after.promptActionCount == 0) }
    // The invitation names where to write, on standard error only.
    let invited = test.stderr.get().filter { $0.contains("enjoying conjugar?") }
    #expect(invited == (onTerminal ? [FeedbackAddress.invitation] : []))
    #expect(!test.output.contains("enjoying"))
    #expect(FeedbackAddress.invitation.contains("https://"))
    #expect(FeedbackAddress.invitation.contains(FeedbackAddress.issues))
  }
}

/// Nothing a quiz prints is wider than 80 columns (issue: a 100-column intro, 153-column
/// recognition answers); long answers wrap under their own text.
@Suite struct QuizLineWidthTests {
  func output(_ arguments: [String], answers: [String] = []) throws -> [String] {
    let test = try TestEnvironment(now: "2026-03-01T10:00:00Z")
    try QuizCommand.parse(arguments + ["--settings", test.settingsPath])
      .run(in: test.environment(answers: answers))
    return test.output.components(separatedBy: "\n")
  }

  @Test func recognitionAnswerKeysWrap() throws {
    let lines = try output([
      "--mode", "recognize", "--difficulty", "difficult", "--seed", "1", "--worksheet",
      "--answers",
    ])
    #expect(lines.allSatisfy { $0.count <= 80 })
    #expect(
      lines.contains(" 2. tomar · presente de indicativo · él/usted; or tomar · imperativo"))
    #expect(lines.contains("    afirmativo · tú"))
    #expect(lines.contains("    afirmativo · él/usted"))
  }

  @Test(arguments: ["conjugate", "recognize"])
  func transcriptsFit(_ mode: String) throws {
    for seed in 1...5 {
      let lines = try output(
        ["--mode", mode, "--difficulty", "difficult", "--seed", "\(seed)"],
        answers: Array(repeating: "x", count: 25) + Array(repeating: ":skip", count: 25))
      #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines.filter { $0.count > 80 })")
    }
  }
}
