import ArgumentParser

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process around a command tree: standard streams prepared, the command parsed and run
/// in the live environment, every error one line on stderr and a documented status.
public enum CommandLineProgram {
  /// Runs the command the process's arguments name; a command line that cannot be read is an
  /// error (status 71), never taken for an empty one.
  public static func run(_ tree: CommandTree) {
    guard let arguments = ProcessArguments.afterProgramName() else {
      StandardStreams.prepare()
      CommandEnvironment.live.error(ProcessArguments.unreadable)
      exit(ExitCode.operatingSystemError.rawValue)
    }
    run(tree, arguments: arguments)
  }

  public static func run(_ tree: CommandTree, arguments: [String]) {
    StandardStreams.prepare()
    MemoryLimit.guardProcess()
    let environment = CommandEnvironment.live
    if arguments == [ManualPage.option] {
      environment.write(ManualPage(tree: tree).render())
      exit(ExitCode.success.rawValue)
    }
    if arguments == ["--version"], let version = tree.version {
      environment.write(version)
      exit(ExitCode.success.rawValue)
    }
    if let unknown = tree.unknownCommand(in: arguments) {
      environment.error(unknown + " (see 'conjugar help')")
      exit(ExitCode.usage.rawValue)
    }
    do {
      var command = try tree.root.parseAsRoot(arguments)
      if let command = command as? any EnvironmentCommand {
        try command.run(in: environment)
      } else {
        try command.run()
      }
    } catch {
      exitReporting(error, tree: tree, environment: environment)
    }
  }

  /// Ends the process for `error`: help and version on stdout with status 0, anything else one
  /// line on stderr and its status.
  static func exitReporting(_ error: Error, tree: CommandTree, environment: CommandEnvironment)
    -> Never
  {
    let code = tree.root.exitCode(for: error)
    if code == .success {
      environment.write(tree.root.fullMessage(for: error))
    } else {
      let message = tree.oneLineMessage(for: error)
      if !message.isEmpty {
        let hint = code == .validationFailure ? " (see 'conjugar help')" : ""
        environment.error(message + hint)
      }
    }
    exit(code.rawValue)
  }
}
