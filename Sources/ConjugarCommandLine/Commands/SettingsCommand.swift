import ArgumentParser
import ConjugarCommands
import ConjugarSettings
import LineInput
import Messages

public struct SettingsCommand: ParsableCommand {
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "settings",
      abstract: HelpLanguage.text(.helpSettingsAbstract),
      discussion: """
        Keys: vos (on/off), region (latin-america/rioplatense/spain), difficulty (easy/moderate/difficult), \
        reviewPrompts (on/off); the counters promptActionCount and lastReviewPromptDate are listed \
        with 'settings list --all'.
        Exit status: 0 on success, 64 for an unknown key or value (the file is left untouched), \
        74 when the settings cannot be saved.
        """,
      subcommands: [List.self, Get.self, Set.self, Reset.self],
      defaultSubcommand: List.self
    )
  }

  public init() {}

  public struct List: EnvironmentCommand {
    public static let configuration = CommandConfiguration(
      commandName: "list",
      abstract: "List your settings with their values and defaults (--all: the counters too).")

    @Flag(
      help:
        "Also the counters conjugar keeps for itself (promptActionCount, lastReviewPromptDate).")
    var all = false
    @Option(help: "Output format.") var format: OutputFormat = .text
    @OptionGroup var settings: SettingsOptions

    @OptionGroup var language: LanguageOptions

    public init() {}

    public var request: SettingsListRequest {
      SettingsListRequest(all: all, format: format, settingsPath: settings.path)
    }

    public func run(in environment: CommandEnvironment, reader: (any LineReader)?) throws {
      request.run(in: environment)
    }
  }

  public struct Get: EnvironmentCommand {
    public static let configuration = CommandConfiguration(
      commandName: "get", abstract: "Print one setting's value.")

    @Argument(help: "The setting's key.", completion: .settingKeys) var key: String
    @OptionGroup var settings: SettingsOptions

    @OptionGroup var language: LanguageOptions

    public init() {}

    public var request: SettingsGetRequest {
      SettingsGetRequest(key: key, settingsPath: settings.path)
    }

    public func run(in environment: CommandEnvironment, reader: (any LineReader)?) throws {
      try request.run(in: environment)
    }
  }

  public struct Set: EnvironmentCommand {
    public static let configuration = CommandConfiguration(
      commandName: "set",
      abstract: "Change a setting (booleans: on/off, true/false, yes/no).",
      usage: "conjugar settings set <key> <value> [--settings <path>]")

    @Argument(help: "The setting's key.", completion: .settingKeys) var key: String
    /// The value is collected with `.allUnrecognized` so that a word starting with a dash (-3)
    /// is read as the value, for every key, and gets the key's own message, instead of being
    /// taken for an unknown option and leaving the value missing. `--settings` is still an
    /// option.
    @Argument(
      parsing: .allUnrecognized,
      help: ArgumentHelp("The new value.", valueName: "value"), completion: .settingValues)
    var words: [String] = []
    @OptionGroup var settings: SettingsOptions

    @OptionGroup var language: LanguageOptions

    public init() {}

    /// The words given as the value, without the `--` that ends the options.
    var values: [String] {
      guard let terminator = words.firstIndex(of: "--") else { return words }
      return Array(words[..<terminator] + words[(terminator + 1)...])
    }

    public func validate() throws {
      let beforeTerminator = words.prefix { $0 != "--" }
      if let option = beforeTerminator.first(where: { $0.hasPrefix("--") }) {
        throw ValidationError("Unknown option '\(option.abbreviated)'")
      }
      guard !values.isEmpty else {
        throw ValidationError("Missing expected argument '<value>'")
      }
      if let extra = values.dropFirst().first {
        throw ValidationError("Unexpected argument '\(extra.abbreviated)'")
      }
    }

    /// The one value given; the request checks it when it runs.
    public var request: SettingsSetRequest {
      SettingsSetRequest(key: key, value: values.first ?? "", settingsPath: settings.path)
    }

    public func run(in environment: CommandEnvironment, reader: (any LineReader)?) throws {
      try request.run(in: environment)
    }
  }

  public struct Reset: EnvironmentCommand {
    public static let configuration = CommandConfiguration(
      commandName: "reset",
      abstract: "Put one setting, or all of them, back to the default.")

    @Argument(help: "The setting's key (default: every setting).", completion: .settingKeys)
    var key: String? = nil
    @OptionGroup var settings: SettingsOptions

    @OptionGroup var language: LanguageOptions

    public init() {}

    public var request: SettingsResetRequest {
      SettingsResetRequest(key: key, settingsPath: settings.path)
    }

    public func run(in environment: CommandEnvironment, reader: (any LineReader)?) throws {
      try request.run(in: environment)
    }
  }
}
