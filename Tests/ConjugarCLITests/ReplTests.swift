import ArgumentParser
import ConjugarCLI
import Foundation
import LineEditor
import LineInput
import Testing

@Suite struct ReplCompleterTests {
  let completer = ReplCompleter(verbs: ["hablar", "hacer", "tener", "tender", "temer"])

  @Test(arguments: [
    (
      "",
      ["exit", "help", "identify", "info", "quit", "quiz", "settings", "stats", "verb", "verbs"]
    ),
    ("ve", ["verb", "verbs"]),
    ("verb habl", ["hablar"]),
    ("verb te", ["temer", "tender", "tener"]),
    ("verb x", []),
    ("verb hablar --t", ["--tense"]),
    ("verb hablar --tense pret", ["preterito", "preteritoAnterior"]),
    ("verb hablar --format ", ["json", "text"]),
    ("verbs --model ten", ["tener"]),
    ("quiz --difficulty m", ["moderate"]),
    ("quiz --r", ["--review"]),
    ("st", ["stats"]),
    ("stats --format ", ["json", "text"]),
    ("settings ", ["get", "list", "reset", "set"]),
    ("settings set re", ["region", "reviewPrompts"]),
    ("settings set vos ", ["off", "on"]),
    ("settings set region s", ["spain"]),
    ("settings get difficulty ", []),
    ("help v", ["verb", "verbs"]),
    ("in", ["info"]),
    ("info pres", ["presenteDeIndicativo", "presenteDeSubjuntivo"]),
    ("info futuroP", ["futuroPerfecto", "futuroPerfectoDeSubjuntivo"]),
    ("info preterito ", []),
    ("info --", ["--all", "--color", "--format", "--help"]),
  ])
  func candidates(_ text: String, _ expected: [String]) {
    #expect(completer.complete(text).candidates == expected)
  }

  @Test func uniqueMatchCompletesSeveralShareTheirCommonPart() {
    #expect(completer.complete("verb habl").insertion == "ar ")
    #expect(completer.complete("verb ten").insertion == "")
    #expect(completer.complete("verb tend").insertion == "er ")
    #expect(completer.complete("verbs --model te").insertion == "")
    #expect(completer.complete("settings set rev").insertion == "iewPrompts ")
    #expect(completer.complete("verb hablar --tense presenteDe").insertion == "")
    #expect(completer.complete("verb hablar --tense p").insertion == "")
  }
}

@Suite struct CommandLineWordsTests {
  @Test(arguments: [
    ("verb hablar", ["verb", "hablar"]),
    ("  verb   hablar  ", ["verb", "hablar"]),
    ("verbs --search \"to speak\"", ["verbs", "--search", "to speak"]),
    ("verbs --search 'to be'", ["verbs", "--search", "to be"]),
    ("verb a\\ b", ["verb", "a b"]),
    ("verb \"\"", ["verb", ""]),
    ("", []),
  ])
  func splits(_ line: String, _ words: [String]) throws {
    #expect(try CommandLineWords.split(line) == words)
  }

  @Test func unclosedQuotesAreAnError() {
    #expect(throws: CommandLineWords.Failure.self) { try CommandLineWords.split("verb \"hablar") }
  }
}

/// A quiz inside the REPL reads its answers with `readAnswer`, which the line editor keeps out
/// of the command history (the pseudo-terminal session checks the editor itself).
@Suite struct ReplQuizAnswerTests {
  /// Lines from a list, recording which were read as commands and which as answers.
  final class RecordingLineReader: LineReader {
    private var script: [String]
    private(set) var commands: [String] = []
    private(set) var answers: [String] = []

    init(_ script: [String]) { self.script = script }

    func readLine(prompt: String) -> LineInput { next(into: &commands) }
    func readAnswer(prompt: String) -> LineInput { next(into: &answers) }

    private func next(into lines: inout [String]) -> LineInput {
      guard !script.isEmpty else { return .end }
      lines.append(script.removeFirst())
      return .line(lines.last!)
    }
  }

