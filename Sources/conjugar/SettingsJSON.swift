import ConjugarSettings

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

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
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(JSONValue.array(items)) else { return "[]" }
    return String(decoding: data, as: UTF8.self)
  }
}
