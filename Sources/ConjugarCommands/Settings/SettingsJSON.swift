import ConjugarSettings
import SimpleJSON

/// `conjugar settings --format json`: one line, an array of {key, value, default}, the user's
/// settings only; a region never set and chosen by a Spanish locale adds `"locale": "es_ES"`.
enum SettingsJSON {
  static func render(_ settings: Settings) -> String {
    let items: [JSONValue] = SettingKey.allCases.map { key in
      var members: [String: JSONValue] = [
        "key": .string(key.rawValue),
        "value": key.jsonValue(in: settings),
        "default": key.jsonValue(in: .defaults),
      ]
      if key == .region, settings.chosenRegion == nil, let locale = settings.localeRegion.locale {
        members["locale"] = .string(locale)
      }
      return .object(members)
    }
    return JSONValue.array(items).compact()
  }
}
