import ConjugarTestSupport
import Foundation
import SimpleJSON
import Testing

/// `stats --fit`: the schedule fitted to a simulated learner's history (scripts/
/// fsrs-fit-fixtures.py, learner 6), in English and Spanish against reviewed golden
/// transcripts; the JSON's members; an empty, a tiny and an odd history (status 0, the reason or
/// the odd lines named); the fit kept beside the history and used by `stats --items` unless
/// `settings set fit off`; refitted by plain `stats` and by the end of a quiz.
@Suite struct StatsFitTests {
  let runner: InProcessRunner
  init() throws {
    var runner = try InProcessRunner()
    runner.now = { Date(timeIntervalSince1970: 1_751_371_200) }  // 2025-07-01T12:00:00Z
    self.runner = runner
  }

  var historyURL: URL { runner.scratch.appendingPathComponent("history.jsonl") }
  var fitURL: URL { runner.scratch.appendingPathComponent("history.fit.json") }

  static func learner() throws -> String {
    try String(
      contentsOf: Golden.folder.appendingPathComponent("fit.history.jsonl"), encoding: .utf8)
  }

  func useHistory(_ text: String) throws {
    try text.write(to: historyURL, atomically: true, encoding: .utf8)
    try? FileManager.default.removeItem(at: fitURL)
  }

  func json(_ arguments: [String]) throws -> [String: JSONValue] {
    let result = try runner.run(arguments)
    #expect(result.status == 0, "\(result.stderr)")
    guard case .object(let fields)? = JSONValue(parsing: result.stdout) else {
      Issue.record("not an object: \(result.stdout)")
      return [:]
    }
    return fields
  }

  @Test func reportInEnglish() throws {
    try useHistory(try Self.learner())
    let result = try runner.run(["stats", "--fit"])
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    try Golden.check(result.stdout, against: "stats-fit-en")
  }

  @Test func reportInSpanish() throws {
    let result = try runner.inSpanishBothWays(["stats", "--fit"]) {
      try useHistory(try Self.learner())
    }
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    try Golden.check(result.stdout, against: "stats-fit-es")
  }

  @Test func jsonHasTheFigures() throws {
    try useHistory(try Self.learner())
    let fields = try json(["stats", "--fit", "--format", "json"])
    guard case .array(let parameters)? = fields["parameters"],
      case .object(let base)? = fields["default"], case .object(let fitted)? = fields["fitted"],
      case .bool(let adopted)? = fields["adopted"], case .number(let reviews)? = fields["reviews"]
    else {
      Issue.record("members: \(fields.keys.sorted())")
      return
    }
    #expect(parameters.count == 21 && reviews.int == 373 && adopted)
    for figures in [base, fitted] {
      #expect(figures["logLoss"] != nil && figures["rmseBins"] != nil && figures["count"] != nil)
    }
    #expect(FileManager.default.fileExists(atPath: fitURL.path))
    #expect(try json(["stats", "--fit", "--format", "json"]) == fields, "deterministic")
  }

  /// No history, two answers, a handful: the defaults stay, and the report says why.
  @Test(arguments: [0, 2, 12])
  func aTinyHistoryKeepsTheDefaults(lines: Int) throws {
    try useHistory(
      try Self.learner().split(separator: "\n").prefix(lines).map { $0 + "\n" }.joined())
    let result = try runner.run(["stats", "--fit"])
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    let text = result.stdout.split(separator: "\n").joined(separator: " ")
    #expect(text.contains("a fit needs at least 8"), "\(result.stdout)")
    let fields = try json(["stats", "--fit", "--format", "json"])
    #expect(fields["stage"] == .string("defaults") && fields["adopted"] == .bool(false))
  }

  @Test func emptyHistoryInBothLanguages() throws {
    try useHistory("")
    try Golden.check(try runner.run(["stats", "--fit"]).stdout, against: "stats-fit-empty-en")
    let spanish = try runner.inSpanishBothWays(["stats", "--fit"]) { try useHistory("") }
    try Golden.check(spanish.stdout, against: "stats-fit-empty-es")
  }

