import ArgumentParser
import ConjugarOutput
import ConjugarSettings

struct SettingsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "settings",
    abstract: "Show or change the settings kept between runs.",
    discussion: """
      Keys: vos (on/off), region (latin-america/spain), difficulty (easy/moderate/difficult),
      reviewPrompts (on/off), promptActionCount, lastReviewPromptDate.
      Exit status: 0 on success, 64 for an unknown key or value (the file is left untouched),
      74 when the settings cannot be saved.
      """,
    subcommands: [List.self, Get.self, Set.self, Reset.self],
    defaultSubcommand: List.self
  )

  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "list", abstract: "List every setting with its value and default.")
    @Option(help: "Output format.") var format: OutputFormat = .text
    @OptionGroup var settings: SettingsOptions

    func run() throws { try run(in: .live) }

    func run(in environment: CommandEnvironment) throws {
      let current = settings.store(in: environment).load()
      switch format {
      case .json:
        environment.write(SettingsJSON.render(current))
      case .text:
        let width = SettingKey.allCases.map(\.rawValue.count).max() ?? 0
        let values = SettingKey.allCases.map { $0.value(in: current) }
        let valueWidth = values.map(\.count).max() ?? 0
        for (key, value) in zip(SettingKey.allCases, values) {
          environment.write(
            key.rawValue.padded(to: width) + "  " + value.padded(to: valueWidth)
              + "  (default: \(key.value(in: .defaults)))")
        }
      }
    }
  }

  struct Get: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "get", abstract: "Print one setting's value.")
    @Argument(help: "The setting's key.") var key: String
    @OptionGroup var settings: SettingsOptions

    func validate() throws { _ = try SettingsCommand.parse(key: key) }
    func run() throws { try run(in: .live) }

    func run(in environment: CommandEnvironment) throws {
      let settingKey = try SettingsCommand.parse(key: key)
      environment.write(settingKey.value(in: settings.store(in: environment).load()))
    }
  }

  struct Set: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "set",
      abstract: "Change a setting (booleans: on/off, true/false, yes/no).")
    @Argument(help: "The setting's key.") var key: String
    @Argument(help: "The new value.") var value: String
    @OptionGroup var settings: SettingsOptions

    func validate() throws {
      let settingKey = try SettingsCommand.parse(key: key)
      var scratch = Settings.defaults
      guard settingKey.set(value, in: &scratch) else {
        throw ValidationError(
          "invalid value '\(value.abbreviated)' for \(settingKey.rawValue); use "
            + eitherOf(settingKey.choices))
      }
    }

    func run() throws { try run(in: .live) }

    func run(in environment: CommandEnvironment) throws {
      let settingKey = try SettingsCommand.parse(key: key)
      do {
        let saved = try settings.store(in: environment).save { _ = settingKey.set(value, in: &$0) }
        environment.write("\(settingKey.rawValue) = \(settingKey.value(in: saved))")
      } catch {
        environment.error(error.message)
        throw ExitCode.ioError
      }
    }
  }

  struct Reset: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "reset",
      abstract: "Put one setting, or all of them, back to the default.")
    @Argument(help: "The setting's key (default: every setting).") var key: String? = nil
    @OptionGroup var settings: SettingsOptions

    func validate() throws { if let key { _ = try SettingsCommand.parse(key: key) } }
    func run() throws { try run(in: .live) }

    func run(in environment: CommandEnvironment) throws {
      let keys = try key.map { [try SettingsCommand.parse(key: $0)] } ?? SettingKey.allCases
      do {
        try settings.store(in: environment).save { value in
          for key in keys { key.reset(in: &value) }
        }
        environment.write(key == nil ? "all settings reset to defaults" : "\(keys[0].rawValue) reset to \(keys[0].value(in: .defaults))")
      } catch {
        environment.error(error.message)
        throw ExitCode.ioError
      }
    }
  }

  static func parse(key: String) throws -> SettingKey {
    guard let settingKey = SettingKey(name: key) else {
      throw ValidationError(
        "unknown setting '\(key.abbreviated)'; settings are " + SettingKey.allCases.map(\.rawValue).joined(separator: ", "))
    }
    return settingKey
  }
}
