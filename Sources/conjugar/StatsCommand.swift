import ArgumentParser
import ConjugarCLI

struct StatsCommand: EnvironmentCommand {
  static let configuration = CommandConfiguration(
    commandName: "stats",
    abstract: "Your progress from the quiz history: accuracy, weakest items, streak.",
    discussion: """
      Reads history.jsonl beside the settings file: quizzes taken, accuracy per tense and per \
      verb family (bar charts), the weakest items, the streak of days with a quiz (in local \
      time) and how many missed items are due for 'conjugar quiz --review'. Unreadable lines \
      are skipped.

      Exit status: 0 (also with no history), 64 for a usage error, 71 when it runs out of \
      memory under a limit, 74 when the history exists but cannot be read.
      """
  )

  @OptionGroup var arguments: StatsArguments

  func run(in environment: CommandEnvironment) throws { try arguments.run(in: environment) }
}
