import Foundation
import Testing

/// The region setting end to end: which rows `verb` gives equal standing, what a quiz and a
/// worksheet ask, the voice, and `settings set region` suggesting the value meant.
@Suite struct RegionTests {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  /// The person rows of `verb tener --tense presente`, as labelled.
  func presentRows(_ extra: [String] = []) throws -> [String] {
    let result = try runner.run(
      ["verb", "tener", "--tense", "presente", "--color", "never"] + extra)
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdoutLines.filter { $0.hasPrefix("  ") }.map {
      $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(
        of: " {2,}", with: " | ", options: .regularExpression)
    }
  }

  @Test func outsideSpainVosotrosComesLastAndSaysWhereItIsUsed() throws {
    let latinAmerica = [
      "yo | tengo", "tú | tienes", "él/ella/usted | tiene", "nosotros | tenemos",
      "ellos/ellas/ustedes | tienen", "vosotros (Spain) | tenéis",
    ]
    #expect(try presentRows() == latinAmerica)
    #expect(try runner.run(["settings", "set", "region", "spain"]).status == 0)
    #expect(
      try presentRows() == [
        "yo | tengo", "tú | tienes", "él/ella/usted | tiene", "nosotros | tenemos",
        "vosotros | tenéis", "ellos/ellas/ustedes | tienen",
      ])
    #expect(try runner.run(["settings", "set", "region", "rioplatense"]).status == 0)
    #expect(
      try presentRows() == [
        "yo | tengo", "tú | tienes", "vos | tenés", "él/ella/usted | tiene",
        "nosotros | tenemos", "ellos/ellas/ustedes | tienen", "vosotros (Spain) | tenéis",
      ])
    #expect(try presentRows(["--no-vos"]) == latinAmerica)
  }

  /// With colour, the row set apart is faint throughout (no irregular letters in red).
  @Test func theRowSetApartIsDimWithColour() throws {
    let result = try runner.run(["verb", "tener", "--tense", "presente", "--color", "always"])
    let row = try #require(result.stdoutLines.first { $0.contains("vosotros") })
    #expect(row == "  \u{1B}[2mvosotros (Spain)   \u{1B}[0m  \u{1B}[2mtenéis\u{1B}[0m")
    #expect(result.stdoutLines.last { !$0.isEmpty }?.contains("vosotros") == true)
  }

  /// JSON is data for scripts: every person, in table order, whatever the region.
  @Test func jsonKeepsEveryPerson() throws {
    let before = try runner.run(["verb", "tener", "--format", "json"]).stdout
    #expect(try runner.run(["settings", "set", "region", "spain"]).status == 0)
    #expect(try runner.run(["verb", "tener", "--format", "json"]).stdout == before)
  }

  @Test(arguments: [
    ("rioplatence", "(did you mean 'rioplatense'?)"),
    ("argentina", "(did you mean 'rioplatense'?)"),
    ("Spian", "(did you mean 'spain'?)"),
    ("latam", "(did you mean 'latin-america'?)"),
  ])
  func aMistypedRegionSuggestsTheValueMeant(_ typed: String, _ suggestion: String) throws {
    let result = try runner.run(["settings", "set", "region", typed])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderrLines.count == 1)
    #expect(
      result.stderr.hasPrefix(
        "conjugar: error: invalid value '\(typed)' for region \(suggestion); "
          + "use latin-america, rioplatense or spain"), "\(result.stderr)")
    #expect(try runner.run(["settings", "get", "region"]).stdout == "latin-america\n")
  }

  @Test func anotherSpellingOfAValueIsStoredAsTheValue() throws {
    let set = try runner.run(["settings", "set", "region", "Río Platense"])
    #expect(set.status == 0 && set.stdout == "region = rioplatense\n")
    let saved = try String(
      contentsOf: runner.scratch.appendingPathComponent("settings.json"), encoding: .utf8)
    #expect(
      saved.contains(#""region" : "rioplatense""#) || saved.contains(#""region": "rioplatense""#))
  }

  /// vos off in the list would mislead in rioplatense, which asks vos anyway: the list says so.
  @Test func theListSaysRioplatenseAsksVos() throws {
    #expect(try runner.run(["settings", "set", "region", "rioplatense"]).status == 0)
    let list = try runner.run(["settings"]).stdoutLines
    #expect(
      list.first
        == "vos            off          (default: off; vos is shown and asked anyway in region rioplatense)"
    )
    #expect(try runner.run(["settings", "get", "vos"]).stdout == "off\n")
  }

  /// A rioplatense quiz asks vos, never tú or vosotros, and says vos in its header and history.
  @Test func aRioplatenseQuizAsksVosAndNoVosotros() throws {
    #expect(try runner.run(["settings", "set", "region", "rioplatense"]).status == 0)
    let sheet = try runner.run([
      "quiz", "--seed", "5", "--count", "60", "--difficulty", "moderate", "--worksheet",
      "--answers", "--format", "json",
    ])
    #expect(sheet.status == 0, "\(sheet.stderr)")
    let items = try #require(
      try JSONSerialization.jsonObject(with: Data(sheet.stdout.utf8)) as? [[String: Any]])
    let persons = Set(items.compactMap { $0["person"] as? String })
    #expect(persons.contains("vos"))
    #expect(persons.isDisjoint(with: ["tu", "vosotros"]), "\(persons)")
    let quiz = try runner.run(["quiz", "--seed", "5", "--count", "3"], stdin: ":quit\n")
    let header = quiz.stdoutLines.first { $0.hasPrefix("Quiz · ") }
    #expect(header == "Quiz · seed 5 · easy · rioplatense · 3 questions · vos", "\(quiz.stdout)")
    let text = try runner.run(["quiz", "--seed", "5", "--count", "4", "--worksheet"]).stdout
    #expect(text.contains("rioplatense") && text.contains(" · vos"), "\(text)")
  }

  @Test(arguments: [("rioplatense", "es-419"), ("latin-america", "es-419"), ("spain", "es")])
  func theVoiceFollowsTheRegion(_ region: String, _ voice: String) throws {
    let speech = RecordingSpeech()
    var speaking = runner
    speaking.speech = speech.client
    #expect(try runner.run(["settings", "set", "region", region]).status == 0)
    #expect(try speaking.run(["say", "tenés"]).status == 0)
    #expect(try speaking.run(["say", "tenés", "--region", "Rio Platense"]).status == 0)
    #expect(speech.said == [voice + " tenés", "es-419 tenés"])
  }

  /// The built binary, as a learner runs it: the region's rows and the suggestion.
  @Test func theBinaryShowsTheRegionsRows() throws {
    let binary = BinaryRunner(sharing: runner.folder)
    let table = try binary.run(["verb", "ser", "--tense", "presente"])
    #expect(table.status == 0)
    let rows = table.stdoutLines.filter { !$0.isEmpty }.suffix(2)
    #expect(rows == ["  ellos/ellas/ustedes  son", "  vosotros (Spain)     sois"])
    let typo = try binary.run(["settings", "set", "region", "rioplatence"])
    #expect(typo.status == 64)
    #expect(typo.stderr.contains("did you mean 'rioplatense'?"))
  }
}
