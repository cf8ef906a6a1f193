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
    (CommandRun.Context.shell, " (see 'conjugar help')"),
    (.session, " (type 'help' for commands)"),
  ])
  func anUnknownCommandIsAUsageErrorWithTheContextsHint(
    _ context: CommandRun.Context, _ hint: String
  ) {
    let status = CommandRun.run(["hablar"], in: test.environment(), context: context)
    #expect(status == .usage)
    #expect(
      test.stderr.get() == [
        "conjugar: error: unknown command 'hablar'; commands are verb, verbs, identify, check, "
          + "info, quiz, grade, stats, due, settings, say, repl, help; to conjugate it: verb hablar"
          + hint
      ])
  }

  /// A parse error and a usage error found while running (`CommandFailure.usage`) read alike.
  @Test(arguments: [
    (["verb", "hablar", "--format", "xml"], "The value 'xml' is invalid for '--format <format>'"),
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
