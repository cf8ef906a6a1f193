import Foundation
import Testing

/// `quiz --mode recognize --sentences --worksheet` (issue 24): each sentence with its form
/// marked (text `*dimos*`, Markdown `**dimos**`, HTML `<b><u>`) and a line for the reading;
/// the key names every reading the drill accepts, which the drill marks right when fed back;
/// `--english`, versions that draw their own sentences, a review's sheet, and `--class` refused.
@Suite struct RecognitionSheetTests {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  /// Six nosotros sentences with homographs: ordenamos and peleamos (pretérito or presente),
  /// habríamos conducido and hubiéramos mantenido (the -ra and -se the sentence lists); the
  /// difficult curriculum, whose tenses include the compound ones.
  static let sheet = [
    "quiz", "--mode", "recognize", "--sentences", "--worksheet", "--seed", "10", "--count", "6",
    "--person", "nosotros", "--difficulty", "difficult",
  ]

  struct Case: Sendable, CustomTestStringConvertible {
    let golden: String
    let format: String
    let arguments: [String]
    var testDescription: String { "\(golden).\(format)" }
  }

  static let cases: [Case] =
    ["txt", "md", "html", "json"].map { suffix in
      let format = ["txt": "text", "md": "markdown", "html": "html", "json": "json"][suffix]!
      return Case(
        golden: "recognition-sheet-key", format: suffix,
        arguments: sheet + ["--english", "--answers", "--format", format])
    } + [Case(golden: "recognition-sheet", format: "txt", arguments: sheet)]

  @Test(arguments: cases) func matchesItsGoldenFile(_ test: Case) throws {
    let result = try runner.run(test.arguments)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty)
    try Golden.check(result.stdout, against: test.golden, extension: test.format)
  }

  @Test func theHTMLPageMarksTheFormAndKeepsTheKeyOnItsOwnPage() throws {
    let html = try runner.run(Self.sheet + ["--answers", "--format", "html"]).stdout
    let tree = try #require(HTMLTree(html))
    #expect(tree.sections == ["sheet", "key"])
    #expect(tree.listItems["questions"] == [6])
    #expect(tree.listItems["answers"] == [6])
    #expect(html.contains("El domingo pasado (nosotros) <b><u>ordenamos</u></b> todo el garaje"))
  }

  @Test func jsonHasTheSentenceWithItsFormAndTheAnswersOnlyWithTheKey() throws {
    let questions = try Self.questions(try runner.run(Self.sheet + ["--format", "json"]).stdout)
    #expect(questions.count == 6)
    for question in questions {
      let form = try #require(question["form"] as? String)
      #expect((question["sentence"] as? String)?.contains(form) == true)
      #expect((question["english"] as? String)?.isEmpty == false)
      #expect((question["tenses"] as? [String])?.first == question["tense"] as? String)
      #expect(question["answer"] == nil && question["readings"] == nil)
      #expect(question["filled"] == nil)
    }
  }

  /// The key is what the drill accepts: with the same seed, the key's first readings score full
  /// marks, and so do its other readings ("also …") where a form has them.
  @Test func everyReadingOfTheKeyScoresFullMarksInTheDrill() throws {
    let keyed = try Self.questions(
      try runner.run(Self.sheet + ["--answers", "--format", "json"]).stdout)
    let firsts = keyed.compactMap { $0["answer"] as? String }
    let others = keyed.map { question in
      let verb = question["verb"] as? String ?? ""
      let also = question["alternatives"] as? [String] ?? []
      return also.last.map { verb + " · " + $0 } ?? (question["answer"] as? String ?? "")
    }
    #expect(others.contains("ordenar · presente de indicativo · nosotros"))
    #expect(
      others.contains("mantener · pluscuamperfecto de subjuntivo (-se) · nosotros"), "\(others)")
    let drill = Array(Self.sheet.filter { $0 != "--worksheet" })
    for answers in [firsts, others] {
      let quiz = try runner.run(drill, stdin: answers.joined(separator: "\n") + "\n")
      #expect(quiz.stdout.contains("6 of 6 correct"), "\(answers)\n\(quiz.stdout)")
    }
  }

  @Test func eachVersionDrawsItsOwnSentencesAndPrintsAloneFromItsSeed() throws {
    let arguments = Self.sheet + ["--format", "json", "--versions", "2"]
    let versions = try #require(
      try JSONSerialization.jsonObject(with: Data(try runner.run(arguments).stdout.utf8))
        as? [[String: Any]])
    let sheets = versions.map { version in
      ((version["questions"] as? [[String: Any]]) ?? []).compactMap { $0["sentence"] as? String }
    }
    #expect(sheets.map(\.count) == [6, 6])
    #expect(sheets[0] != sheets[1])
    let seed = try #require((versions[1]["seed"] as? NSNumber)?.uint64Value)
    let alone = try Self.questions(
      try runner.run(
        Array(Self.sheet.prefix(5)) + ["--seed", "\(seed)", "--count", "6"]
          + ["--person", "nosotros", "--difficulty", "difficult", "--format", "json"]
      ).stdout)
    #expect(alone.compactMap { $0["sentence"] as? String } == sheets[1])
  }

  @Test func aReviewSheetPutsEachItemDueInASentence() throws {
    let tuve = [
      "quiz", "--mode", "recognize", "--sentences", "--verbs", "tener", "--tense", "pretérito",
      "--person", "yo", "--count", "1", "--seed", "1",
    ]
    #expect(try runner.run(tuve, stdin: "tener presente yo\ntener pretérito yo\n").status == 0)
    let sheet = try runner.run([
      "quiz", "--review", "--mode", "recognize", "--sentences", "--worksheet", "--answers",
      "--seed", "1", "--count", "1",
    ])
    #expect(sheet.status == 0, "\(sheet.stderr)")
    #expect(
      sheet.stdout.hasPrefix(
        "Review worksheet · seed 1 · 1 question · 0 due today · recognize-sentences\n"),
      "\(sheet.stdout)")
    #expect(sheet.stdout.contains("\n1. Ayer (yo) *tuve* una reunión muy larga"))
    #expect(sheet.stdout.contains("\n1. tener · pretérito · yo\n"), "\(sheet.stdout)")
  }

  @Test func aSheetForAClassNamesTheFormToAnswer() throws {
    let result = try runner.run(Self.sheet + ["--title", "Unit 3"])
    #expect(
      result.stdout.contains(
        "Name the verb, tense and person of the form marked in each sentence."),
      "\(result.stdout)")
  }

  static func questions(_ json: String) throws -> [[String: Any]] {
    try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
  }
}
