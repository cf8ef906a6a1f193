import ArgumentParser
import LineInput

/// A command that runs against an injected environment: `main` passes the live one, the REPL
/// its session's, tests their own.
public protocol EnvironmentCommand: ParsableCommand {
  func run(in environment: CommandEnvironment) throws
  /// Runs inside the REPL, reading the lines it needs (quiz answers) from the session's reader.
  func run(in environment: CommandEnvironment, reader: any LineReader) throws
}

extension EnvironmentCommand {
  /// Commands that read no lines run as anywhere else.
  public func run(in environment: CommandEnvironment, reader: any LineReader) throws {
    try run(in: environment)
  }

  /// Run outside `CommandLineProgram` (`SomeCommand.main()`): the live environment.
  public mutating func run() throws { try run(in: .live) }
}