  /// Garbage, a line without a date, answers of an unknown tense, huge counts, a far-future
  /// date and a clock set back: the fit runs, the odd lines are counted and named.
  @Test func oddLinesAreCountedAndNamed() throws {
    var lines = try Self.learner().split(separator: "\n").map(String.init)
    lines.insert("not json at all", at: 40)
    lines.insert(
      #"{"answers":[{"verb":"ser","tense":"preterito","person":"yo","mark":"correct"}]}"#, at: 80)
    lines.insert(
      #"{"date":"2025-02-01T10:00:00Z","answers":[{"verb":"ser","tense":"nonsense","person":"yo","mark":"correct"}],"questions":99999999999999999999}"#,
      at: 120)
    lines.insert(
      #"{"date":"2025-01-07T10:00:00Z","answers":[{"verb":"hablar","tense":"preterito","person":"tu","mark":"wrong"}]}"#,
      at: 300)
    lines.append(
      #"{"date":"9999-12-31T23:59:59Z","drill":"translate","answers":[{"verb":"hablar","tense":"preterito","person":"tu","mark":"correct"}]}"#
    )
    try useHistory(lines.joined(separator: "\n") + "\n")
    let result = try runner.run(["stats", "--fit"])
    #expect(result.status == 0, "\(result.stderr)")
    try Golden.check(result.stdout, against: "stats-fit-odd-en")
    let fields = try json(["stats", "--fit", "--format", "json"])
    #expect(
      fields["skipped"]
        == .object([
          "unreadableLines": .integer(1), "undatedRecords": .integer(1),
          "unreadableAnswers": .integer(1), "outOfOrderAnswers": .integer(1),
        ]))
  }

  /// The adopted fit changes the items' states; `settings set fit off` gives the defaults'.
  @Test func theFitIsUsedUnlessTheSettingIsOff() throws {
    try useHistory(try Self.learner())
    #expect(try runner.run(["settings", "set", "fit", "off"]).status == 0)
    let byDefault = try runner.run(["stats", "--items", "--format", "json"]).stdout
    #expect(!FileManager.default.fileExists(atPath: fitURL.path), "no refit when off")
    #expect(try runner.run(["settings", "set", "fit", "on"]).status == 0)
    let fitted = try runner.run(["stats", "--items", "--format", "json"]).stdout
    #expect(fitted != byDefault)
    #expect(try runner.run(["stats", "--items", "--format", "json"]).stdout == fitted)
    #expect(try runner.run(["settings", "set", "fit", "off"]).status == 0)
    #expect(try runner.run(["stats", "--items", "--format", "json"]).stdout == byDefault)
    #expect(try json(["stats", "--fit", "--format", "json"])["used"] == .bool(false))
    #expect(try runner.run(["settings", "set", "fit", "on"]).status == 0)
    #expect(try runner.run(["stats", "--items", "--format", "json"]).stdout == fitted)
  }

  /// A corrupt fit file is not believed: the next `stats` fits again and writes it anew, and
  /// prints what the new fit schedules (the same answers, the same fit).
  @Test func aCorruptFitFileIsIgnoredAndRefitted() throws {
    try useHistory(try Self.learner())
    let fitted = try runner.run(["stats", "--items", "--format", "json"]).stdout
    let kept = try String(contentsOf: fitURL, encoding: .utf8)
    try "{\"version\":1,\"parameters\":[1,2,3]}".write(
      to: fitURL, atomically: true, encoding: .utf8)
    #expect(try runner.run(["stats", "--items", "--format", "json"]).stdout == fitted)
    #expect(try String(contentsOf: fitURL, encoding: .utf8) == kept)
  }

  /// The end of a quiz fits a short history again once it has grown by a fifth.
  @Test func theEndOfAQuizRefits() throws {
    try useHistory(try Self.learner())
    #expect(!FileManager.default.fileExists(atPath: fitURL.path))
    _ = try runner.run(["quiz", "--seed", "1", "--count", "1"], stdin: "hablo\n")
    let kept = try JSONValue(parsing: String(contentsOf: fitURL, encoding: .utf8))
    guard case .object(let fields)? = kept else {
      Issue.record("no fit file")
      return
    }
    guard case .number(let reviews)? = fields["reviews"], let count = reviews.int else {
      Issue.record("no count: \(fields)")
      return
    }
    #expect(count > 373)
  }
}
