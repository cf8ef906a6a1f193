import ArgumentParser
import ConjugarCore
import ConjugarOutput
import ConjugarSettings
import PlainText

/// `conjugar settings list`: every setting with its value and default.
public struct SettingsListArguments: ParsableArguments {
  @Option(help: "Output format.") var format: OutputFormat = .text
  @OptionGroup var settings: SettingsOptions

  public init() {}

  public func run(in environment: CommandEnvironment) throws {
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

/// `conjugar settings get KEY`.
public struct SettingsGetArguments: ParsableArguments {
  @Argument(help: "The setting's key.") var key: String
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
  @Argument(help: "The setting's key.") var key: String
  @Argument(help: "The new value.") var value: String
  @OptionGroup var settings: SettingsOptions

  public init() {}

  public func validate() throws {
    let settingKey = try SettingKey.parse(key)
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
  @Argument(help: "The setting's key (default: every setting).") var key: String? = nil
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
