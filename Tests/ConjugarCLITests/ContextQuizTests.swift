import ConjugarCommandLine
import ConjugarCommands
import Foundation
import Testing

/// `quiz --mode context` (issue 24): a sentence of the bank with a blank per question, every
/// tense the sentence lists accepted, the cue named when the answer is another tense, and the
/// history keyed by the sentence's verb, first tense and person in the drill `context`.
@Suite struct ContextQuizTests: RunnerFiles {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  /// `tener`, pretérito, yo: the sentences whose cue asks for tuve.
  static let tuve = [
    "quiz", "--mode", "context", "--verbs", "tener", "--tense", "pretérito", "--person", "yo",
    "--count", "1", "--seed", "1",
  ]

  @Test func aRightAnswerIsRecordedInTheContextDrill() throws {
    let result = try runner.run(Self.tuve, stdin: "tuve\n")
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    #expect(result.stdout.contains("1/1  Ayer (yo) ___ "), "\(result.stdout)")
    #expect(result.stdout.contains("(tener)\n"))
    #expect(result.stdout.contains("  ✓ correct"))
    let record = try lastRecord()
    #expect(record["drill"] as? String == "context")
    let answer = try #require((record["answers"] as? [[String: Any]])?.first)
    #expect(answer["verb"] as? String == "tener")
    #expect(answer["tense"] as? String == "preterito")
    #expect(answer["person"] as? String == "yo")
    #expect(answer["mark"] as? String == "correct")
  }

  @Test func anotherTenseOfTheFormNamesTheCueAndGivesTheEnglish() throws {
    let result = try runner.run(Self.tuve, stdin: "tengo\ntuve\n")
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    let wrong = try #require(lines.firstIndex(of: "  ✗ the answer is tuve"))
    // The caret line under the wrong letters, then the cue, then the English.
    #expect(lines[wrong + 2] == "    «ayer» asks for the pretérito: tuve")
    #expect(lines[wrong + 3] == "    Yesterday I had a very long meeting at the office.")
  }

  @Test func anotherPersonGetsTheUsualDiagnosisNotTheCue() throws {
    let result = try runner.run(Self.tuve, stdin: "tuvo\n")
    #expect(!result.stdout.contains("» asks for the"), "\(result.stdout)")
    #expect(result.stdout.contains("    tuvo is "))
    #expect(result.stdout.contains("    Yesterday I had a very long meeting at the office."))
  }

  @Test func anAccentSlipEarnsHalfMarks() throws {
    let result = try runner.run(
      [
        "quiz", "--mode", "context", "--verbs", "tener", "--tense", "imperfecto de indicativo",
        "--person", "yo", "--count", "1", "--seed", "2",
      ], stdin: "tenia\n")
    #expect(result.stdout.contains("  ~ almost: tenía (mind the accents), half marks"))
    #expect(result.stdout.contains("0 of 1 correct (0%), 1 with accent slips"))
  }

  @Test(arguments: ["tuviera", "tuviese"])
  func bothImperfectSubjunctivesAreAccepted(_ form: String) throws {
    let result = try runner.run(
      [
        "quiz", "--mode", "context", "--verbs", "tener", "--tense", "imperfecto de subjuntivo",
        "--person", "yo", "--count", "1", "--seed", "1",
      ], stdin: form + "\n")
    #expect(result.stdout.contains("  ✓ correct"), "\(result.stdout)")
    let answer = try #require((try lastRecord()["answers"] as? [[String: Any]])?.first)
    #expect(answer["tense"] as? String == "imperfectoDeSubjuntivo1")
  }

