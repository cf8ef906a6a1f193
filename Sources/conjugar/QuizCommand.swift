import ArgumentParser
import ConjugarCLI
import LineInput

struct QuizCommand: EnvironmentCommand {
  static let configuration = CommandConfiguration(
    commandName: "quiz",
    abstract: "Drill conjugations; repeatable with --seed.",
    discussion: """
      Difficulty, region and vos come from the settings; --tense, --verbs, --verbs-file, \
      --person, --irregular, --model and --top choose what to drill. On a terminal you answer \
      at the prompt, and Ctrl-C stops with the summary; otherwise one answer per line is read \
      from standard input and the transcript depends only on the seed, the settings, the \
      selection and the answers. End early with :quit or end of input.

      --mode recognize shows a form to name; --mode translate shows its English ('I had \
      (tener)') to put into Spanish. --review asks the items you missed that are due again \
      (spaced repetition, SM-2); with --count it depends only on the history and the seed, not \
      on the day. --worksheet prints the questions (text, json, markdown or html) instead.

      Exit status: 0 (also when ended early, or with nothing to review), 64 for a usage error, \
      66 when --verbs-file does not exist, 69 when --speak finds no espeak-ng, 74 when \
      --verbs-file or standard input cannot be read.
      """
  )

  @OptionGroup var arguments: QuizArguments

  func run(in environment: CommandEnvironment) throws { try arguments.run(in: environment) }

  func run(in environment: CommandEnvironment, reader: any LineReader) throws {
    try arguments.run(in: environment, reader: reader)
  }
}
