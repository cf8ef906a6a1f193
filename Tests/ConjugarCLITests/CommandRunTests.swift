import ConjugarCommandLine
import ConjugarCommands
import Speech
import Testing

/// `CommandRun`, the one parse-run-report function of the process and the REPL, called
/// in-process: what a command prints and the status it ends with, without the binary.
@Suite struct CommandRunTests {
  let test: TestEnvironment
  init() throws { test = try TestEnvironment(now: "2026-03-01T10:00:00Z") }

  @Test func aVerbIsPrinted() {
    let status = CommandRun.run(
      ["verb", "ir", "--tense", "presente", "--format", "json"], in: test.environment(),
      context: .shell)
    #expect(status == .success)
    #expect(test.output.contains(#""infinitive":"ir""#), "\(test.output)")
    #expect(test.stderr.get() == [])
  }

  @Test func aWordThatIsNotAVerbIs65() {
    let status = CommandRun.run(["verb", "xyzzy"], in: test.environment(), context: .shell)
    #expect(status == .notAVerb)
    #expect(test.stderr.get().count == 1)
  }

  @Test(arguments: [
    (CommandRun.Context.shell, "conjugar verb frumbular", " (see 'conjugar help')"),
    (.session, "verb frumbular", " (type 'help' for commands)"),
  ])
  func anUnknownCommandIsAUsageErrorWithTheContextsHint(
    _ context: CommandRun.Context, _ command: String, _ hint: String
  ) {
    let status = CommandRun.run(["frumbular"], in: test.environment(), context: context)
    #expect(status == .usage)
    #expect(
      test.stderr.get() == [
        "conjugar: error: unknown command 'frumbular'; to conjugate it: \(command)" + hint
      ])
  }

  /// git's "most similar command": a command a letter or two away (or that the word begins);
  /// for a new verb or a typo of one, the verb command; else the nearest verbs; otherwise the
  /// commands. (A known verb or form runs: `BareWordCommandTests`.)
  @Test(arguments: [
    (["verv", "hablar"], "unknown command 'verv'; did you mean 'verb'?"),
    (["vreb"], "unknown command 'vreb'; did you mean 'verb'?"),
    (["Verb", "hablar"], "unknown command 'Verb'; did you mean 'verb'?"),
    (["vrb", "hablar"], "unknown command 'vrb'; did you mean 'verb'?"),
    (["verbo"], "unknown command 'verbo'; did you mean 'verb' or 'verbs'?"),
    (["idenitfy", "tuve"], "unknown command 'idenitfy'; did you mean 'identify'?"),
    (["setings", "set", "vos", "on"], "unknown command 'setings'; did you mean 'settings'?"),
    (["sett"], "unknown command 'sett'; did you mean 'settings'?"),
    (["stat"], "unknown command 'stat'; did you mean 'stats'?"),
    (["frumbular"], "unknown command 'frumbular'; to conjugate it: conjugar verb frumbular"),
    (["comir"], "unknown command 'comir'; to conjugate it: conjugar verb comer"),
    (["hablr"], "unknown command 'hablr'; did you mean the verb 'hablar', 'haber' or 'hacer'?"),
    (["help", "verv"], "no help for 'verv'; did you mean 'verb'?"),
    (
      ["nope"],
      "unknown command 'nope'; commands are verb, verbs, identify, read, check, info, quiz, grade, serve, stats, "
        + "due, settings, say, repl, help"
    ),
  ])
  func anUnknownCommandGetsTheMostSimilarOne(_ arguments: [String], _ message: String) {
    let status = CommandRun.run(arguments, in: test.environment(), context: .shell)
    #expect(status == .usage)
    #expect(test.stderr.get() == ["conjugar: error: " + message + " (see 'conjugar help')"])
    #expect(test.output.isEmpty)
  }

  /// A parse error and a usage error found while running (`CommandFailure.usage`) read alike.
  @Test(arguments: [
    (["verb", "hablar", "--format", "xml"], "invalid value 'xml' for --format; use text or json"),
    (["verbs", "--model", "zzz"], "unknown model 'zzz'"),
  ])
  func usageErrorsAreOneLineAnd64(_ arguments: [String], _ start: String) {
    let status = CommandRun.run(arguments, in: test.environment(), context: .shell)
    #expect(status == .usage)
    let lines = test.stderr.get()
    #expect(lines.count == 1)
    #expect(lines.first?.hasPrefix("conjugar: error: " + start) == true, "\(lines)")
    #expect(lines.first?.hasSuffix(" (see 'conjugar help')") == true, "\(lines)")
  }

  /// What ArgumentParser itself says, through the real parser (a new version that words a
  /// message otherwise shows here): one line in the project's voice.
  @Test(arguments: [
    (["verb", "hablar", "--format", "xml"], "invalid value 'xml' for --format; use text or json"),
    (
      ["verb", "hablar", "--format", "JSON"],
      "invalid value 'JSON' for --format; did you mean 'json'?"
    ),
    (
      ["quiz", "--mode", "nope"],
      "invalid value 'nope' for --mode; use conjugate, recognize, translate or context"
    ),
    (["verbs", "--top", "x"], "invalid value 'x' for --top; use a whole number from 1"),
    (["quiz", "--count", "abc"], "invalid value 'abc' for --count"),
    (["verb", "hablar", "--format"], "missing value for --format"),
    (
      ["verb", "hablar", "--fromat", "json"], "unknown option '--fromat'; did you mean '--format'?"
    ),
    (["verb", "hablar", "-z"], "unknown option '-z'"),
    (["verb", "hablar", "--english=yes"], "invalid value 'yes' for --english; it takes no value"),
    (["settings", "set"], "missing argument <key>"),
    (["check", "x", "--tense", "presente", "--person", "yo"], "missing option --verb <verb>"),
    (["due", "extra"], "unexpected argument 'extra'"),
    (["stats", "a", "b"], "unexpected arguments 'a', 'b'"),
  ])
  func parserMessagesAreInTheProjectsVoice(_ arguments: [String], _ message: String) {
    let status = CommandRun.run(arguments, in: test.environment(), context: .shell)
    #expect(status == .usage)
    #expect(test.stderr.get() == ["conjugar: error: " + message + " (see 'conjugar help')"])
  }

  @Test(arguments: [["--help"], ["-h"], ["help"]])
  func theProgramsHelpEndsWithFiveExamples(_ arguments: [String]) {
    let status = CommandRun.run(arguments, in: test.environment(), context: .shell)
    #expect(status == .success)
    let examples = test.output.components(separatedBy: "\nEXAMPLES:\n").last ?? ""
    let lines = examples.split(separator: "\n")
    #expect(test.output.contains("\n\nEXAMPLES:\n  conjugar verb tener\n"))
    #expect(lines.filter { $0.hasPrefix("  conjugar ") }.count == 5)
    #expect(lines.count == 10)
  }

  @Test func aCommandsHelpHasNoProgramExamples() {
    _ = CommandRun.run(["help", "verb"], in: test.environment(), context: .shell)
    #expect(!test.output.contains("EXAMPLES:"))
  }

  @Test func helpIsPrintedWithStatus0() {
    let status = CommandRun.run(["help", "verb"], in: test.environment(), context: .shell)
    #expect(status == .success)
    #expect(test.output.hasPrefix("OVERVIEW: Print every conjugation of one or more verbs."))
  }

  @Test func theSessionHasItsOwnHelp() {
    let status = CommandRun.run(["help"], in: test.environment(), context: .session)
    #expect(status == .success)
    #expect(test.output.hasPrefix("Commands (type them without 'conjugar', e.g. verb hablar):"))
  }

  /// What the REPL refuses that the shell allows: standard input is the session's.
  @Test func verbDashIsRefusedInTheSession() {
    let status = CommandRun.run(
      ["verb", "-"], in: test.environment(), reader: ScriptedLineReader([]), context: .session)
    #expect(status == .usage)
    #expect(
      test.stderr.get() == [
        "conjugar: error: '-' reads standard input, which the REPL is reading: name the verbs "
          + "(type 'help' for commands)"
      ])
  }

  /// Speech goes through the environment: what `verb --speak` would say, recorded.
  @Test func speechIsRecordedNotSpoken() {
    let said = Locked<[String]>([])
    var environment = test.environment()
    environment.speech = SpeechClient(
      unavailable: { nil },
      say: { text, voice, _ in said.set(said.get() + [voice.rawValue + " " + text]) })
    let status = CommandRun.run(
      ["verb", "ser", "--tense", "presente", "--speak", "--color", "never"], in: environment,
      context: .shell)
    #expect(status == .success)
    #expect(said.get() == ["es-419 soy, eres, es, somos, sois, son"])
  }

  /// `--verbs-file` is read through the environment, with its limits.
  @Test func theVerbListIsReadThroughTheEnvironment() {
    var environment = test.environment()
    environment.readFile = { path, limit in
      path == "list.txt" ? Array("hablar\n# a comment\ncomer\n".utf8) : nil
    }
    let status = CommandRun.run(
      ["quiz", "--worksheet", "--verbs-file", "list.txt", "--seed", "1", "--count", "2"],
      in: environment, context: .shell)
    #expect(status == .success)
    #expect(test.output.contains("Only: hablar, comer"), "\(test.output)")
    let missing = CommandRun.run(
      ["quiz", "--verbs-file", "other.txt", "--seed", "1"], in: environment, context: .shell)
    #expect(missing == .noInput)
    #expect(
      test.stderr.get().last
        == "conjugar: error: cannot read the verb list 'other.txt': no such file")
  }
}
