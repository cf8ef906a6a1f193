import ConjugarCommandLine
import ConjugarCommands
import ConjugarTestSupport
import Foundation
import Testing

/// `conjugar due` at the edges of time and against its own cache (issue 37): a history at the
/// calendar's bounds finishes, a cache edited into valid JSON is rebuilt, and a symbolic link
/// in the cache's place is replaced, never written through.
@Suite struct DueTimeEdgesTests {
  static func quiz(_ date: String, mark: String = "wrong") -> String {
    #"{"date":"\#(date)","answers":[{"verb":"ir","tense":"preterito","person":"yo","mark":"\#(mark)"}]}"#
  }

  /// The hang of issue 37: the last quiz on 0001-01-01 made `due` spin forever. Run from the
  /// binary under a watchdog, so a hang fails the test instead of blocking the suite.
  @Test(arguments: [
    ["0001-01-01T12:00:00Z"], ["0001-01-01T00:00:00Z", "0001-01-02T23:59:59Z"],
    ["0001-01-01T12:00:00Z", "9999-12-31T23:59:59Z"],
    ["9999-12-30T12:00:00Z", "9999-12-31T12:00:00Z"],
  ])
  func dueOnAHistoryAtTheCalendarsBoundsFinishes(dates: [String]) throws {
    var runner = try BinaryRunner()
    runner.timeout = 60
    let history = dates.map { Self.quiz($0) + "\n" }.joined()
    try history.write(
      to: runner.scratch.appendingPathComponent("history.jsonl"), atomically: true,
      encoding: .utf8)
    for arguments in [["due"], ["due"], ["due", "--format", "json"], ["stats"]] {
      let result = try runner.run(arguments)
      #expect(result.status == 0, "\(arguments): \(result.stderr)")
      #expect(result.stderr.isEmpty)
    }
    let text = try runner.run(["due"]).stdout
    #expect(text.hasPrefix("1 item due today") || text.hasPrefix("0 items due today"), "\(text)")
  }

  /// The REPL's banner reads the same report: it must show its prompt.
  @Test func theReplStartsOnAHistoryAtTheCalendarsFirstDay() throws {
    let test = try TestEnvironment(now: "2026-11-28T10:00:00Z")
    try (Self.quiz("0001-01-01T12:00:00Z") + "\n").write(
      to: test.historyURL, atomically: true, encoding: .utf8)
    var environment = test.environment()
    environment.variables["CONJUGAR_SETTINGS"] = test.settingsPath
    Repl(
      commands: CommandTree(root: Conjugar.self), environment: environment,
      reader: ScriptedLineReader(["quit"]), interactive: true
    ).run()
    #expect(test.stdout.get().last == "1 item due today")
  }

  /// A clock far in the future, far in the past or broken is read as the nearest end of the
  /// calendar: `due`, `stats` and `stats --items` answer as on that day, and never wait.
  @Test(arguments: [
    (1e13, "9999-12-31T12:00:00Z"), (1e300, "9999-12-31T12:00:00Z"),
    (.infinity, "9999-12-31T12:00:00Z"), (-1e13, "0001-01-01T12:00:00Z"),
    (.nan, "1970-01-01T12:00:00Z"),
  ])
  func aClockOutsideTheCalendarIsItsNearestEnd(seconds: Double, end: String) throws {
    func outputs(_ now: Date) throws -> [String] {
      var test = try DueCommandTests.environment()
      test.now = now
      try DueCommandTests.run(test, ["--format", "json"])
      try DueCommandTests.run(test)
      try StatsCommand.parse(["--settings", test.settingsPath, "--format", "json"]).run(
        in: test.environment())
      try StatsCommand.parse(["--items", "--settings", test.settingsPath]).run(
        in: test.environment())
      #expect(test.stderr.get().isEmpty)
      return test.stdout.get()
    }
    let nearest = try #require(ISO8601DateFormatter().date(from: end))
    #expect(try outputs(Date(timeIntervalSince1970: seconds)) == outputs(nearest))
  }

  static func due(_ test: TestEnvironment) throws -> String {
    try DueCommand.parse(["--settings", test.settingsPath]).run(in: test.environment())
    return test.stdout.get().last ?? ""
  }

  static func cache(_ test: TestEnvironment) -> URL {
    test.folder.appendingPathComponent("history.summary.json")
  }

  /// Issue 37: `"dueBy":7` made `due` say 7, and a changed `runStart` a streak of 739948 days.
  @Test(arguments: [
    (#""dueBy":"#, #""dueBy":7"#), (#""runStart":"#, #""runStart":-7"#),
  ])
  func aCacheEditedIntoValidJSONIsRebuiltNotBelieved(edit: (String, String)) throws {
    let test = try DueCommandTests.environment()
    let truth = try Self.due(test)
    #expect(truth == "8 items due today · streak 3 days")
    let written = try String(contentsOf: Self.cache(test), encoding: .utf8)
    let edited = written.replacingOccurrences(of: edit.0, with: edit.1)
    #expect(edited != written)
    try edited.write(to: Self.cache(test), atomically: true, encoding: .utf8)
    #expect(try Self.due(test) == truth)
    #expect(test.stderr.get().isEmpty)
    let due = try #require(written.firstRange(of: #/"due":\{[^}]*\}/#))
    let rebuilt = try String(contentsOf: Self.cache(test), encoding: .utf8)
    #expect(rebuilt.contains(written[due]), "rebuilt")
  }

  /// Issue 37: with `history.summary.json` a symbolic link, its target was overwritten with
  /// cache JSON. The link itself is replaced; what it led to (a file, or nothing) is left.
  @Test(arguments: [true, false])
  func aCacheThatIsASymbolicLinkIsReplacedNotFollowed(targetExists: Bool) throws {
    let test = try DueCommandTests.environment()
    let target = test.folder.appendingPathComponent("precious.txt")
    if targetExists { try "precious\n".write(to: target, atomically: true, encoding: .utf8) }
    try FileManager.default.createSymbolicLink(at: Self.cache(test), withDestinationURL: target)
    #expect(try Self.due(test) == "8 items due today · streak 3 days")
    if targetExists {
      #expect(try String(contentsOf: target, encoding: .utf8) == "precious\n")
    } else {
      #expect(!FileManager.default.fileExists(atPath: target.path))
    }
    let kind = try FileManager.default.attributesOfItem(atPath: Self.cache(test).path)[.type]
    #expect(kind as? FileAttributeType == .typeRegular)
    #expect(try String(contentsOf: Self.cache(test), encoding: .utf8).hasPrefix("{\"checkpoint\""))
    #expect(try Self.due(test) == "8 items due today · streak 3 days")
    #expect(test.stderr.get().isEmpty)
  }
}
