import ConjugarCommandLine
import ConjugarCommands
import ConjugarTestSupport
import Foundation
import LineInput
import Testing

/// Issue 37's small ones: standard input that cannot be read, comments in `verb -`, a pager
/// that fails, malformed completion requests.
@Suite struct StandardInputAndPagerEdgeTests {
  /// `conjugar verb - < /` and the REPL exited 0 silently: one line and status 74.
  @Test(arguments: ["verb -", "verb - --format json", "repl", ""])
  func standardInputThatIsADirectoryIsStatus74(command: String) throws {
    let runner = try BinaryRunner()
    let result = try runner.runShell("\"$0\" \(command) < /")
    #expect(result.status == 74, "\(result.stderr)")
    #expect(result.stderr == "conjugar: error: could not read standard input: is a directory\n")
    #expect(!result.stdout.contains("conjugar>"))
  }

  /// `verb -` called `# comment` lines "not a Spanish word"; `--verbs-file` skips them.
  @Test func verbFromStandardInputSkipsCommentsAndBlankLines() throws {
    let runner = try InProcessRunner()
    let input = "# unit 3\n\n   \nhablar  # to speak\n  comer\n#ser\n"
    let result = try runner.run(
      ["verb", "-", "--tense", "presente", "--color", "never"], stdin: input)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty)
    let direct = try runner.run([
      "verb", "hablar", "comer", "--tense", "presente", "--color", "never",
    ])
    #expect(result.stdout == direct.stdout)
  }

  /// A list saved with a byte order mark (Windows editors) was "'\u{FEFF}hablar' is not a
  /// Spanish word" in `verb -` and an unknown verb in `--verbs-file`.
  @Test func aVerbListSavedWithAByteOrderMarkReadsItsFirstVerb() throws {
    let runner = try InProcessRunner()
    let result = try runner.run(
      ["verb", "-", "--tense", "presente", "--color", "never"], stdin: "\u{FEFF}hablar\ncomer\n")
    #expect(result.status == 0, "\(result.stderr)")
    let direct = try runner.run([
      "verb", "hablar", "comer", "--tense", "presente", "--color", "never",
    ])
    #expect(result.stdout == direct.stdout)
  }

  func verbOnATerminal(pager: PagerClient, variables: [String: String] = [:]) throws
    -> (status: ConjugarCommands.ExitStatus, stdout: String, stderr: [String])
  {
    let test = try TestEnvironment(now: "2026-03-01T10:00:00Z")
    var environment = test.environment()
    environment.standardOutputIsTerminal = true
    environment.terminalColumns = { 80 }
    environment.terminalRows = { 24 }
    environment.variables["TERM"] = "xterm"
    environment.variables.merge(variables) { $1 }
    environment.pager = pager
    let status = CommandRun.run(
      ["verb", "hablar", "--color", "never", "--layout", "list"], in: environment,
      context: .shell)
    return (status, test.output, test.stderr.get())
  }

  /// `PAGER=/bin/false` dropped the table without a word: it is printed plainly after one note.
  @Test(arguments: [0, 2, nil] as [Int?])
  func aPagerThatFailsLosesNoOutput(failsAfter writes: Int?) throws {
    let plain = try verbOnATerminal(pager: .failing, variables: ["PAGER": "cat"])
    #expect(plain.stdout.split(separator: "\n").count > 24)
    let pages = Locked<[String]>([])
    let failed = try verbOnATerminal(pager: .recording(into: pages, quitAfter: writes, fails: true))
    #expect(failed.status == .success)
    #expect(failed.stdout == plain.stdout)
    #expect(
      failed.stderr == [
        "conjugar: warning: the pager 'less -FRX' failed; the output follows without it"
      ])
  }

  /// Quitting the pager (status 0) still ends the output quietly.
  @Test func aPagerQuitEarlyStillEndsTheOutputQuietly() throws {
    let pages = Locked<[String]>([])
    let quit = try verbOnATerminal(pager: .recording(into: pages, quitAfter: 1))
    #expect(quit.status == .success && quit.stdout.isEmpty && quit.stderr.isEmpty)
  }

  /// The real pager: `/bin/false`, and one that exits 127 at once (a script that is not there).
  @Test(arguments: ["/bin/false", "/bin/sh /nonexistent/pager-script"])
  func aRealPagerThatFailsLosesNoOutput(pager: String) throws {
    signal(SIGPIPE, SIG_IGN)  // as the program does: a pager gone is EPIPE, not a signal
    let plain = try verbOnATerminal(pager: .failing, variables: ["PAGER": "cat"])
    let failed = try verbOnATerminal(pager: .live, variables: ["PAGER": pager])
    #expect(failed.status == .success)
    #expect(failed.stdout == plain.stdout)
    #expect(
      failed.stderr == [
        "conjugar: warning: the pager '\(pager)' failed; the output follows without it"
      ])
  }

  /// `conjugar ---completion` with bad arguments printed "Internal error. Invalid state…", and a
  /// negative cursor index trapped inside ArgumentParser.
  @Test(arguments: [
    [], ["verb"], ["--"], ["verb", "--"], ["nosuch", "--", "positional@0", "0", "0"],
    ["verb", "--", "positional@0", "1", "-1", "ha"], ["verb", "--", "positional@0", "x", "0"],
    ["verb", "--", "positional@0", "-3", "0", "ha"], ["verb", "--", "--nosuch", "0", "0"],
    ["verb", "--", "positional@9", "0", "0"], ["verb", "--", "positional@0", "0", "2"],
  ])
  func malformedCompletionRequestsAreUsageErrors(rest: [String]) throws {
    let runner = try BinaryRunner()
    let result = try runner.run(["---completion"] + rest)
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == "conjugar: error: malformed completion request: ---completion is for the scripts of --generate-completion-script\n"
    )
  }

  @Test func aWellFormedCompletionRequestStillAnswers() throws {
    let runner = try BinaryRunner()
    let result = try runner.run(["---completion", "verb", "--", "positional@0", "1", "3", "hab"])
    #expect(result.status == 0 && result.stdout.hasPrefix("haber\nhablar\n"), "\(result.stdout)")
  }
}

