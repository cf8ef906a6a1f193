import ConjugarCommandLine
import ConjugarCommands
import Foundation
import Testing

/// `verb` on an injected terminal: tenses side by side where they fit (blocks of three at 80
/// columns), the single column into a pipe (unless `--layout grid`), and long tables through the
/// pager (PagerClient's policy).
@Suite struct VerbLayoutTests {
  struct Run {
    var status: ConjugarCommands.ExitStatus
    var stdout: String
    var stderr: [String]
    var pages: [String]
  }

  func verb(
    _ arguments: [String], columns: Int? = 120, rows: Int? = 40, onTerminal: Bool = true,
    variables: [String: String] = [:], pager: PagerClient? = nil
  ) throws -> Run {
    let test = try TestEnvironment(now: "2026-03-01T10:00:00Z")
    var environment = test.environment()
    environment.standardOutputIsTerminal = onTerminal
    environment.terminalColumns = { columns }
    environment.terminalRows = { rows }
    environment.variables.merge(["TERM": "xterm"].merging(variables) { $1 }) { $1 }
    let pages = Locked<[String]>([])
    environment.pager = pager ?? .recording(into: pages)
    let status = CommandRun.run(["verb"] + arguments, in: environment, context: .shell)
    return Run(status: status, stdout: test.output, stderr: test.stderr.get(), pages: pages.get())
  }

  /// `verb tener` into a pipe, as every earlier version printed it (the golden
  /// verb-tener-examples holds the same table).
  static var piped: String { (try? InProcessRunner().run(["verb", "tener"]).stdout) ?? "" }

  /// `verb tener` laid out for 80 columns, as a terminal of 80 columns shows it.
  static var grid80: String {
    (try? InProcessRunner().run(
      ["verb", "tener", "--layout", "grid"], environment: ["COLUMNS": "80"]
    ).stdout) ?? ""
  }

