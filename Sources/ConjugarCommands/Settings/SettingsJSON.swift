import ConjugarSettings
import SimpleJSON

/// `conjugar settings --format json`: one line, an array of {key, value, default}.
enum SettingsJSON {
  static func render(_ settings: Settings) -> String {
    let items: [JSONValue] = SettingKey.allCases.map { key in
      .object([
        "key": .string(key.rawValue),
        "value": key.jsonValue(in: settings),
        "default": key.jsonValue(in: .defaults),
      ])
    }
    return JSONValue.array(items).compact()
  }
}
