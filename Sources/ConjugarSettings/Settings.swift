import SimpleJSON
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

extension Settings {
  enum Key: String, CaseIterable {
    case vos, region, difficulty, reviewPrompts, promptActionCount, lastReviewPromptDate
  }

  /// Reads settings from a JSON object. Missing keys and values of the wrong type give the
  /// defaults; unknown keys are kept in `others`.
  public init(json: JSONValue) throws {
    guard case .object(let members) = json else { throw SettingsFormatError() }
    for (key, value) in members where Key(rawValue: key) == nil { others[key] = value }
    if case .bool(let value)? = members[Key.vos.rawValue] { vos = value }
    if case .string(let text)? = members[Key.region.rawValue], let value = Region(rawValue: text) {
      region = value
    }
    if case .string(let text)? = members[Key.difficulty.rawValue],
      let value = Difficulty(rawValue: text)
    {
      difficulty = value
    }
    if case .bool(let value)? = members[Key.reviewPrompts.rawValue] { reviewPrompts = value }
    if case .number(let value)? = members[Key.promptActionCount.rawValue], value >= 0,
      value == value.rounded(), value < 1e15
    {
      promptActionCount = Int(value)
    }
    if case .string(let text)? = members[Key.lastReviewPromptDate.rawValue],
      let date = Settings.parseDate(text)
    {
      lastReviewPromptDate = date
    }
  }

  /// The settings as one JSON object: unknown keys and the known ones.
  public var jsonValue: JSONValue {
    var members = others
    members[Key.vos.rawValue] = .bool(vos)
    members[Key.region.rawValue] = .string(region.rawValue)
    members[Key.difficulty.rawValue] = .string(difficulty.rawValue)
    members[Key.reviewPrompts.rawValue] = .bool(reviewPrompts)
    members[Key.promptActionCount.rawValue] = .number(Double(promptActionCount))
    members[Key.lastReviewPromptDate.rawValue] = .string(Settings.formatDate(lastReviewPromptDate))
    return .object(members)
  }

  /// ISO 8601, UTC, whole seconds: 2026-11-22T02:07:00Z.
  public static func formatDate(_ date: Date) -> String { ISODate.format(date) }

  /// ISO 8601 date or date-time (2026-01-31, 2026-01-31T12:00:00Z).
  public static func parseDate(_ text: String) -> Date? { ISODate.parse(text) }

  /// Encodes as a stable, human-readable JSON object (sorted keys, two-space indents).
  public func jsonData() -> Data {
    Data((jsonValue.prettyPrinted() + "\n").utf8)
  }

  /// Decodes a settings file; throws when it is not a JSON object.
  public static func decode(_ data: Data) throws -> Settings {
    do {
      guard let value = JSONValue(parsing: String(decoding: data, as: UTF8.self)) else { throw SettingsFormatError() }
      return try Settings(json: value)
    } catch {
      throw SettingsFormatError()
    }
  }
}

/// The settings file is not a JSON object.
public struct SettingsFormatError: Error {}
