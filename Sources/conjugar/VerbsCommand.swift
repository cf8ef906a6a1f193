import ArgumentParser
import ConjugarCLI

struct VerbsCommand: EnvironmentCommand {
  static let configuration = CommandConfiguration(
    commandName: "verbs",
    abstract: "List the known verbs, with filters.",
    discussion: "Exit status: 0 (also when nothing matches), 64 for a usage error."
  )

  @OptionGroup var arguments: VerbsArguments

  func run(in environment: CommandEnvironment) throws { try arguments.run(in: environment) }
}