/// The REPL's input failing after some lines (EIO when the terminal goes): one line, 74, said
/// once even when a quiz in the session met the failure first.
@Suite struct ReplInputFailureTests {
  /// Lines, then a failed read ("input/output error").
  final class FailingReader: LineReader {
    private var lines: [String]
    private var failed = false
    init(_ lines: [String]) { self.lines = lines }
    func readLine(prompt: String) -> ReadLineResult {
      guard !lines.isEmpty else {
        failed = true
        return .end
      }
      return .line(lines.removeFirst())
    }
    var failure: String? { failed ? "input/output error" : nil }
  }

  func session(_ lines: [String]) throws -> (failure: String?, failed: Bool, errors: [String]) {
    let test = try TestEnvironment(now: "2025-03-09T20:00:00Z")
    let repl = Repl(
      commands: CommandTree(root: Conjugar.self), environment: test.environment(),
      reader: FailingReader(lines), interactive: false)
    let failure = repl.run()
    return (failure?.english, repl.inputFailed, test.stderr.get())
  }

  @Test func aFailedReadEndsTheSessionWithItsReason() throws {
    let run = try session(["verbs --search hablar"])
    #expect(run.failure == "input/output error" && run.failed)
    #expect(run.errors.isEmpty, "the command line reports it, with status 74")
  }

  @Test func aFailedReadInAQuizInTheSessionIsSaidOnce() throws {
    let run = try session(["quiz --seed 3 --count 2", "hablo"])
    #expect(run.failure == nil && run.failed)
    #expect(
      run.errors == ["conjugar: error: could not read standard input: input/output error"],
      "\(run.errors)")
  }

  @Test func theEndOfInputIsNoFailure() throws {
    let test = try TestEnvironment(now: "2025-03-09T20:00:00Z")
    let repl = Repl(
      commands: CommandTree(root: Conjugar.self), environment: test.environment(),
      reader: ScriptedLineReader(["verbs --search hablar"]), interactive: false)
    #expect(repl.run() == nil && !repl.inputFailed)
  }
}
