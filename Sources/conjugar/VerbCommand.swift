import ArgumentParser
import ConjugarCLI
import LineInput

struct VerbCommand: EnvironmentCommand {
  static let configuration = CommandConfiguration(
    commandName: "verb",
    abstract: "Print every conjugation of one or more verbs.",
    discussion: """
      Irregular letters are highlighted in colour. Pronominal verbs end in -se (levantarse). A \
      verb not in the list is conjugated by inference from its ending and marked as such. \
      --english adds each form's English (tuve — I had); --speak reads the forms aloud \
      (espeak-ng). For many verbs, --all conjugates the whole list and '-' reads infinitives \
      from standard input, one a line: faster than thousands of arguments, same output.

      Exit status: 0 on success, 64 for a usage error, 65 when a word is not a verb, 69 when \
      --speak cannot use espeak-ng, 71 when --all or - runs out of memory under a limit.
      """
  )

  @OptionGroup var arguments: VerbArguments

  func run(in environment: CommandEnvironment) throws { try arguments.run(in: environment) }

  func run(in environment: CommandEnvironment, reader: any LineReader) throws {
    try arguments.runInSession(in: environment)
  }
}
