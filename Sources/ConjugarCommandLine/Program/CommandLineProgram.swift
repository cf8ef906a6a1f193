import ConjugarCommands

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process: standard streams prepared, the command line run in the live environment
/// (`CommandRun`), and the process ended with the status it gives.
public enum CommandLineProgram {
  /// Runs the command the process's arguments name; a command line that cannot be read is an
  /// error (status 71), never taken for an empty one.
  ///
  /// `conjugar-serve` gives its own root and the classroom's live client.
  public static func run(
    tree: CommandTree = CommandTree(root: Conjugar.self),
    classroom: ClassroomClient = .handingOff
  ) -> Never {
    guard let arguments = ProcessArguments.afterProgramName() else {
      StandardStreams.prepare()
      var environment = CommandEnvironment.live
      environment.language = LanguageChoice.choose([], in: environment, context: .shell).language
      environment.error(ProcessArguments.unreadable)
      exit(ExitStatus.operatingSystemError.rawValue)
    }
    run(arguments: arguments, tree: tree, classroom: classroom)
  }

  public static func run(
    arguments: [String], tree: CommandTree = CommandTree(root: Conjugar.self),
    classroom: ClassroomClient = .handingOff
  ) -> Never {
    StandardStreams.prepare()
    MemoryLimit.guardProcess()
    EndingSignals.allow()
    var environment = CommandEnvironment.live
    environment.classroom = classroom
    exit(CommandRun.run(arguments, in: environment, context: .shell, tree: tree).rawValue)
  }
}
