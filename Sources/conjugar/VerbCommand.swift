import ArgumentParser
import ConjugarCLI

struct VerbCommand: EnvironmentCommand {
  static let configuration = CommandConfiguration(
    commandName: "verb",
    abstract: "Print every conjugation of one or more verbs.",
    discussion: """
      Irregular letters are highlighted in colour. Pronominal verbs end in -se (levantarse). A \
      verb not in the list is conjugated by inference from its ending and marked as such.

      Exit status: 0 on success, 64 for a usage error, 65 when a word is not a verb.
      """
  )

  @OptionGroup var arguments: VerbArguments

  func run(in environment: CommandEnvironment) throws { try arguments.run(in: environment) }
}
