import ArgumentParser
import ConjugarCLI

@main
struct Conjugar: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "conjugar",
    abstract: "Spanish verb conjugations in the terminal.",
    discussion: "Run 'conjugar help <command>' for a command's options.",
    version: "0.1.0",
    subcommands: [
      VerbCommand.self, VerbsCommand.self, IdentifyCommand.self, InfoCommand.self, QuizCommand.self,
      StatsCommand.self, SettingsCommand.self, SayCommand.self, ReplCommand.self,
    ],
    defaultSubcommand: ReplCommand.self
  )

  /// Runs the command line; every error becomes one line on stderr and a documented status.
  static func main() {
    CommandLineProgram.run(CommandTree(root: Conjugar.self))
  }
}
