import ConjugarCore
import Foundation
import Testing

/// A mood's name as a filter (issue 29, item 7): `--tense subjuntivo` is every subjunctive
/// tense in `verb`, the quiz and its worksheets, and `info subjuntivo` lists them; the present
/// alone is `presente de subjuntivo`. Internal keys are still read.
@Suite struct MoodFilterTests {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  /// The tense keys `verb --format json` prints for `--tense` values.
  func tenseKeys(_ values: String...) throws -> [String] {
    var arguments = ["verb", "tener", "--format", "json"]
    for value in values { arguments += ["--tense", value] }
    let result = try runner.run(arguments)
    #expect(result.status == 0, "\(result.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let tenses = try #require(object["tenses"] as? [String: Any])
    return Tense.allCases.map(\.rawValue).filter { tenses[$0] != nil }
  }

  @Test(arguments: [
    ("subjuntivo", Mood.subjuntivo), ("Subjunctive", .subjuntivo), ("modo-subjuntivo", .subjuntivo),
    ("indicativo", .indicativo), ("indicative", .indicativo), ("imperativo", .imperativo),
    ("imperative mood", .imperativo),
  ])
  func aMoodSelectsEveryTenseOfIt(_ name: String, _ mood: Mood) throws {
    #expect(try tenseKeys(name) == mood.tenses.map(\.rawValue))
  }

  @Test func oneTenseStillNamesOneTense() throws {
    #expect(try tenseKeys("presente de subjuntivo") == ["presenteDeSubjuntivo"])
    #expect(try tenseKeys("subjuntivo presente") == ["presenteDeSubjuntivo"])
    #expect(try tenseKeys("presente-de-subjuntivo") == ["presenteDeSubjuntivo"])
    #expect(try tenseKeys("imperfecto") == ["imperfectoDeIndicativo"])
    #expect(try tenseKeys("imperfectoDeSubjuntivo2") == ["imperfectoDeSubjuntivo2"])
    #expect(try tenseKeys("preterito,subjuntivo").count == 9)
  }

  /// `check` asks about one tense: a mood is refused on one short line.
  @Test func checkNamesOneTenseNotAMood() throws {
    let result = try runner.run(
      ["check", "tenga", "--verb", "tener", "--tense", "subjuntivo", "--person", "yo"])
    #expect(result.status == 64)
    #expect(result.stderrLines.count == 1)
    #expect(
      result.stderr.contains(
        "this names 8 tenses (presente de subjuntivo, …): give one"), "\(result.stderr)")
    let one = try runner.run(
      ["check", "tenga", "--verb", "tener", "--tense", "presente de subjuntivo", "--person", "yo"])
    #expect(one.status == 0, "\(one.stderr)")
  }

  @Test func aMisspeltMoodGetsTheMood() throws {
    let result = try runner.run(["verb", "tener", "--tense", "subjuntvo"])
    #expect(result.status == 64)
    #expect(result.stderrLines.count == 1)
    #expect(result.stderr.contains("did you mean 'subjuntivo'?"), "\(result.stderr)")
  }

  /// The quiz drills the whole mood and its header says so.
  @Test func theQuizDrillsTheMoodAndSaysSo() throws {
    let result = try runner.run(
      [
        "quiz", "--worksheet", "--answers", "--format", "json", "--seed", "3", "--count", "40",
        "--tense", "subjuntivo", "--top", "20",
      ])
    #expect(result.status == 0, "\(result.stderr)")
    let items = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    let tenses = Set(items.compactMap { $0["tense"] as? String })
    #expect(tenses.count > 3, "\(tenses)")
    #expect(tenses.isSubset(of: Mood.subjuntivo.tenses.map(\.rawValue)), "\(tenses)")
    let quiz = try runner.run(
      ["quiz", "--seed", "1", "--count", "2", "--tense", "subjuntivo", "--verbs", "hablar"],
      stdin: "")
    #expect(
      quiz.stdout.contains("\nOnly: subjuntivo (6 tenses); hablar\n"), "\(quiz.stdout)")
    let mixed = try runner.run(
      ["quiz", "--seed", "1", "--count", "2", "--tense", "imperativo,futuro", "--verbs", "ir"],
      stdin: "")
    #expect(
      mixed.stdout.contains("\nOnly: imperativo (2 tenses), futuro de indicativo; ir\n"),
      "\(mixed.stdout)")
  }

  @Test func infoOfAMoodListsItsTenses() throws {
    let result = try runner.run(["info", "subjuntivo"])
    #expect(result.status == 0)
    let lines = result.stdoutLines
    // Eight rows under "6 tenses": the title says why.
    #expect(
      lines.first == "Subjuntivo · subjunctive mood: 6 tenses (the -ra and -se forms count as one)")
    let indicative = try runner.run(["info", "indicativo"])
    #expect(indicative.stdoutLines.first == "Indicativo · indicative mood: 10 tenses")
    for tense in Tense.allCases {
      let listed = lines.contains { $0.hasPrefix("  " + tense.name + "  ") }
      #expect(listed == (tense.mood == .subjuntivo), "\(tense)")
    }
    let json = try runner.run(["info", "modo indicativo", "--format", "json"])
    let entries = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [Any])
    #expect(entries.count == 10)
  }

  /// `info --help` lists the tenses by mood, by the names people use.
  @Test func helpGroupsTheTensesByMood() throws {
    let help = try runner.run(["help", "info"]).stdout
    let flat = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(flat.contains("subjuntivo (subjunctive): presente de subjuntivo, imperfecto de"))
    #expect(flat.contains("imperativo (imperative): imperativo afirmativo, imperativo negativo"))
    #expect(!help.contains("imperfectoDeSubjuntivo2"))
  }
}
