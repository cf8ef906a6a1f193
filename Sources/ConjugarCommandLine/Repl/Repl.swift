import ArgumentParser
import ConjugarCommands
import ConjugarCore
import LineEditor
import LineInput
import Messages

/// The interactive session: reads lines and runs each as the command line runs its arguments
/// (`CommandRun`, in the session context), going on after errors.
public final class Repl {
  private let commands: CommandTree
  private let environment: CommandEnvironment
  private let reader: any LineReader
  private let interactive: Bool

  public init(
    commands: CommandTree, environment: CommandEnvironment, reader: any LineReader,
    interactive: Bool
  ) {
    self.commands = commands
    self.environment = environment
    self.reader = reader
    self.interactive = interactive
  }

  static let prompt = "conjugar> "

  /// `conjugar repl`: on a terminal a line editor with history and completion, otherwise lines
  /// from the environment's reader. A failed read of standard input (a directory, EIO) ends
  /// the session with one line and status 74.
  public static func run(_ commands: CommandTree, in environment: CommandEnvironment)
    throws(CommandFailure)
  {
    let completer = ReplCompleter(
      syntax: commands.syntax,
      verbs: environment.conjugator.lexicon.entries.map(\.infinitive).sorted())
    let history = environment.replHistory()
    let editor = EditLineReader(
      program: "conjugar", environment: environment.variables, history: history,
      completer: completer.complete, warn: { environment.warning($0) })
    let reader = editor ?? environment.makeLineReader(environment)
    let session = Repl(
      commands: commands, environment: environment, reader: reader,
      interactive: environment.standardInputIsTerminal)
    if let failure = session.run() {
      let language = environment.language
      throw CommandFailure(
        .ioError,
        message: Message.quizInputFailure(reason: failure.text(in: language)).text(in: language))
    }
    // A quiz in the session met the failure first and said so: the status alone.
    if session.inputFailed { throw CommandFailure(.ioError) }
  }

  /// Whether input ended on a failed read (a directory, EIO) rather than at its end.
  public private(set) var inputFailed = false
  /// Whether a command (a quiz reading its answers) met the failed read and reported it.
  private var commandReportedInputFailure = false

  /// Runs the session until its input ends or a line leaves it; returns why reading failed
  /// when input ended on a failed read that no command has reported (a quiz reading its
  /// answers reports its own), nil otherwise.
  @discardableResult
  public func run() -> Message? {
    if interactive {
      let version = commands.root.configuration.version
      environment.write(
        Message.sessionBanner(version: version).text(in: environment.language))
      if let due = environment.dueBanner() { environment.write(due) }
    }
    while true {
      switch reader.readLine(prompt: Self.prompt) {
      case .end:
        guard let failure = reader.failureReason else { return nil }
        inputFailed = true
        return commandReportedInputFailure ? nil : failure
      case .interrupted:
        continue
      case .invalid(let reason):
        environment.error(reason)
      case .line(let line):
        if !execute(line) { return nil }
      }
    }
  }

  /// Runs one line; false when the session should end.
  func execute(_ line: String) -> Bool {
    var arguments: [String]
    do {
      arguments = try CommandLineWords.split(line)
    } catch {
      environment.error(
        error.typed.text(in: environment.language)
          + CommandRun.Context.session.hint(in: environment.language))
      return true
    }
    // A command copied from a shell (`conjugar verb ir`) runs as typed in the session.
    if arguments.first == "conjugar" { arguments.removeFirst() }
    let line = SessionLine(
      arguments, commands: commands.commandNames, conjugator: environment.conjugator,
      language: environment.language)
    switch line {
    case nil: break
    case .leave: return false
    case .clear: clearScreen()
    case .unknown(let message):
      environment.error(message + CommandRun.Context.session.hint(in: environment.language))
    case .run(let arguments):
      let status = CommandRun.run(
        arguments, in: environment, reader: reader, context: .session, tree: commands)
      // Input fails once: a failure seen now was met by this command.
      commandReportedInputFailure = status == .ioError && reader.failureReason != nil
    }
    return true
  }

  /// `clear`: the screen emptied and the cursor home, as clear(1) does without its scrollback
  /// erase; nothing when standard output is not a terminal that understands it (a script's
  /// `clear` prints no escape codes into its output).
  private func clearScreen() {
    guard environment.standardOutputIsTerminal, let term = environment.variables["TERM"],
      !term.isEmpty, term != "dumb"
    else { return }
    // The line `write` ends leaves the prompt on the second row.
    environment.write("\u{1B}[H\u{1B}[2J")
  }
}