  @Test(arguments: [100, 120, 200])
  func aWideTerminalShowsTensesSideBySide(_ columns: Int) throws {
    let run = try verb(["tener", "--no-pager", "--color", "never"], columns: columns)
    #expect(run.status == .success)
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains("Indicativo: tiempos simples"))
    #expect(lines.allSatisfy { $0.count <= columns })
    #expect(lines.count < 80)
  }

  @Test func aTerminalTooNarrowForTwoTensesKeepsOneColumn() throws {
    let run = try verb(["tener", "--no-pager", "--color", "never"], columns: 40)
    #expect(!run.stdout.contains("Indicativo: tiempos simples"))
    #expect(run.stdout.contains("Presente de indicativo\n  yo                   tengo\n"))
  }

  /// At 80 columns (and up to 99) the grid in blocks of three: half the single column's lines
  /// or fewer, no line wider than the terminal, in both languages and every region.
  @Test(arguments: [80, 90, 99])
  func anEightyColumnTerminalShowsTensesInBlocksOfThree(_ columns: Int) throws {
    for extra in [[], ["--lang", "es"], ["--vos"], ["--lang", "es", "--vos"]] {
      let run = try verb(
        ["tener", "--no-pager", "--color", "never"] + extra, columns: columns, rows: 24)
      let list = try verb(["tener", "--no-pager", "--color", "never", "--layout", "list"] + extra)
      #expect(run.status == .success)
      let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.contains("Indicativo: tiempos simples"), "\(extra)")
      #expect(
        lines.contains { $0.split(separator: " ").prefix(4) == ["yo", "tengo", "tuve", "tenía"] })
      #expect(lines.allSatisfy { $0.count <= columns }, "\(extra)")
      #expect(
        lines.count * 2
          <= list.stdout.split(separator: "\n", omittingEmptySubsequences: false).count,
        "\(extra)")
    }
  }

  /// Into a pipe the table is what it always was, at any COLUMNS; `--layout grid` fits COLUMNS.
  @Test func pipedOutputIsTheSingleColumnUnlessAGridIsAsked() throws {
    let piped = try verb(
      ["tener"], columns: nil, onTerminal: false, variables: ["COLUMNS": "200"])
    #expect(piped.stdout == Self.piped)
    #expect(piped.pages.isEmpty)
    let grid = try verb(
      ["tener", "--layout", "grid"], columns: nil, onTerminal: false,
      variables: ["COLUMNS": "150"])
    #expect(grid.stdout.contains("Indicativo: tiempos simples"))
    let list = try verb(["tener", "--layout", "list", "--no-pager", "--color", "never"])
    #expect(list.stdout == Self.piped)
  }

  @Test func aTableLongerThanTheScreenGoesThroughThePager() throws {
    let run = try verb(["tener", "--color", "never"], columns: 80, rows: 24)
    #expect(run.status == .success)
    #expect(run.stdout == "")
    #expect(run.pages == [Self.grid80])
    #expect(run.stderr == [])
  }

  @Test func aTableThatFitsIsPrintedDirectly() throws {
    let run = try verb(
      ["tener", "--tense", "preterito", "--color", "never"], columns: 80, rows: 24)
    #expect(run.pages.isEmpty)
    #expect(run.stdout.contains("tuve"))
  }

  @Test(arguments: [["--no-pager"], ["--format", "json"]])
  func noPagerOrJSONPrintsDirectly(_ extra: [String]) throws {
    let run = try verb(["tener", "--color", "never"] + extra, columns: 80, rows: 24)
    #expect(run.pages.isEmpty)
    #expect(run.stdout.contains("tuve"))
  }

  @Test(arguments: ["", "cat"])
  func anEmptyPagerOrCatPrintsDirectly(_ pager: String) throws {
    let run = try verb(
      ["tener", "--color", "never"], columns: 80, rows: 24, variables: ["PAGER": pager])
    #expect(run.pages.isEmpty)
    #expect(run.stdout.contains("tuve"))
  }

  @Test func aPagerThatCannotStartMeansPlainOutput() throws {
    let run = try verb(
      ["tener", "--color", "never"], columns: 80, rows: 24, pager: PagerClient { _, _ in nil })
    #expect(run.status == .success)
    #expect(run.stdout == Self.grid80)
    #expect(run.stderr == [])
  }

  /// `q` in less: the rest is dropped, quietly, with status 0.
  @Test func aPagerQuitEarlyEndsQuietly() throws {
    let pages = Locked<[String]>([])
    let run = try verb(
      ["tener", "hablar", "comer"], columns: 80, rows: 24,
      pager: .recording(into: pages, quitAfter: 0))
    #expect(run.status == .success)
    #expect(run.stdout == "")
    #expect(run.stderr == [])
    #expect(pages.get() == [""])
  }

  @Test func thePagerIsLessFRXUnlessPagerNamesAnother() throws {
    let test = try TestEnvironment(now: "2026-03-01T10:00:00Z")
    var environment = test.environment()
    environment.standardOutputIsTerminal = true
    #expect(PagerClient.command(in: environment, noPager: false) == ["less", "-FRX"])
    environment.variables["PAGER"] = "most -s"
    #expect(PagerClient.command(in: environment, noPager: false) == ["most", "-s"])
    #expect(PagerClient.command(in: environment, noPager: true) == nil)
    environment.standardOutputIsTerminal = false
    #expect(PagerClient.command(in: environment, noPager: false) == nil)
  }
}

/// The built binary in a real pseudo-terminal (pty_run.py): the grid at the terminal's width,
/// the pager started for a long table and quit with `q`.
@Suite struct VerbTerminalTests {
  let runner: BinaryRunner
  init() throws { runner = try BinaryRunner() }

