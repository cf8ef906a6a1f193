import ArgumentParser
import ConjugarCore
import ConjugarOutput

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@main
struct Conjugar: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "conjugar",
    abstract: "Spanish verb conjugations in the terminal.",
    discussion: "Run 'conjugar help <command>' for a command's options. Docs: Docs/USER-GUIDE.md.",
    version: "0.1.0",
    subcommands: [
      VerbCommand.self, VerbsCommand.self, IdentifyCommand.self, InfoCommand.self, QuizCommand.self,
      StatsCommand.self, SettingsCommand.self, ReplCommand.self,
    ],
    defaultSubcommand: ReplCommand.self
  )

  /// Runs the command line; every error becomes one line on stderr and a documented status.
  static func main() {
    StandardStreams.prepare()
    let environment = CommandEnvironment.live
    let arguments = Array(CommandLine.arguments.dropFirst())
    if let unknown = unknownCommand(in: arguments) {
      environment.error(unknown + " (see 'conjugar help')")
      Glibc.exit(ExitCode.usage.rawValue)
    }
    do {
      var command = try parseAsRoot()
      if let command = command as? EnvironmentCommand {
        try command.run(in: environment)
      } else {
        try command.run()
      }
    } catch {
      exit(with: error, environment: environment)
    }
  }

  static func exit(with error: Error, environment: CommandEnvironment) -> Never {
    let code = exitCode(for: error)
    if code == .success {
      environment.write(fullMessage(for: error))
    } else {
      let message = oneLineMessage(for: error)
      if !message.isEmpty {
        let hint = code == .validationFailure ? " (see 'conjugar help')" : ""
        environment.error(message + hint)
      }
    }
    Glibc.exit(code.rawValue)
  }
}

extension Conjugar {
  /// The names a command line may start with.
  static var commandNames: [String] {
    configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
  }

  /// A message when the first word is neither a command nor an option, with a suggestion.
  static func unknownCommand(in arguments: [String]) -> String? {
    if arguments.first == "help", arguments.count > 1, !arguments[1].hasPrefix("-"),
      !commandNames.contains(arguments[1])
    {
      return "no help for '\(arguments[1].abbreviated)': commands are "
        + commandNames.joined(separator: ", ")
    }
    guard let first = arguments.first, !first.hasPrefix("-"), !commandNames.contains(first) else { return nil }
    var message = "unknown command '\(first.abbreviated)'; commands are " + commandNames.joined(separator: ", ")
    if first.count <= 40, first.hasSuffix("ar") || first.hasSuffix("er") || first.hasSuffix("ir") || first.hasSuffix("se") {
      message += "; to conjugate it: verb \(first)"
    }
    return message
  }

  /// ArgumentParser's message for an error, on one line, control characters from the quoted
  /// arguments shown escaped.
  static func oneLineMessage(for error: Error) -> String {
    message(for: error)
      .split(separator: "\n").map { withoutFarSuggestion($0.trimmingCharacters()).escapingControlCharacters }
      .filter { !$0.isEmpty }
      .joined(separator: "; ")
      .replacingAll(":; - ", with: ": ").replacingAll("; - ", with: ", ")
      .droppingPrefix("Error: ")
      .limited(to: 1000)
  }
}

extension Conjugar {
  /// ArgumentParser suggests the nearest option however far it is (`--vos` → "Did you mean
  /// '--mode'?"): a suggestion is kept only when it is close (at most two edits, and fewer than
  /// half the letters typed).
  static func withoutFarSuggestion(_ line: String) -> String {
    let parts = line.split(separator: "'", omittingEmptySubsequences: false)
    guard line.hasPrefix("Unknown option '"), parts.count == 5, parts[2] == ". Did you mean " else {
      return line
    }
    let typed = Array(parts[1].drop { $0 == "-" })
    let suggested = Array(parts[3].drop { $0 == "-" })
    let distance = EditDistance.between(typed, suggested, limit: 2)
    return distance <= 2 && distance * 2 < typed.count ? line : "Unknown option '\(parts[1])'"
  }
}

extension String {
  /// User input as quoted in a message: at most 40 characters, control characters escaped.
  var abbreviated: String {
    guard count > 40 else { return escapingControlCharacters }
    return String(prefix(40)).escapingControlCharacters + "… (\(count) characters)"
  }

  /// At most `limit` characters (a message quoting a huge argument stays readable).
  func limited(to limit: Int) -> String { count <= limit ? self : String(prefix(limit)) + "…" }

  func replacingAll(_ target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}

extension StringProtocol {
  /// Without surrounding white space.
  func trimmingCharacters() -> String {
    String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }

  func droppingPrefix(_ prefix: String) -> String {
    hasPrefix(prefix) ? String(dropFirst(prefix.count)) : String(self)
  }
}
