import Foundation
import Testing

/// `quiz --mode context --worksheet` (issue 24, item 4): golden sheets in every format with and
/// without `--english` and `--answers`, versions that draw their own sentences, a review's
/// sheet, and the options that do not go with it.
@Suite struct ContextWorksheetTests {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  static let sheet = [
    "quiz", "--mode", "context", "--worksheet", "--seed", "7", "--count", "5",
  ]

  struct Case: Sendable, CustomTestStringConvertible {
    let golden: String
    let format: String
    let arguments: [String]
    var testDescription: String { "\(golden).\(format)" }
  }

  static let cases: [Case] =
    ["txt", "md", "html", "json"].flatMap { suffix -> [Case] in
      let format = ["txt": "text", "md": "markdown", "html": "html", "json": "json"][suffix]!
      return [
        Case(
          golden: "context-sheet", format: suffix,
          arguments: sheet + ["--format", format]),
        Case(
          golden: "context-sheet-key", format: suffix,
          arguments: sheet + ["--english", "--answers", "--format", format]),
      ]
    } + [
      Case(
        golden: "context-sheet-versions", format: "txt",
        arguments: [
          "quiz", "--mode", "context", "--worksheet", "--answers", "--seed", "12", "--count", "4",
          "--verbs", "tener,ser,ir,hacer,estar", "--versions", "2", "--hint", "tense",
        ])
    ]

  @Test(arguments: cases) func matchesItsGoldenFile(_ test: Case) throws {
    let result = try runner.run(test.arguments)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty)
    try Golden.check(result.stdout, against: test.golden, extension: test.format)
  }

  @Test func theHTMLPageIsWellFormedWithTheKeyOnItsOwnPage() throws {
    let html = try runner.run(Self.sheet + ["--english", "--answers", "--format", "html"]).stdout
    let tree = try #require(HTMLTree(html))
    #expect(tree.sections == ["sheet", "key"])
    #expect(tree.listItems["questions"] == [5])
    #expect(tree.listItems["answers"] == [5])
    #expect(tree.style.contains(".key { break-before: page;"))
  }

  @Test func jsonHasTheEnglishWithoutTheOptionAndAnswersOnlyWithTheKey() throws {
    let questions = try Self.questions(try runner.run(Self.sheet + ["--format", "json"]).stdout)
    #expect(questions.count == 5)
    for question in questions {
      #expect((question["english"] as? String)?.isEmpty == false)
      #expect((question["sentence"] as? String)?.contains("___") == true)
      #expect((question["tenses"] as? [String])?.first == question["tense"] as? String)
      #expect(question["answer"] == nil && question["filled"] == nil)
    }
    let keyed = try Self.questions(
      try runner.run(Self.sheet + ["--english", "--answers", "--format", "json"]).stdout)
    for question in keyed {
      let answer = try #require(question["answer"] as? String)
      let filled = try #require(question["filled"] as? String)
      #expect(filled.lowercased().contains(answer.lowercased()))
    }
  }

  /// The key's forms are those the drill accepts: fed back to the drill with the same seed,
  /// every answer is right.
  @Test func theKeysAnswersScoreFullMarksInTheDrill() throws {
    let keyed = try Self.questions(
      try runner.run(Self.sheet + ["--answers", "--format", "json"]).stdout)
    let answers = keyed.compactMap { $0["answer"] as? String }
    let quiz = try runner.run(
      ["quiz", "--mode", "context", "--seed", "7", "--count", "5"],
      stdin: answers.joined(separator: "\n") + "\n")
    #expect(quiz.stdout.contains("5 of 5 correct"), "\(quiz.stdout)")
  }

  @Test func eachVersionDrawsItsOwnSentencesAndPrintsAloneFromItsSeed() throws {
    let arguments = Self.sheet + ["--format", "json", "--versions", "2"]
    let versions = try #require(
      try JSONSerialization.jsonObject(with: Data(try runner.run(arguments).stdout.utf8))
        as? [[String: Any]])
    let sheets = versions.map { version in
      ((version["questions"] as? [[String: Any]]) ?? []).compactMap { $0["sentence"] as? String }
    }
    #expect(sheets.map(\.count) == [5, 5])
    #expect(sheets[0] != sheets[1])
    let seed = try #require((versions[1]["seed"] as? NSNumber)?.uint64Value)
    let alone = try Self.questions(
      try runner.run([
        "quiz", "--mode", "context", "--worksheet", "--seed", "\(seed)", "--count", "5",
        "--format", "json",
      ]).stdout)
    #expect(alone.compactMap { $0["sentence"] as? String } == sheets[1])
  }

  @Test func aReviewSheetPutsEachItemDueInASentence() throws {
    let tuve = [
      "quiz", "--mode", "context", "--verbs", "tener", "--tense", "pretérito", "--person", "yo",
      "--count", "1", "--seed", "1",
    ]
    #expect(try runner.run(tuve, stdin: "tengo\ntuve\n").status == 0)
    let sheet = try runner.run([
      "quiz", "--review", "--mode", "context", "--worksheet", "--answers", "--seed", "1",
      "--count", "1",
    ])
    #expect(sheet.status == 0, "\(sheet.stderr)")
    #expect(
      sheet.stdout.hasPrefix("Review worksheet · seed 1 · 1 question · 0 due today · context\n"),
      "\(sheet.stdout)")
    #expect(sheet.stdout.contains("\n1. Ayer (yo) ____________ una reunión muy larga"))
    #expect(sheet.stdout.contains("\n1. tuve — Ayer (yo) tuve una reunión muy larga"))
  }

  @Test func aSelectionWithoutSentencesSaysWhichPartHasNone() throws {
    let result = try runner.run(
      Self.sheet + ["--verbs", "tener", "--tense", "pretérito anterior"])
    #expect(result.status == 64)
    #expect(
      result.stderr.hasPrefix(
        "conjugar: error: no sentences for tener in the pretérito anterior"),
      "\(result.stderr)")
  }

  @Test(arguments: [
    (["--mode", "context", "--worksheet", "--grid"], "--grid does not go with --mode context"),
    (["--mode", "context", "--worksheet", "--weak"], "--weak does not go with --mode context"),
    (["--worksheet", "--english"], "--english goes with --mode context"),
    (["--mode", "context", "--english"], "--english goes with --worksheet"),
  ])
  func optionsThatDoNotGoWithTheSheetAreUsageErrors(_ arguments: [String], _ message: String)
    throws
  {
    let result = try runner.run(["quiz", "--seed", "1"] + arguments)
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("conjugar: error: " + message), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(result.stdout.isEmpty)
  }

  static func questions(_ json: String) throws -> [[String: Any]] {
    try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
  }
}
