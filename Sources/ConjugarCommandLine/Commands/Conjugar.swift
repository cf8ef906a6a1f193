import ArgumentParser
import Messages

/// The root command: the program's name, version and commands (`CommandRun` runs a command
/// line through it).
public struct Conjugar: ParsableCommand {
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "conjugar",
      abstract: CommandHelp.text(.helpProgramAbstract),
      discussion: CommandHelp.text(.helpProgramDiscussion),
      version: "0.1.0",
      subcommands: [
        VerbCommand.self, VerbsCommand.self, IdentifyCommand.self, ReadCommand.self,
        CheckCommand.self,
        InfoCommand.self, QuizCommand.self, GradeCommand.self, ServeCommand.self, StatsCommand.self,
        DueCommand.self,
        SettingsCommand.self,
        SayCommand.self, ReplCommand.self,
      ],
      defaultSubcommand: ReplCommand.self
    )
  }

  public init() {}
}
