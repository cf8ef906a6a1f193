import ArgumentParser
import ConjugarCommands
import LineInput
import Messages

/// `conjugar repl`, also what `conjugar` alone runs.
public struct ReplCommand: EnvironmentCommand {
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "repl",
      abstract: CommandHelp.text(.helpReplAbstract),
      discussion: CommandHelp.text(.helpReplDiscussion)
    )
  }

  @OptionGroup var language: LanguageOptions

  public init() {}

  public func run(in environment: CommandEnvironment, reader: (any LineReader)?) throws {
    try Repl.run(CommandTree(root: Conjugar.self), in: environment)
  }
}
