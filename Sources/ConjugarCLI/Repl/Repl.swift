import ArgumentParser
import ConjugarCore
import LineEditor
import LineInput

/// The interactive session: reads lines, runs them as conjugar commands with the same
/// argument parser as the command line, and goes on after errors.
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
  /// from the environment's reader.
  public static func run(_ commands: CommandTree, in environment: CommandEnvironment) {
    let completer = ReplCompleter(
      syntax: commands.syntax,
      verbs: environment.conjugator.lexicon.entries.map(\.infinitive).sorted())
    let history = environment.replHistory()
    let editor = EditLineReader(
      program: "conjugar", environment: environment.variables, history: history,
      completer: completer.complete, warn: { environment.warning($0) })
    let reader = editor ?? environment.makeLineReader(environment)
    Repl(
      commands: commands, environment: environment, reader: reader,
      interactive: environment.standardInputIsTerminal
    ).run()
  }

  public func run() {
    if interactive {
      let version = commands.root.configuration.version
      environment.write("conjugar \(version): type 'help' for commands, 'quit' to leave.")
    }
    while true {
      switch reader.readLine(prompt: Self.prompt) {
      case .end:
        return
      case .interrupted:
        continue
      case .invalid(let reason):
        environment.error(reason)
      case .line(let line):
        if !execute(line) { return }
      }
    }
  }

  /// Runs one line; false when the session should end.
  func execute(_ line: String) -> Bool {
    var arguments: [String]
    do {
      arguments = try CommandLineWords.split(line)
    } catch {
      environment.error("\(error.message) (type 'help' for commands)")
      return true
    }
    // A command copied from a shell (`conjugar verb ir`) runs as typed in the session.
    if arguments.first == "conjugar" { arguments.removeFirst() }
    guard let first = arguments.first else { return true }
    switch first {
    case "quit", "exit":
      return false
    case "help":
      if let unknown = commands.unknownCommand(in: arguments) {
        environment.error(unknown)
        return true
      }
      if let command = arguments.dropFirst().first.flatMap(commands.subcommand(named:)) {
        environment.write(commands.root.helpMessage(for: command))
      } else {
        environment.write(commands.sessionHelp)
      }
      return true
    case "repl":
      environment.error("already in the REPL (type 'help' for commands)")
      return true
    default:
      if let unknown = commands.unknownCommand(in: arguments) {
        environment.error(unknown + " (type 'help' for commands)")
        return true
      }
    }
    do {
      var command = try commands.root.parseAsRoot(arguments)
      if let command = command as? any EnvironmentCommand {
        try command.run(in: environment, reader: reader)
      } else {
        try command.run()
      }
    } catch {
      report(error)
    }
    return true
  }

  private func report(_ error: Error) {
    let code = commands.root.exitCode(for: error)
    if code == .success {
      environment.write(commands.root.fullMessage(for: error))
      return
    }
    let message = commands.oneLineMessage(for: error)
    if !message.isEmpty { environment.error(message + " (type 'help' for commands)") }
  }
}