  /// The two commands this session uses, over the library's arguments (the executable's tree is
  /// not importable).
  struct Session: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "conjugar", subcommands: [Quiz.self, Verb.self])
    static let tree = CommandTree(root: Session.self)

    struct Quiz: EnvironmentCommand {
      static let configuration = CommandConfiguration(commandName: "quiz")
      @OptionGroup var arguments: QuizArguments
      func run(in environment: CommandEnvironment) throws { try arguments.run(in: environment) }
      func run(in environment: CommandEnvironment, reader: any LineReader) throws {
        try arguments.run(in: environment, reader: reader)
      }
    }

    struct Verb: EnvironmentCommand {
      static let configuration = CommandConfiguration(commandName: "verb")
      @OptionGroup var arguments: VerbArguments
      func run(in environment: CommandEnvironment) throws { try arguments.run(in: environment) }
    }
  }

  @Test func quizAnswersAreReadAsAnswersAndCommandsAsCommands() throws {
    let test = try TestEnvironment(now: "2025-03-09T20:00:00Z")
    let verb = "verb hablar --tense preterito --color never"
    let reader = RecordingLineReader(["quiz --seed 3 --count 3", "hablo", ":skip", ":quit", verb])
    Repl(
      commands: Session.tree, environment: test.environment(), reader: reader, interactive: false
    )
    .run()
    #expect(reader.commands == ["quiz --seed 3 --count 3", verb])
    #expect(reader.answers == ["hablo", ":skip", ":quit"])
    #expect(test.output.contains("Stopped after 2 of 3 questions."))
    #expect(test.output.contains("hablé"))
  }
}

/// REPL sessions through standard input, compared with reviewed golden transcripts.
@Suite struct ReplSessionTests {
  let runner: BinaryRunner
  init() throws { runner = try BinaryRunner() }

  @Test(arguments: ["repl-vos-toggle", "repl-quiz", "repl-errors"])
  func session(_ name: String) throws {
    let result = try runner.run([], input: try Golden.input(name))
    #expect(result.status == 0)
    try Golden.check(result.stdout, against: name)
    try Golden.check(result.stderr, against: name, extension: "stderr")
  }

  @Test func explicitReplCommandAndEndOfInputLeaveCleanly() throws {
    let result = try runner.run(["repl"], stdin: "verbs --search \"to speak\"\n")
    #expect(result.status == 0)
    #expect(result.stdout.contains("hablar"))
    #expect(result.stderr.isEmpty)
  }

  @Test func aLeadingConjugarIsTolerated() throws {
    let result = try runner.run(
      [], stdin: "conjugar verb ir --tense presente --color never\nconjugar\n")
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    #expect(result.stdout.contains("voy"))
  }

  @Test func helpForAnUnknownCommandIsAnErrorAndTheSessionGoesOn() throws {
    let result = try runner.run([], stdin: "help nope\nhelp verb\n")
    #expect(result.status == 0)
    #expect(
      result.stderr.hasPrefix("conjugar: error: no help for 'nope': commands are verb, verbs"))
    #expect(result.stdout.hasPrefix("OVERVIEW: Print every conjugation"))
  }

  @Test func aOneMegabyteLineIsRefusedAndTheSessionGoesOn() throws {
    var input = Data(repeating: UInt8(ascii: "v"), count: 1_048_576)
    input.append(Data("\nverb ser --tense preterito --color never\n".utf8))
    let result = try runner.run([], input: input)
    #expect(result.status == 0)
    #expect(result.stderr == "conjugar: error: the line is too long (over 4096 bytes)\n")
    #expect(result.stdout.contains("fue"))
  }
}

/// A real pseudo-terminal: libedit with tab completion, history recall and Ctrl-D.
@Suite struct PseudoTerminalTests {
  @Test func completionHistoryAndExit() throws {
    let runner = try BinaryRunner()
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "pty_session.py")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.path, BinaryRunner.binary.path, runner.scratch.path]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(text)")
  }
}
