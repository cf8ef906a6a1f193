import ArgumentParser
import ConjugarCore
import LineEditor
import LineInput

/// The interactive session: reads lines, runs them as conjugar commands with the same
/// argument parser as the command line, and goes on after errors.
final class Repl {
  private let environment: CommandEnvironment
  private let reader: any LineReader
  private let interactive: Bool

  init(environment: CommandEnvironment, reader: any LineReader, interactive: Bool) {
    self.environment = environment
    self.reader = reader
    self.interactive = interactive
  }

  static let prompt = "conjugar> "

  func run() {
    if interactive {
      environment.write("conjugar \(Conjugar.configuration.version): type 'help' for commands, 'quit' to leave.")
    }
    while true {
      switch reader.readLine(prompt: Self.prompt) {
      case .end:
        return
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
      if let unknown = Conjugar.unknownCommand(in: arguments) {
        environment.error(unknown)
        return true
      }
      let command = arguments.dropFirst().first.flatMap(Self.command(named:))
      environment.write(Conjugar.helpMessage(for: command ?? Conjugar.self))
      if command == nil {
        environment.write("In this session type commands without 'conjugar' (verb hablar); quit or exit leaves.")
      }
      return true
    case "repl":
      environment.error("already in the REPL (type 'help' for commands)")
      return true
    default:
      if let unknown = Conjugar.unknownCommand(in: arguments) {
        environment.error(unknown + " (type 'help' for commands)")
        return true
      }
    }
    do {
      let command = try Conjugar.parseAsRoot(arguments)
      if let quiz = command as? QuizCommand {
        try quiz.run(in: environment, reader: reader)
      } else if let command = command as? EnvironmentCommand {
        try command.run(in: environment)
      } else {
        var command = command
        try command.run()
      }
    } catch {
      report(error)
    }
    return true
  }

  private func report(_ error: Error) {
    let code = Conjugar.exitCode(for: error)
    if code == .success {
      environment.write(Conjugar.fullMessage(for: error))
      return
    }
    let message = Conjugar.oneLineMessage(for: error)
    if !message.isEmpty { environment.error(message + " (type 'help' for commands)") }
  }

  private static func command(named name: String) -> ParsableCommand.Type? {
    Conjugar.configuration.subcommands.first { $0.configuration.commandName == name }
  }
}

/// `conjugar repl`, also what `conjugar` alone runs.
struct ReplCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "repl",
    abstract: "An interactive session (the default): the same commands, with history and tab completion.",
    discussion: """
      On a terminal: line editing, history (saved in $XDG_STATE_HOME/conjugar/history, else
      ~/.local/state/conjugar/history) and tab completion. Otherwise lines are read from standard
      input without a prompt. Ctrl-C abandons the line; Ctrl-Z suspends; Ctrl-D on an empty line,
      quit or exit leave. Quiz answers are not saved in the history. Exit status: 0.
      """
  )

  func run() throws { try run(in: .live) }

  func run(in environment: CommandEnvironment) throws {
    let completer = ReplCompleter(verbs: environment.conjugator.lexicon.entries.map(\.infinitive).sorted())
    let history = environment.replHistory()
    let editor = EditLineReader(
      program: "conjugar", environment: environment.variables, history: history,
      completer: completer.complete, warn: { environment.warning($0) })
    let reader = editor ?? environment.makeLineReader(environment)
    Repl(environment: environment, reader: reader, interactive: environment.standardInputIsTerminal).run()
  }
}

/// Splits a REPL line into words like a shell: spaces separate, quotes group, backslash escapes.
enum CommandLineWords {
  struct Failure: Error {
    let message: String
  }

  static func split(_ line: String) throws(Failure) -> [String] {
    var words: [String] = []
    var current = ""
    var inWord = false
    var quote: Character? = nil
    var escaping = false
    for character in line {
      if escaping {
        current.append(character)
        escaping = false
        continue
      }
      if character == "\\" && quote != "'" {
        escaping = true
        inWord = true
        continue
      }
      if let open = quote {
        if character == open { quote = nil } else { current.append(character) }
        continue
      }
      if character == "\"" || character == "'" {
        quote = character
        inWord = true
      } else if character.isWhitespace {
        if inWord { words.append(current) }
        current = ""
        inWord = false
      } else {
        current.append(character)
        inWord = true
      }
    }
    if quote != nil { throw Failure(message: "unclosed quote") }
    if inWord || escaping { words.append(current) }
    return words
  }
}
