import ArgumentParser

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
    subcommands: [VerbCommand.self, VerbsCommand.self, QuizCommand.self, SettingsCommand.self]
  )

  /// Runs the command line; every error becomes one line on stderr and a documented status.
  static func main() {
    let environment = CommandEnvironment.live
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
      let message = Self.message(for: error)
        .split(separator: "\n").map { $0.trimmingCharacters() }.filter { !$0.isEmpty }
        .joined(separator: "; ")
        .replacingAll(":; - ", with: ": ").replacingAll("; - ", with: ", ")
      if !message.isEmpty {
        let hint = code == .validationFailure ? " (see 'conjugar help')" : ""
        environment.error(message.droppingPrefix("Error: ") + hint)
      }
    }
    Glibc.exit(code.rawValue)
  }
}

extension String {
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
