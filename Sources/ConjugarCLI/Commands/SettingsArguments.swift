import ArgumentParser
import ConjugarCore
import ConjugarOutput
import ConjugarSettings
import PlainText

/// `conjugar settings list`: the user's settings with their values and defaults; `--all` adds
/// the counters conjugar keeps for itself. JSON always has every key, so scripts see one shape.
public struct SettingsListArguments: ParsableArguments {
  @Flag(
    help: "Also the counters conjugar keeps for itself (promptActionCount, lastReviewPromptDate).")
  var all = false
  @Option(help: "Output format.") var format: OutputFormat = .text
  @OptionGroup var settings: SettingsOptions

  public init() {}

  public func run(in environment: CommandEnvironment) throws {
    let current = settings.store(in: environment).load()
    switch format {
    case .json:
      environment.write(SettingsJSON.render(current))
    case .text:
      let keys = all ? SettingKey.allCases : SettingKey.allCases.filter { !$0.isCounter }
      let width = keys.map(\.rawValue.count).max() ?? 0
      let values = keys.map { $0.value(in: current) }
      let valueWidth = values.map(\.count).max() ?? 0
      for (key, value) in zip(keys, values) {
        environment.write(
          key.rawValue.padded(to: width) + "  " + value.padded(to: valueWidth)
            + "  (default: \(key.value(in: .defaults)))")
      }
    }
  }
}

/// `conjugar settings get KEY`.
public struct SettingsGetArguments: ParsableArguments {
  @Argument(help: "The setting's key.", completion: .settingKeys) var key: String
  @OptionGroup var settings: SettingsOptions

  public init() {}

  public func validate() throws { _ = try SettingKey.parse(key) }

  public func run(in environment: CommandEnvironment) throws {
    let settingKey = try SettingKey.parse(key)
    environment.write(settingKey.value(in: settings.store(in: environment).load()))
  }
}

/// `conjugar settings set KEY VALUE`.
public struct SettingsSetArguments: ParsableArguments {
  @Argument(help: "The setting's key.", completion: .settingKeys) var key: String
  /// The value is collected with `.allUnrecognized` so that a word starting with a dash (-3) is
  /// read as the value, for every key, and gets the key's own message, instead of being taken
  /// for an unknown option and leaving the value missing. `--settings` is still an option.
  @Argument(
    parsing: .allUnrecognized,
    help: ArgumentHelp("The new value.", valueName: "value"), completion: .settingValues)
  var words: [String] = []
  @OptionGroup var settings: SettingsOptions

  public init() {}

  /// The words given as the value, without the `--` that ends the options.
  var values: [String] {
    guard let terminator = words.firstIndex(of: "--") else { return words }
    return Array(words[..<terminator] + words[(terminator + 1)...])
  }

  /// The one value given; validated before `run`.
  var value: String { values.first ?? "" }

  public func validate() throws {
    let beforeTerminator = words.prefix { $0 != "--" }
    if let option = beforeTerminator.first(where: { $0.hasPrefix("--") }) {
      throw ValidationError("Unknown option '\(option.abbreviated)'")
    }
    guard let first = values.first else {
      throw ValidationError("Missing expected argument '<value>'")
    }
    if let extra = values.dropFirst().first {
      throw ValidationError("Unexpected argument '\(extra.abbreviated)'")
    }
    let settingKey = try SettingKey.parse(key)
    let value = first
    var scratch = Settings.defaults
    guard settingKey.set(value, in: &scratch) else {
      throw ValidationError(
        "invalid value '\(value.abbreviated)' for \(settingKey.rawValue); use "
          + eitherOf(settingKey.choices))
    }
  }

  public func run(in environment: CommandEnvironment) throws {
    let settingKey = try SettingKey.parse(key)
    do {
      let saved = try settings.store(in: environment).save { _ = settingKey.set(value, in: &$0) }
      environment.write("\(settingKey.rawValue) = \(settingKey.value(in: saved))")
    } catch {
      environment.error(error.message)
      throw ExitCode.ioError
    }
  }
}

/// `conjugar settings reset [KEY]`.
public struct SettingsResetArguments: ParsableArguments {
  @Argument(help: "The setting's key (default: every setting).", completion: .settingKeys)
  var key: String? = nil
  @OptionGroup var settings: SettingsOptions

  public init() {}

  public func validate() throws { if let key { _ = try SettingKey.parse(key) } }

  public func run(in environment: CommandEnvironment) throws {
    let keys = try key.map { [try SettingKey.parse($0)] } ?? SettingKey.allCases
    do {
      try settings.store(in: environment).save { value in
        for key in keys { key.reset(in: &value) }
      }
      environment.write(
        key == nil
          ? "all settings reset to defaults"
          : "\(keys[0].rawValue) reset to \(keys[0].value(in: .defaults))")
    } catch {
      environment.error(error.message)
      throw ExitCode.ioError
    }
  }
}

extension SettingKey {
  /// Counters conjugar keeps for the feedback invitation, not choices of the user: `settings
  /// list` shows them only with `--all`.
  var isCounter: Bool { self == .promptActionCount || self == .lastReviewPromptDate }

  /// A key typed on the command line, or a usage error naming every key.
  static func parse(_ name: String) throws -> SettingKey {
    guard let settingKey = SettingKey(name: name) else {
      throw ValidationError(
        "unknown setting '\(name.abbreviated)'; settings are "
          + SettingKey.allCases.map(\.rawValue).joined(separator: ", "))
    }
    return settingKey
  }
}
