#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Where the learner practises: Latin America has no vosotros questions.
public enum Region: String, CaseIterable, Sendable, Codable {
  case latinAmerica = "latin-america"
  case spain
}

/// How hard a quiz is.
public enum Difficulty: String, CaseIterable, Sendable, Codable {
  case easy, moderate, difficult
}

/// Everything conjugar remembers between runs, as one value with defaults.
///
/// Decoding is forgiving: a missing key or a value of the wrong type gives the default, and keys
/// this version does not know are kept in `others` and written back unchanged.
public struct Settings: Equatable, Sendable {
  public var vos = false
  public var region = Region.latinAmerica
  public var difficulty = Difficulty.easy
  public var reviewPrompts = true
  public var promptActionCount = 0
  public var lastReviewPromptDate = Date(timeIntervalSince1970: 0)
  /// Keys written by another version of conjugar.
  public var others: [String: JSONValue] = [:]

  public init() {}

  public static let defaults = Settings()
}

extension Settings: Codable {
  enum Key: String, CaseIterable, CodingKey {
    case vos, region, difficulty, reviewPrompts, promptActionCount, lastReviewPromptDate
  }

  struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  public init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: AnyKey.self)
    for key in container.allKeys where Key(rawValue: key.stringValue) == nil {
      others[key.stringValue] = try? container.decode(JSONValue.self, forKey: key)
    }
    func value<T: Decodable>(_ key: Key, _ type: T.Type) -> T? {
      try? container.decodeIfPresent(type, forKey: AnyKey(stringValue: key.rawValue))
    }
    vos = value(.vos, Bool.self) ?? vos
    region = value(.region, String.self).flatMap(Region.init(rawValue:)) ?? region
    difficulty = value(.difficulty, String.self).flatMap(Difficulty.init(rawValue:)) ?? difficulty
    reviewPrompts = value(.reviewPrompts, Bool.self) ?? reviewPrompts
    promptActionCount = max(0, value(.promptActionCount, Int.self) ?? promptActionCount)
    if let text = value(.lastReviewPromptDate, String.self), let date = Settings.parseDate(text) {
      lastReviewPromptDate = date
    }
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: AnyKey.self)
    for (key, value) in others { try container.encode(value, forKey: AnyKey(stringValue: key)) }
    try container.encode(vos, forKey: AnyKey(stringValue: Key.vos.rawValue))
    try container.encode(region.rawValue, forKey: AnyKey(stringValue: Key.region.rawValue))
    try container.encode(difficulty.rawValue, forKey: AnyKey(stringValue: Key.difficulty.rawValue))
    try container.encode(reviewPrompts, forKey: AnyKey(stringValue: Key.reviewPrompts.rawValue))
    try container.encode(promptActionCount, forKey: AnyKey(stringValue: Key.promptActionCount.rawValue))
    try container.encode(
      Settings.formatDate(lastReviewPromptDate), forKey: AnyKey(stringValue: Key.lastReviewPromptDate.rawValue))
  }

  /// ISO 8601, UTC, whole seconds: 2026-11-22T02:07:00Z.
  public static func formatDate(_ date: Date) -> String {
    date.formatted(.iso8601)
  }

  public static func parseDate(_ text: String) -> Date? {
    if let date = try? Date(text, strategy: .iso8601) { return date }
    return try? Date(text + "T00:00:00Z", strategy: .iso8601)
  }

  /// Encodes as a stable, human-readable JSON object.
  public func jsonData() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    var data = try encoder.encode(self)
    data.append(UInt8(ascii: "\n"))
    return data
  }

  public static func decode(_ data: Data) throws -> Settings {
    try JSONDecoder().decode(Settings.self, from: data)
  }
}
