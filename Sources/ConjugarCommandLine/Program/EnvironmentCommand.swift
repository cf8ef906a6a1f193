import ArgumentParser
import ConjugarCommands
import LineInput

/// A command that runs against an injected environment: the process passes the live one, the
/// REPL its session's, tests their own. Each command turns its parsed options into its
/// request and runs the request's action (ConjugarCommands).
public protocol EnvironmentCommand: ParsableCommand {
  /// Runs the command. `reader` is the REPL session's reader (quiz answers come from it, and
  /// standard input is the session's); nil in a process, where a command that reads lines
  /// makes its reader from the environment.
  func run(in environment: CommandEnvironment, reader: (any LineReader)?) throws
}

extension EnvironmentCommand {
  /// Runs as a process would.
  public func run(in environment: CommandEnvironment) throws {
    try run(in: environment, reader: nil)
  }

  /// Run outside `CommandRun` (`SomeCommand.main()`): the live environment.
  public mutating func run() throws { try run(in: .live, reader: nil) }
}

/// A check of the actions' (a `CommandFailure`) run in `validate()`: its message becomes
/// ArgumentParser's validation error, reported like any other usage error.
func validating(_ check: () throws(CommandFailure) -> Void) throws {
  do {
    try check()
  } catch {
    throw ValidationError(error.message ?? "")
  }
}