  @Test func theSeTenseSelectsTheSentencesOfItsRaTwin() throws {
    let result = try runner.run(
      [
        "quiz", "--mode", "context", "--verbs", "tener", "--tense",
        "imperfecto de subjuntivo (-se)", "--person", "yo", "--count", "1", "--seed", "1",
      ], stdin: "tuviese\n")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("  ✓ correct"), "\(result.stdout)")
  }

  @Test func vosSentencesOnlyWithVosOn() throws {
    let asked = [
      "quiz", "--mode", "context", "--verbs", "ser", "--tense", "presente", "--person", "vos",
      "--count", "1", "--seed", "1",
    ]
    let off = try runner.run(asked, stdin: "sos\n")
    #expect(off.status == 64)
    #expect(
      off.stderr.hasPrefix(
        "conjugar: error: no sentences for ser in the presente de indicativo with vos "
          + "(vos is off in the settings)"), "\(off.stderr)")
    #expect(try runner.run(["settings", "set", "vos", "on"]).status == 0)
    let on = try runner.run(asked, stdin: "sos\n")
    #expect(on.status == 0, "\(on.stderr)")
    #expect(on.stdout.contains("  ✓ correct"), "\(on.stdout)")
    let answer = try #require((try lastRecord()["answers"] as? [[String: Any]])?.first)
    #expect(answer["person"] as? String == "vos")
  }

  @Test func aSelectionWithoutSentencesIsAUsageError() throws {
    let result = try runner.run([
      "quiz", "--mode", "context", "--verbs", "tener", "--tense", "pretérito anterior", "--seed",
      "1",
    ])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr.hasPrefix("conjugar: error: no sentences for tener in the pretérito anterior"))
    #expect(result.stderr.split(separator: "\n").count == 1)
  }

  @Test func theTenseHintNamesTheTense() throws {
    let result = try runner.run(Self.tuve + ["--hint", "tense"], stdin: "tuve\n")
    #expect(result.stdout.contains("(tener · pretérito)\n"), "\(result.stdout)")
  }

  @Test(arguments: [
    ["--mode", "context", "--worksheet", "--grid"], ["--mode", "context", "--weak"],
    ["--hint", "tense"],
  ])
  func optionsThatDoNotGoWithTheDrillAreUsageErrors(_ arguments: [String]) throws {
    let result = try runner.run(["quiz", "--seed", "1"] + arguments)
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("conjugar: error: "), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
  }

  @Test func aReviewAsksTheContextDrillsItemsInASentence() throws {
    #expect(try runner.run(Self.tuve, stdin: "tengo\ntuve\n").status == 0)
    let review = try runner.run(
      ["quiz", "--review", "--mode", "context", "--seed", "1", "--count", "1"], stdin: "tuve\n")
    #expect(review.status == 0, "\(review.stderr)")
    // Not due yet (relearnt in the quiz): --count reviews early.
    #expect(
      review.stdout.hasPrefix("Review · seed 1 · 1 question · 0 due today · context\n"),
      "\(review.stdout)")
    #expect(review.stdout.contains("1/1  Ayer (yo) ___ una reunión muy larga en la oficina."))
    #expect(review.stdout.contains("  ✓ correct"))
    #expect(try lastRecord()["drill"] as? String == "context")
    // One queue (issue 39): without --mode the review counts the context item, and asks it
    // in a sentence, in its own drill.
    let every = try runner.run(["quiz", "--review", "--seed", "1"])
    #expect(every.stderr.contains("nothing is due for review today"), "\(every.stderr)")
    let early = try runner.run(
      ["quiz", "--review", "--seed", "1", "--count", "1"], stdin: "tuve\n")
    #expect(
      early.stdout.hasPrefix("Review · seed 1 · 1 question · 0 due today · context\n"),
      "\(early.stdout)")
    #expect(early.stdout.contains("1/1  Ayer (yo) ___ una reunión muy larga en la oficina."))
    #expect(try lastRecord()["drill"] as? String == "conjugate")
    let answers = try #require(try lastRecord()["answers"] as? [[String: Any]])
    #expect(answers.first?["drill"] as? String == "context")
  }

  @Test func theDefaultIsTwentyQuestions() throws {
    let result = try runner.run(["quiz", "--mode", "context", "--seed", "4"], stdin: ":quit\n")
    #expect(result.stdout.hasPrefix("Quiz · seed 4 · easy · latin-america · 20 questions"))
  }
}
