import ConjugarCommandLine
import ConjugarCommands
import ConjugarTestSupport
import Foundation
import Testing

/// `info` pages as `verb` does (PagerClient's policy): on a terminal, a guide longer than the
/// screen goes through the pager; never into a pipe, in JSON or with `--no-pager`.
@Suite struct InfoPagerTests {
  struct Run {
    var status: ConjugarCommands.ExitStatus
    var stdout: String
    var pages: [String]
  }

  func info(_ arguments: [String], rows: Int? = 24, onTerminal: Bool = true) throws -> Run {
    let test = try TestEnvironment(now: "2026-03-01T10:00:00Z")
    var environment = test.environment()
    environment.standardOutputIsTerminal = onTerminal
    environment.terminalColumns = { 80 }
    environment.terminalRows = { rows }
    environment.variables["TERM"] = "xterm"
    let pages = Locked<[String]>([])
    environment.pager = .recording(into: pages)
    let status = CommandRun.run(["info"] + arguments, in: environment, context: .shell)
    #expect(test.stderr.get().isEmpty, "\(test.stderr.get())")
    return Run(status: status, stdout: test.output, pages: pages.get())
  }

  @Test(arguments: [["--all"], ["preterito"], []])
  func aGuideLongerThanTheScreenGoesThroughThePager(_ arguments: [String]) throws {
    let direct = try info(arguments + ["--no-pager", "--color", "never"])
    #expect(direct.pages.isEmpty)
    #expect(direct.stdout.split(separator: "\n", omittingEmptySubsequences: false).count > 24)
    let paged = try info(arguments + ["--color", "never"])
    #expect(paged.status == .success)
    #expect(paged.stdout.isEmpty)
    #expect(paged.pages == [direct.stdout])
  }

  @Test func aGuideThatFitsIsPrintedDirectly() throws {
    let run = try info(["--all", "--color", "never"], rows: 5000)
    #expect(run.pages.isEmpty)
    #expect(run.stdout.contains("Futuro perfecto de subjuntivo"))
  }

  @Test func neverIntoAPipeNorInJSON() throws {
    let piped = try info(["--all"], onTerminal: false)
    #expect(piped.pages.isEmpty)
    #expect(piped.stdout.contains("Futuro perfecto de subjuntivo"))
    let json = try info(["--all", "--format", "json"])
    #expect(json.pages.isEmpty)
    #expect(json.stdout.hasPrefix("["))
  }
}

/// `info --all` from the built binary in a 24-row pseudo-terminal: paged unless `--no-pager`,
/// never into a pipe.
@Suite struct InfoTerminalTests {
  let runner: BinaryRunner
  init() throws { runner = try BinaryRunner() }

  @Test func theWholeGuideGoesThroughThePager() throws {
    let pager = runner.scratch.appendingPathComponent("pager.sh")
    try ScriptFile.write("#!/bin/sh\necho '[paged]'\ncat\n", to: pager)
    let paged = try runner.terminal(
      rows: 24, columns: 80, arguments: ["info", "--all"], variables: ["PAGER": pager.path])
    #expect(paged.shown.hasPrefix("[paged]\n"))
    #expect(paged.shown.contains("Futuro perfecto de subjuntivo"))
    #expect(paged.status == "status 0")
    let direct = try runner.terminal(
      rows: 24, columns: 80, arguments: ["info", "--all", "--no-pager"],
      variables: ["PAGER": pager.path])
    #expect(!direct.shown.contains("[paged]"))
    #expect(direct.shown.contains("Futuro perfecto de subjuntivo"))
    let piped = try runner.run(["info", "--all"], environment: ["PAGER": pager.path])
    #expect(!piped.stdout.contains("[paged]"))
  }
}
