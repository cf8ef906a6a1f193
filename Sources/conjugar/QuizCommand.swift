import ArgumentParser
import ConjugarCLI
import LineInput

struct QuizCommand: EnvironmentCommand {
  static let configuration = CommandConfiguration(
    commandName: "quiz",
    abstract: "Drill conjugations; repeatable with --seed.",
    discussion: """
      Difficulty, region and vos come from the settings. On a terminal you answer at the \
      prompt; otherwise one answer per line is read from standard input and the transcript \
      depends only on the seed, the settings and the answers. End early with :quit or end of \
      input.

      --review asks the items you missed that are due again (spaced repetition, SM-2); with \
      --count it depends only on the history and the seed, not on the day.

      Exit status: 0 (also when ended early, or with nothing to review), 64 for a usage error.
      """
  )

  @OptionGroup var arguments: QuizArguments

  func run(in environment: CommandEnvironment) throws { try arguments.run(in: environment) }

  func run(in environment: CommandEnvironment, reader: any LineReader) throws {
    try arguments.run(in: environment, reader: reader)
  }
}
