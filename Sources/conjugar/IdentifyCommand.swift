import ArgumentParser
import ConjugarCLI

struct IdentifyCommand: EnvironmentCommand {
  static let configuration = CommandConfiguration(
    commandName: "identify",
    abstract: "Name the verb, tense and person of a conjugated form (fui, dímelo, habíamos dicho).",
    discussion: """
      The words form one phrase: 'no' and object pronouns may come before the verb, pronouns may \
      be attached (dímelo), haber may come before a participle. Readings that need other accents \
      are listed apart (hablo → habló).
      Exit status: 0 when the form has a reading, 64 for a usage error, 65 when it has none (with \
      --format json the object is still printed, its lists empty).
      """
  )

  @OptionGroup var arguments: IdentifyArguments

  func run(in environment: CommandEnvironment) throws { try arguments.run(in: environment) }
}
