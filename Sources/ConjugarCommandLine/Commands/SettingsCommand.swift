import ArgumentParser
import ConjugarCommands
import ConjugarSettings
import LineInput
import Messages

public struct SettingsCommand: ParsableCommand {
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "settings",
      abstract: CommandHelp.text(.helpSettingsAbstract),
      discussion: CommandHelp.text(.helpSettingsDiscussion),
      subcommands: [List.self, Get.self, Set.self, Reset.self],
      defaultSubcommand: List.self
    )
  }

  public init() {}

  public struct List: EnvironmentCommand {
    public static var configuration: CommandConfiguration {
      CommandConfiguration(
        commandName: "list", abstract: CommandHelp.text(.helpSettingsListAbstract))
    }

    /// Accepted for scripts written when it listed internal counters; changes nothing.
    @Flag(help: .hidden) var all = false
    @Option(
      help: ArgumentHelp(CommandHelp.text(.helpFormat), valueName: CommandHelp.text(.valueFormat))
    ) var format: OutputFormat = .text
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
    public static var configuration: CommandConfiguration {
      CommandConfiguration(
        commandName: "get", abstract: CommandHelp.text(.helpSettingsGetAbstract))
    }

    @Argument(
      help: ArgumentHelp(
        CommandHelp.text(.helpSettingKey), valueName: CommandHelp.text(.valueKey)),
      completion: .settingKeys) var key: String
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
    public static var configuration: CommandConfiguration {
      CommandConfiguration(
        commandName: "set", abstract: CommandHelp.text(.helpSettingsSetAbstract),
        usage: CommandHelp.text(.helpSettingsSetUsage))
    }

    @Argument(
      help: ArgumentHelp(
        CommandHelp.text(.helpSettingKey), valueName: CommandHelp.text(.valueKey)),
      completion: .settingKeys) var key: String
    /// The value is collected with `.allUnrecognized` so that a word starting with a dash (-3)
    /// is read as the value, for every key, and gets the key's own message, instead of being
    /// taken for an unknown option and leaving the value missing. `--settings` is still an
    /// option.
    @Argument(
      parsing: .allUnrecognized,
      help: ArgumentHelp(
        CommandHelp.text(.helpSettingValue), valueName: CommandHelp.text(.valueValue)),
      completion: .settingValues)
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
        // ArgumentParser's wording, which `ParserMessages` puts into the reader's language; the
        // placeholder as the help names it.
        throw ValidationError(
          "Missing expected argument '<\(HelpLanguage.text(.valueValue))>'")
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
    public static var configuration: CommandConfiguration {
      CommandConfiguration(
        commandName: "reset", abstract: CommandHelp.text(.helpSettingsResetAbstract))
    }

    @Argument(
      help: ArgumentHelp(
        CommandHelp.text(.helpSettingsResetKey), valueName: CommandHelp.text(.valueKey)),
      completion: .settingKeys)
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
