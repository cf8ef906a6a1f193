import ArgumentParser
import ConjugarCLI

struct SettingsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "settings",
    abstract: "Show or change the settings kept between runs.",
    discussion: """
      Keys: vos (on/off), region (latin-america/spain), difficulty (easy/moderate/difficult), \
      reviewPrompts (on/off); the counters promptActionCount and lastReviewPromptDate are listed \
      with 'settings list --all'.
      Exit status: 0 on success, 64 for an unknown key or value (the file is left untouched), \
      74 when the settings cannot be saved.
      """,
    subcommands: [List.self, Get.self, Set.self, Reset.self],
    defaultSubcommand: List.self
  )

  struct List: EnvironmentCommand {
    static let configuration = CommandConfiguration(
      commandName: "list",
      abstract: "List your settings with their values and defaults (--all: the counters too).")
    @OptionGroup var arguments: SettingsListArguments
    func run(in environment: CommandEnvironment) throws { try arguments.run(in: environment) }
  }

  struct Get: EnvironmentCommand {
    static let configuration = CommandConfiguration(
      commandName: "get", abstract: "Print one setting's value.")
    @OptionGroup var arguments: SettingsGetArguments
    func run(in environment: CommandEnvironment) throws { try arguments.run(in: environment) }
  }

  struct Set: EnvironmentCommand {
    static let configuration = CommandConfiguration(
      commandName: "set",
      abstract: "Change a setting (booleans: on/off, true/false, yes/no).",
      usage: "conjugar settings set <key> <value> [--settings <path>]")
    @OptionGroup var arguments: SettingsSetArguments
    func run(in environment: CommandEnvironment) throws { try arguments.run(in: environment) }
  }

  struct Reset: EnvironmentCommand {
    static let configuration = CommandConfiguration(
      commandName: "reset",
      abstract: "Put one setting, or all of them, back to the default.")
    @OptionGroup var arguments: SettingsResetArguments
    func run(in environment: CommandEnvironment) throws { try arguments.run(in: environment) }
  }
}
