import ConjugarCore
import ConjugarOutput
import ConjugarSettings
import Messages
import PlainText

/// `conjugar settings list`: the user's settings with their values and defaults (a region
/// never set says which locale chose it); the values conjugar keeps for itself are never shown.
/// JSON always has every setting, so scripts see one shape.
public struct SettingsListRequest: Equatable, Sendable {
  /// `--all`, accepted for scripts written when it also listed internal counters; it changes
  /// nothing.
  public var all: Bool
  public var format: OutputFormat
  public var settingsPath: String?

  public init(all: Bool = false, format: OutputFormat = .text, settingsPath: String? = nil) {
    self.all = all
    self.format = format
    self.settingsPath = settingsPath
  }

  public func run(in environment: CommandEnvironment) {
    let current = environment.settingsStore(settingsPath: settingsPath).load()
    switch format {
    case .json:
      environment.write(SettingsJSON.render(current))
    case .text:
      let keys = SettingKey.allCases
      let width = keys.map(\.rawValue.count).max() ?? 0
      let values = keys.map { $0.value(in: current) }
      let valueWidth = values.map(\.count).max() ?? 0
      for (key, value) in zip(keys, values) {
        // vos off says nothing of a region that asks vos anyway (`Region.impliesVos`).
        let impliedBy =
          key == .vos && !current.vos && current.region.impliesVos
          ? current.region.rawValue : nil
        var about = Message.settingDefault(key.value(in: .defaults), vosImpliedIn: impliedBy)
        if key == .region, current.chosenRegion == nil, let locale = current.localeRegion.locale {
          about = Message.settingFromLocale(locale: locale, value: key.value(in: .defaults))
        }
        environment.write(
          key.rawValue.padded(to: width) + "  " + value.padded(to: valueWidth) + "  "
            + about.text(in: environment.language))
      }
    }
  }
}

/// `conjugar settings get KEY`.
public struct SettingsGetRequest: Equatable, Sendable {
  /// The key as typed (`SettingKey.parse`).
  public var key: String
  public var settingsPath: String?

  public init(key: String, settingsPath: String? = nil) {
    self.key = key
    self.settingsPath = settingsPath
  }

  public func run(in environment: CommandEnvironment) throws(CommandFailure) {
    let settingKey = try SettingKey.parse(key, in: environment.language)
    environment.write(
      settingKey.value(in: environment.settingsStore(settingsPath: settingsPath).load()))
  }
}

/// `conjugar settings set KEY VALUE`.
public struct SettingsSetRequest: Equatable, Sendable {
  public var key: String
  public var value: String
  public var settingsPath: String?

  public init(key: String, value: String, settingsPath: String? = nil) {
    self.key = key
    self.value = value
    self.settingsPath = settingsPath
  }

  /// A value the key does not take: a usage error naming the values it takes.
  public func checkValue(in language: Language = .english) throws(CommandFailure) {
    let settingKey = try SettingKey.parse(key, in: language)
    var scratch = Settings.defaults
    guard settingKey.set(value, in: &scratch) else {
      throw .usage(
        Message.invalidSettingValue(
          value.abbreviated, key: settingKey.rawValue,
          suggestion: settingKey.suggestion(for: value), choices: settingKey.choices(in: language)
        ).text(in: language))
    }
  }

  /// Checked here rather than by the parser so the message is in the environment's language.
  public func run(in environment: CommandEnvironment) throws(CommandFailure) {
    try checkValue(in: environment.language)
    let settingKey = try SettingKey.parse(key, in: environment.language)
    let store = environment.settingsStore(settingsPath: settingsPath)
    do {
      let saved = try store.save { _ = settingKey.set(value, in: &$0) }
      environment.write("\(settingKey.rawValue) = \(settingKey.value(in: saved))")
    } catch {
      throw CommandFailure(.ioError, message: error.typed.text(in: environment.language))
    }
  }
}

/// `conjugar settings reset [KEY]`.
public struct SettingsResetRequest: Equatable, Sendable {
  /// The key as typed; nil for every setting.
  public var key: String?
  public var settingsPath: String?

  public init(key: String? = nil, settingsPath: String? = nil) {
    self.key = key
    self.settingsPath = settingsPath
  }

  public func run(in environment: CommandEnvironment) throws(CommandFailure) {
    var keys = SettingKey.allCases
    if let key { keys = [try SettingKey.parse(key, in: environment.language)] }
    do {
      let saved = try environment.settingsStore(settingsPath: settingsPath).save { value in
        for key in keys { key.reset(in: &value) }
      }
      // The region reset follows the locale again: the value it now has is said.
      let said =
        key == nil
        ? Message.settingsAllReset
        : Message.settingReset(keys[0].rawValue, to: keys[0].value(in: saved))
      environment.write(said.text(in: environment.language))
    } catch {
      throw CommandFailure(.ioError, message: error.typed.text(in: environment.language))
    }
  }
}

extension SettingKey {
  /// A key typed on the command line, or a usage error naming every key.
  public static func parse(_ name: String, in language: Language = .english)
    throws(CommandFailure) -> SettingKey
  {
    guard let settingKey = SettingKey(name: name) else {
      throw .usage(
        Message.unknownSetting(name.abbreviated, keys: SettingKey.allCases.map(\.rawValue))
          .text(in: language))
    }
    return settingKey
  }
}
