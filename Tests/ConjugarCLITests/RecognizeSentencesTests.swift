import ConjugarCommandLine
import ConjugarCommands
import Foundation
import Testing

/// `quiz --mode recognize --sentences` (issue 24): a bank sentence with its form marked, the
/// learner names verb, tense and person; every tense and person that makes the form for the
/// sentence's verb is right; a wrong tense gets the sentence's cue and the English; the
/// history keys answers by the sentence's verb, first tense and person in the drill
/// `recognize-sentences`, which `--review` asks again.
@Suite struct RecognizeSentencesTests: RunnerFiles {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  /// `tener`, pretérito, yo: "Ayer (yo) *tuve* una reunión muy larga en la oficina."
  static let tuve = [
    "quiz", "--mode", "recognize", "--sentences", "--verbs", "tener", "--tense", "pretérito",
    "--person", "yo", "--count", "1", "--seed", "1",
  ]

  @Test func aRightAnswerIsRecordedInItsOwnDrill() throws {
    let result = try runner.run(Self.tuve, stdin: "tener, pretérito, yo\n")
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    #expect(
      result.stdout.hasPrefix(
        "Quiz · seed 1 · easy · latin-america · 1 question · recognize-sentences\n"))
    #expect(result.stdout.contains("1/1  Ayer (yo) *tuve* una reunión muy larga en la oficina.\n"))
    #expect(result.stdout.contains("  ✓ correct\n"), "\(result.stdout)")
    let record = try lastRecord()
    #expect(record["drill"] as? String == "recognize-sentences")
    let answer = try #require((record["answers"] as? [[String: Any]])?.first)
    #expect(answer["verb"] as? String == "tener")
    #expect(answer["tense"] as? String == "preterito")
    #expect(answer["person"] as? String == "yo")
    #expect(answer["mark"] as? String == "correct")
  }

  @Test func aWrongTenseNamesTheCueAndGivesTheEnglish() throws {
    let result = try runner.run(Self.tuve, stdin: "tener, presente, yo\n")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    let mark = try #require(
      lines.firstIndex(of: "  ~ the verb is right: tener · pretérito · yo, half marks"),
      "\(result.stdout)")
    #expect(lines[mark + 1] == "    «ayer» asks for the pretérito")
    #expect(lines[mark + 2] == "    Yesterday I had a very long meeting at the office.")
  }

  @Test func anotherPersonIsNotAnsweredByTheCue() throws {
    let result = try runner.run(Self.tuve, stdin: "tener, pretérito, tú\n")
    #expect(!result.stdout.contains("asks for the"), "\(result.stdout)")
    #expect(result.stdout.contains("    tener · pretérito · tú is tuviste\n"))
  }

  @Test func anotherVerbIsWrong() throws {
    let result = try runner.run(Self.tuve, stdin: "estar, pretérito, yo\n")
    #expect(result.stdout.contains("  ✗ the answer is tener · pretérito · yo\n"))
  }

  /// grabamos is presente and pretérito: either is right, and the cue's tense is named.
  @Test(arguments: ["presente", "pretérito"])
  func aHomographIsRightInEitherTense(_ tense: String) throws {
    let result = try runner.run(
      [
        "quiz", "--mode", "recognize", "--sentences", "--verbs", "grabar", "--tense", "pretérito",
        "--person", "nosotros", "--count", "1", "--seed", "1",
      ], stdin: "grabar, \(tense), nosotros\n")
    #expect(result.stdout.contains("Ayer (nosotros) *grabamos* un vídeo"), "\(result.stdout)")
    let note = " (it can also be grabar · pretérito · nosotros, which «ayer» asks\n    for)"
    #expect(result.stdout.contains("  ✓ correct" + (tense == "presente" ? note : "\n")))
  }

  /// A sentence of tuviera lists both imperfect subjunctives: naming either is right.
  @Test(arguments: ["imperfecto de subjuntivo", "imperfecto de subjuntivo (-se)"])
  func theSeTwinOfARaFormIsRight(_ tense: String) throws {
    let result = try runner.run(
      [
        "quiz", "--mode", "recognize", "--sentences", "--verbs", "tener", "--tense",
        "imperfecto de subjuntivo", "--person", "yo", "--count", "1", "--seed", "1",
      ], stdin: "tener, \(tense), yo\n")
    #expect(result.stdout.contains("*tuviera*"), "\(result.stdout)")
    #expect(result.stdout.contains("  ✓ correct\n"))
  }

  @Test(arguments: [
    (["--sentences"], "--sentences goes with --mode recognize"),
    (["--mode", "context", "--sentences"], "--sentences goes with --mode recognize"),
    (
      ["--mode", "recognize", "--sentences", "--worksheet", "--class", "3B"],
      "--class makes sheets of --mode conjugate, translate or context, not recognize"
    ),
    (["--mode", "recognize", "--sentences", "--weak"], "--weak does not go with --sentences"),
    (["--mode", "recognize-sentences"], "invalid value 'recognize-sentences' for --mode"),
  ])
  func misusesAreUsageErrors(_ arguments: [String], _ message: String) throws {
    let result = try runner.run(["quiz"] + arguments)
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderrLines.count == 1)
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }

  @Test func aReviewAsksItsOwnItemsInASentence() throws {
    #expect(try runner.run(Self.tuve, stdin: "tener presente yo\ntener pretérito yo\n").status == 0)
    let review = try runner.run(
      ["quiz", "--review", "--mode", "recognize", "--sentences", "--seed", "1", "--count", "1"],
      stdin: "tener, pretérito, yo\n")
    #expect(review.status == 0, "\(review.stderr)")
    #expect(
      review.stdout.hasPrefix("Review · seed 1 · 1 question · 0 due today · recognize-sentences\n"),
      "\(review.stdout)")
    #expect(review.stdout.contains("1/1  Ayer (yo) *tuve* una reunión muy larga en la oficina."))
    #expect(review.stdout.contains("  ✓ correct"))
    #expect(try lastRecord()["drill"] as? String == "recognize-sentences")
    // Its own drill: neither plain recognition nor context has anything to review.
    for mode in ["recognize", "context"] {
      let other = try runner.run(["quiz", "--review", "--mode", mode, "--seed", "1"])
      #expect(other.stderr.contains("no answers in this drill yet"), "\(other.stderr)")
    }
    let fresh = try InProcessRunner()
    #expect(try fresh.run(["quiz", "--seed", "1", "--count", "1"], stdin: "x\n").status == 0)
    let none = try fresh.run(
      ["quiz", "--review", "--mode", "recognize", "--sentences", "--seed", "1"])
    #expect(none.status == 0)
    #expect(
      none.stderr.contains("(run 'conjugar quiz --mode recognize --sentences' first)"),
      "\(none.stderr)")
  }
}
