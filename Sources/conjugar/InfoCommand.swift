import ArgumentParser
import ConjugarCLI

struct InfoCommand: EnvironmentCommand {
  static let configuration = CommandConfiguration(
    commandName: "info",
    abstract: "Explain a tense: when it is used, how it is formed, irregular verbs, examples.",
    discussion: """
      Without a tense, lists every tense with a one-line summary. Text wraps to the terminal's \
      width (else the COLUMNS environment variable, else 80 columns). 'conjugar info --all' \
      prints the guide for every tense.

      Exit status: 0 on success, 64 for a usage error (an unknown tense).
      """
  )

  @OptionGroup var arguments: InfoArguments

  func run(in environment: CommandEnvironment) throws { try arguments.run(in: environment) }
}
