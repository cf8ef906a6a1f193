import ConjugarCommandLine
import ConjugarCommands
import ConjugarTestSupport
import Foundation
import Testing

/// `conjugar stats` at any width (StatsChart's policy): on a terminal, lines wrap at spaces to
/// its width and bars shrink so that no row wraps; into a pipe the report is unchanged unless
/// COLUMNS is set. The fixture history of StatsCommandTests, read in Bogotá time.
@Suite struct StatsWidthTests {
  func stats(
    _ arguments: [String] = [], columns: Int?, onTerminal: Bool = true,
    variables: [String: String] = [:]
  ) throws -> String {
    let test = try TestEnvironment(now: "2025-03-09T20:00:00Z", secondsFromUTC: -5 * 3600)
    try test.useHistory("learning.history.jsonl")
    var environment = test.environment()
    environment.standardOutputIsTerminal = onTerminal
    environment.terminalColumns = { columns }
    environment.variables.merge(variables) { $1 }
    try StatsCommand.parse(arguments + ["--settings", test.settingsPath]).run(in: environment)
    #expect(test.stderr.get().isEmpty, "\(test.stderr.get())")
    return test.output
  }

  /// The words of a report, bars left out: wrapping may move them, never cut or lose one.
  static func words(_ text: String) -> [Substring] {
    text.split(whereSeparator: \.isWhitespace).filter { !$0.contains("█") && !$0.contains("▌") }
  }

  /// A chart's row: a percentage and a count end the line that holds its bar.
  static func isChartRow(_ line: Substring) -> Bool {
    line.wholeMatch(of: /.*\d+%  +\d+\/\d+/) != nil
  }

  static var piped: String { (try? StatsWidthTests().stats(columns: nil, onTerminal: false)) ?? "" }

  @Test(arguments: [40, 50, 80, 120])
  func aTerminalOfAnyWidthGetsEveryWordAndWholeRows(_ columns: Int) throws {
    let text = try stats(columns: columns)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let long = lines.filter { $0.count > columns }
    #expect(long.isEmpty, "\(long)")
    #expect(Self.words(text) == Self.words(Self.piped))
    let rows = lines.filter(Self.isChartRow)
    #expect(rows.count == Self.piped.split(separator: "\n").filter(Self.isChartRow).count)
    #expect(rows.allSatisfy { $0.contains("█") }, "every row keeps its bar")
  }

  @Test func aWideTerminalKeepsTheFullReport() throws {
    #expect(try stats(columns: 120) == Self.piped)
  }

  /// At 40 columns the names stand on their own lines, bars under them; long lines wrap with
  /// a hanging indent.
  @Test func fortyColumns() throws {
    try Golden.check(try stats(columns: 40), against: "stats-text-40")
  }

  @Test func pipedOutputIsUnchangedUnlessColumnsSaysSo() throws {
    try Golden.check(Self.piped, against: "stats-text")
    let narrow = try stats(columns: nil, onTerminal: false, variables: ["COLUMNS": "50"])
    #expect(narrow.split(separator: "\n").allSatisfy { $0.count <= 50 })
    #expect(narrow != Self.piped)
    #expect(
      try stats(columns: nil, onTerminal: false, variables: ["COLUMNS": "wide"]) == Self.piped)
  }

  /// `--items`: the table when it fits (139 columns here, as into a pipe); else a block an item,
  /// its fields wrapped whole.
  @Test(arguments: [40, 80, 138])
  func itemsNarrowerThanTheTableAreBlocks(_ columns: Int) throws {
    let text = try stats(["--items"], columns: columns)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.allSatisfy { $0.count <= columns }, "\(lines.filter { $0.count > columns })")
    #expect(lines.filter { $0.hasPrefix("  Drill: ") }.count == 16)
    #expect(text.contains("Last answer: 2025-03-03 correct"))
    #expect(!text.contains("Last answer:\n"))
    if columns == 80 { try Golden.check(text, against: "stats-items-80") }
  }

  @Test func itemsAsATableWhenItFitsOrIntoAPipe() throws {
    let piped = try stats(["--items"], columns: nil, onTerminal: false)
    try Golden.check(piped, against: "stats-items")
    #expect(try stats(["--items"], columns: 139) == piped)
  }
}

/// `stats` from the built binary: in a 40-column pseudo-terminal, and into a pipe with and
/// without COLUMNS.
@Suite struct StatsTerminalTests {
  let runner: BinaryRunner
  init() throws {
    runner = try BinaryRunner()
    let history = try String(
      contentsOf: Golden.folder.appendingPathComponent("learning.history.jsonl"), encoding: .utf8)
    try history.write(
      to: runner.scratch.appendingPathComponent("history.jsonl"), atomically: true,
      encoding: .utf8)
  }

  @Test(arguments: [["stats"], ["stats", "--items"]])
  func fortyColumnsHoldEveryLine(_ arguments: [String]) throws {
    let run = try runner.terminal(rows: 200, columns: 40, arguments: arguments)
    #expect(run.status == "status 0")
    let lines = run.shown.split(separator: "\n").dropLast()
    #expect(lines.count > 10)
    #expect(lines.allSatisfy { $0.count <= 40 }, "\(lines.filter { $0.count > 40 })")
  }

  @Test func aPipeGetsTheReportUnlessColumnsIsSet() throws {
    let piped = try runner.run(["stats"])
    #expect(piped.status == 0)
    #expect(piped.stdout.split(separator: "\n").contains { $0.count > 80 })
    let narrow = try runner.run(["stats"], environment: ["COLUMNS": "50"])
    #expect(narrow.stdout.split(separator: "\n").allSatisfy { $0.count <= 50 })
    #expect(narrow.stdout.contains("Accuracy by verb family"))
  }
}