  @Test(arguments: [(40, false), (80, true), (100, true), (120, true), (200, true)])
  func theGridFollowsTheTerminalsWidth(_ columns: Int, _ grid: Bool) throws {
    let run = try runner.terminal(
      rows: 50, columns: columns, arguments: ["verb", "tener", "--no-pager", "--color", "never"])
    #expect(run.status == "status 0")
    #expect(run.shown.contains("Indicativo: tiempos simples") == grid)
    #expect(run.shown.contains("tengo") && run.shown.contains("hubieren tenido"))
  }

  @Test func aLongTableGoesThroughPagerAndAShortOneDoesNot() throws {
    let pager = runner.scratch.appendingPathComponent("pager.sh")
    try ScriptFile.write("#!/bin/sh\necho '[paged]'\ncat\n", to: pager)
    let long = try runner.terminal(
      rows: 24, columns: 80, arguments: ["verb", "tener"], variables: ["PAGER": pager.path])
    #expect(long.shown.hasPrefix("[paged]\n"))
    #expect(long.shown.contains("hubieren tenido"))
    #expect(long.status == "status 0")
    let short = try runner.terminal(
      rows: 24, columns: 80, arguments: ["verb", "tener", "--tense", "preterito"],
      variables: ["PAGER": pager.path])
    #expect(!short.shown.contains("[paged]"))
    let off = try runner.terminal(
      rows: 24, columns: 80, arguments: ["verb", "tener", "--no-pager"],
      variables: ["PAGER": pager.path])
    #expect(!off.shown.contains("[paged]"))
    let missing = try runner.terminal(
      rows: 24, columns: 80, arguments: ["verb", "tener"],
      variables: ["PAGER": runner.scratch.appendingPathComponent("nope").path])
    #expect(missing.shown.contains("hubieren tenido"))
    #expect(missing.status == "status 0")
    // Into a pipe, never: the binary's own standard output is not the terminal.
    let piped = try runner.run(["verb", "tener"], environment: ["PAGER": pager.path])
    #expect(!piped.stdout.contains("[paged]"))
  }

  /// `q` in less after the first screen: conjugar ends with status 0 and no message, even
  /// with thousands of tables still to write.
  @Test func quittingLessEndsQuietly() throws {
    let run = try runner.terminal(
      rows: 24, columns: 80, arguments: ["verb", "tener", "hablar", "comer", "vivir", "ser"],
      typing: (after: "Pretérito", keys: "q"))
    #expect(run.status == "status 0", "\(run.shown.suffix(300))")
    #expect(!run.shown.contains("conjugar: error"))
    #expect(!run.shown.contains("vivimos"))
  }
}

/// The grid as golden transcripts at 120 and 200 columns (`--layout grid` and COLUMNS, the
/// width a terminal would give), with English and vos; at 80 columns in both languages and
/// the three regions' rows, and with a long verb.
@Suite struct VerbGridGoldenTests {
  @Test(arguments: [
    ("en", "latin-america", "hablar"), ("es", "spain", "tener"), ("es", "rioplatense", "ir"),
    ("en", "spain", "desembarazar"), ("es", "latin-america", "erguir"),
  ])
  func goldenCompactGrid(_ language: String, _ region: String, _ verb: String) throws {
    let runner = try InProcessRunner()
    #expect(try runner.run(["settings", "set", "region", region]).status == 0)
    let result = try runner.run(
      ["verb", verb, "--layout", "grid", "--lang", language], environment: ["COLUMNS": "80"])
    #expect(result.status == 0)
    #expect(result.stdout.split(separator: "\n").allSatisfy { $0.count <= 80 })
    try Golden.check(result.stdout, against: "verb-grid-80-\(language)-\(region)-\(verb)")
  }

  @Test(arguments: [120, 200])
  func goldenGrid(_ columns: Int) throws {
    let result = try InProcessRunner().run(
      ["verb", "ir", "--layout", "grid", "--english", "--vos"],
      environment: ["COLUMNS": "\(columns)"])
    #expect(result.status == 0)
    try Golden.check(result.stdout, against: "verb-grid-\(columns)")
  }
}
