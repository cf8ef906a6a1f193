import ConjugarCommandLine
import ConjugarCommands
import ConjugarCore
import Foundation
import Testing

/// `quiz --tense --verbs --verbs-file --person --irregular --model --top` (issue 13, item 1),
/// through the built binary and the worksheet's JSON.
@Suite struct QuizSelectionTests {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  /// The worksheet's questions for the arguments, as JSON objects.
  func sheet(_ arguments: [String]) throws -> [[String: Any]] {
    let result = try runner.run(
      ["quiz", "--worksheet", "--answers", "--format", "json"] + arguments)
    #expect(result.status == 0, "\(result.stderr)")
    return try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
  }

  @Test func tenseVerbsAndPersonsKeepToTheSelection() throws {
    let items = try sheet([
      "--seed", "4", "--count", "12", "--tense", "pretérito indefinido,copretérito", "--verbs",
      "hablar, tener", "--verbs", "ir", "--person", "yo", "--person", "they",
    ])
    #expect(items.count == 12)
    #expect(
      Set(items.compactMap { $0["tense"] as? String }) == ["preterito", "imperfectoDeIndicativo"])
    #expect(
      Set(items.compactMap { $0["verb"] as? String }).isSubset(of: ["hablar", "tener", "ir"]))
    #expect(Set(items.compactMap { $0["person"] as? String }) == ["yo", "ellos"])
  }

  @Test func aGenericNameDrillsBothVariants() throws {
    let items = try sheet([
      "--seed", "1", "--count", "20", "--tense", "imperfect subjunctive", "--top", "30",
    ])
    #expect(
      Set(items.compactMap { $0["tense"] as? String })
        == ["imperfectoDeSubjuntivo1", "imperfectoDeSubjuntivo2"])
  }

  @Test func modelTakesAnyVerbOfTheModelAndTopTheMostUsed() throws {
    let items = try sheet(["--seed", "2", "--count", "30", "--model", "Mantener", "--top", "3"])
    let verbs = Set(items.compactMap { $0["verb"] as? String })
    #expect(verbs.isSubset(of: ["tener", "mantener", "obtener"]), "\(verbs)")
    #expect(verbs.count == 3)
  }

  @Test func irregularAsksOnlyFormsThatDepartFromTheRegularPattern() throws {
    let conjugator = Conjugator()
    let items = try sheet([
      "--seed", "9", "--count", "40", "--irregular", "--difficulty", "moderate",
    ])
    #expect(items.count == 40)
    for item in items {
      guard let verb = item["verb"] as? String, let key = item["tense"] as? String,
        let tense = Tense(rawValue: key),
        let person = (item["person"] as? String).flatMap(Person.init)
      else { continue }
      let conjugation = try conjugator.conjugate(verb)
      let regular = conjugator.regularPattern(of: conjugation)
      #expect(
        conjugation.form(tense, person)?.text != regular.form(tense, person)?.text,
        "\(verb) \(key) \(person)")
    }
  }

  @Test func difficultyTiersReachVerbsWithEñeAndDiaeresis() throws {
    let answers = try (1...6).flatMap { seed in
      try sheet(["--seed", "\(seed)", "--count", "500", "--difficulty", "difficult"])
    }.compactMap { $0["answer"] as? String }
    #expect(answers.contains { $0.contains("ñ") })
    #expect(answers.contains { $0.contains("ü") })
    let easy = try sheet(["--seed", "1", "--count", "200"]).compactMap { $0["verb"] as? String }
    #expect(Set(easy).count > 60)
  }

  @Test func aVerbFileWithCommentsAndBlankLines() throws {
    let file = runner.scratch.appendingPathComponent("verbs.txt")
    try "# my class\nhablar\n\n  comer  # regular\nOIR\r\n".write(
      to: file, atomically: true, encoding: .utf8)
    let items = try sheet(["--seed", "3", "--count", "9", "--verbs-file", file.path])
    #expect(Set(items.compactMap { $0["verb"] as? String }) == ["hablar", "comer", "oír"])
  }

  @Test(arguments: [
    (["--verbs", "hablr"], 64, "unknown verb 'hablr' (did you mean 'hablar'"),
    (["--verbs", "hablar,xyzzy,qqq,zzz,www"], 64, "and 1 more"),
    (["--verbs", ","], 64, "the verb list is empty"),
    (["--tense", "pluperfec"], 64, "did you mean 'pluperfect'?"),
    (["--tense", "preterite,nope"], 64, "unknown tense 'nope'"),
    (["--person", "yo,him"], 64, "unknown person 'him'"),
    (
      ["--person", "yo", "--tense", "imperativo"], 64,
      "no question fits --tense, --person: its verbs"
    ),
    (["--model", "hablr"], 64, "unknown model 'hablr'"),
    (["--top", "0"], 64, "use a whole number from 1"),
    (["--verbs-file", "/nonexistent/verbs.txt"], 66, "'/nonexistent/verbs.txt': no such file"),
    (["--verbs-file", "/"], 74, "cannot read the verb list '/'"),
  ])
  func badSelections(_ arguments: [String], _ status: Int32, _ message: String) throws {
    var runner = self.runner
    runner.allowsRandomSeed = true  // drawn before the selection is found empty
    let result = try runner.run(["quiz", "--worksheet"] + arguments)
    #expect(result.status == status)
    #expect(result.stderrLines.count == 1, "\(result.stderr)")
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }

  @Test func unknownVerbsInAFileNameTheirLine() throws {
    let file = runner.scratch.appendingPathComponent("big.txt")
    let lines = ["hablar"] + (1...20_000).map { "noverb\($0)" }
    try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
    let result = try runner.run(["quiz", "--worksheet", "--verbs-file", file.path])
    #expect(result.status == 64)
    #expect(result.stderrLines.count == 1)
    #expect(result.stderr.contains("'noverb1' (line 2 of big.txt)"), "\(result.stderr)")
    #expect(result.stderr.contains("and 19997 more"))
    #expect(result.stderr.count < 600)
  }

  @Test func theHeaderSaysWhatIsDrilled() throws {
    let result = try runner.run(
      ["quiz", "--seed", "1", "--count", "2", "--tense", "futuro", "--verbs", "hablar"], stdin: "")
    #expect(result.stdout.contains("\nOnly: futuro de indicativo; hablar\n"), "\(result.stdout)")
  }

  @Test(arguments: ["--tense", "--person", "--verbs", "--model", "--seed"])
  func aHugeValueIsQuotedShort(_ option: String) throws {
    let huge = String(repeating: "a", count: 100_000)
    let result = try runner.run(["quiz", "--worksheet", option, huge])
    #expect(result.status == 64)
    #expect(result.stderrLines.count == 1)
    #expect(result.stderr.count < 400, "\(result.stderr.prefix(400))")
    #expect(result.stderr.contains("(100000 characters)"))
  }
}
