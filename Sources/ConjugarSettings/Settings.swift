import CalendarDates
import Messages
import QuizPreferences
import ReviewRetention
import SimpleJSON

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Everything conjugar remembers between runs, as one value with defaults.
///
/// Decoding is forgiving: a missing key or a value of the wrong type gives the default, and
/// members this version does not know are kept in `others` as read and written back unchanged,
/// byte for byte (64-bit integers, `1e999`, strings that are not UTF-8 included).
public struct Settings: Equatable, Sendable {
  public var vos = false
  public var region = Region.latinAmerica
  public var difficulty = Difficulty.easy
  /// The desired retention of spaced review (FSRS), in `DesiredRetention.range`.
  public var retention = DesiredRetention.defaultValue
  public var reviewPrompts = true
  /// The language conjugar speaks: en, es, or auto for the environment's (`Language`).
  public var language = LanguagePreference.auto
  public var promptActionCount = 0
  public var lastReviewPromptDate = Date(timeIntervalSince1970: 0)
  /// Members written by another version of conjugar, as read.
  public var others: [RawJSON.Member] = []

  public init() {}

  public static let defaults = Settings()
}

extension Settings {
  /// Reads settings from a JSON object. Missing keys and values of the wrong type give the
  /// defaults; unknown keys are kept in `others`.
  public init(json: JSONValue) throws {
    guard case .object(let members) = json else { throw SettingsFormatError.notAnObject }
    self.init(members: members.keys.sorted().map { RawJSON.Member(name: $0, value: members[$0]!) })
  }

  /// Settings from an object's members as read. A known key whose value is not valid UTF-8 or
  /// not of its type keeps the default.
  init(members: [RawJSON.Member]) {
    for member in members {
      guard let name = member.name, let key = SettingKey(rawValue: name) else {
        others.append(member)
        continue
      }
      if let value = member.value.value { read(value, for: key) }
    }
  }

  private mutating func read(_ value: JSONValue, for key: SettingKey) {
    switch (key, value) {
    case (.vos, .bool(let flag)): vos = flag
    case (.reviewPrompts, .bool(let flag)): reviewPrompts = flag
    case (.region, .string(let text)): region = Region(name: text) ?? region
    case (.difficulty, .string(let text)): difficulty = Difficulty(rawValue: text) ?? difficulty
    case (.language, .string(let text)):
      language = LanguagePreference(rawValue: text) ?? language
    case (.retention, .number(let number)):
      if let value = number.double, DesiredRetention.range.contains(value) { retention = value }
    case (.promptActionCount, .number(let number)):
      if let count = number.int, count >= 0 { promptActionCount = count }
    case (.lastReviewPromptDate, .string(let text)):
      lastReviewPromptDate = Settings.parseDate(text) ?? lastReviewPromptDate
    default: break
    }
  }

  /// The known keys with their values.
  private var knownMembers: [(SettingKey, JSONValue)] {
    [
      (.vos, .bool(vos)), (.region, .string(region.rawValue)),
      (.difficulty, .string(difficulty.rawValue)), (.retention, .double(retention)),
      (.reviewPrompts, .bool(reviewPrompts)), (.language, .string(language.rawValue)),
      (.promptActionCount, .integer(promptActionCount)),
      (.lastReviewPromptDate, .string(Settings.formatDate(lastReviewPromptDate))),
    ]
  }

  /// ISO 8601, UTC, whole seconds: 2026-11-22T02:07:00Z.
  public static func formatDate(_ date: Date) -> String { ISODate.format(date) }

  /// ISO 8601 date or date-time (2026-01-31, 2026-01-31T12:00:00Z).
  public static func parseDate(_ text: String) -> Date? { ISODate.parse(text) }

  /// Encodes as a stable, human-readable JSON object (sorted keys, two-space indents); the
  /// members in `others` are copied as read.
  public func jsonData() -> Data {
    let known = knownMembers.map { RawJSON.Member(name: $0.0.rawValue, value: $0.1) }
    let unknown = others.filter { $0.name.flatMap(SettingKey.init(rawValue:)) == nil }
    let sorted = (known + unknown).enumerated().sorted { left, right in
      let (a, b) = (Self.sortKey(left.element), Self.sortKey(right.element))
      return a != b ? a < b : left.offset < right.offset
    }
    var writer = JSONWriter(style: .pretty)
    writer.beginObject()
    for member in sorted { writer.verbatim(member.element) }
    writer.endObject()
    return Data(writer.bytes + [UInt8(ascii: "\n")])
  }

  private static func sortKey(_ member: RawJSON.Member) -> String {
    member.name ?? String(decoding: member.key.bytes, as: UTF8.self)
  }

  /// Decodes a settings file: a JSON object, or nothing at all (an empty file or only spaces:
  /// the defaults). A UTF-8 byte order mark is skipped. Throws when it is anything else, or
  /// nests deeper than `JSONParseError.maximumDepth` levels.
  public static func decode(_ data: Data) throws(SettingsFormatError) -> Settings {
    var bytes = [UInt8](data)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    let spaces: Set<UInt8> = [0x20, 0x0A, 0x0D, 0x09]
    if bytes.allSatisfy(spaces.contains) { return Settings() }
    do throws(JSONParseError) {
      return Settings(members: try RawJSON.members(ofObject: bytes))
    } catch {
      throw error == .tooDeep ? .tooDeep : .notAnObject
    }
  }
}

/// Why settings text cannot be read.
public enum SettingsFormatError: Error, Equatable {
  /// Not a JSON object.
  case notAnObject
  /// A JSON object nested deeper than `JSONParseError.maximumDepth` levels.
  case tooDeep
}
