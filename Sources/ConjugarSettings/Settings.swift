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
  /// The region the user set; nil when never set (or reset): `region` then follows the locale.
  public var chosenRegion: Region? = nil
  /// The region when none is chosen: the locale's (`LocaleRegion`), filled in by whoever opens
  /// the settings for a command; never saved.
  public var localeRegion = LocaleRegion.builtIn
  public var difficulty = Difficulty.easy
  /// The desired retention of spaced review (FSRS), in `DesiredRetention.range`.
  public var retention = DesiredRetention.defaultValue
  public var reviewPrompts = true
  /// The language conjugar speaks: en, es, or auto for the environment's (`Language`).
  public var language = LanguagePreference.auto
  /// Whether spaced review uses the FSRS parameters fitted to the learner's answers
  /// (`stats --fit`, refitted as the history grows); off: FSRS-6's defaults.
  public var fit = true
  /// Internal: the feedback invitation's count of actions (`ReviewPrompter`); kept in the file,
  /// never shown, listed or set as a setting (`InternalKey`).
  public var promptActionCount = 0
  /// Internal: when the feedback invitation last asked.
  public var lastReviewPromptDate = Date(timeIntervalSince1970: 0)
  /// Members written by another version of conjugar, as read.
  public var others: [RawJSON.Member] = []

  public init() {}

  public static let defaults = Settings()

  /// The region in effect: the one set, else the locale's. Setting it makes it the user's.
  public var region: Region {
    get { chosenRegion ?? localeRegion.region }
    set { chosenRegion = newValue }
  }
}

/// Values conjugar keeps in the settings file for itself, not choices of the user: read and
/// written like settings, never listed, read or set by `conjugar settings`.
enum InternalKey: String, CaseIterable {
  case promptActionCount, lastReviewPromptDate
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
      if let name = member.name, let key = SettingKey(rawValue: name) {
        if let value = member.value.value { read(value, for: key) }
      } else if let name = member.name, let key = InternalKey(rawValue: name) {
        if let value = member.value.value { read(value, for: key) }
      } else {
        others.append(member)
      }
    }
  }

  private mutating func read(_ value: JSONValue, for key: InternalKey) {
    switch (key, value) {
    case (.promptActionCount, .number(let number)):
      if let count = number.int, count >= 0 { promptActionCount = count }
    case (.lastReviewPromptDate, .string(let text)):
      lastReviewPromptDate = Settings.parseDate(text) ?? lastReviewPromptDate
    default: break
    }
  }

  private mutating func read(_ value: JSONValue, for key: SettingKey) {
    switch (key, value) {
    case (.vos, .bool(let flag)): vos = flag
    case (.reviewPrompts, .bool(let flag)): reviewPrompts = flag
    case (.fit, .bool(let flag)): fit = flag
    case (.region, .string(let text)): chosenRegion = Region(name: text) ?? chosenRegion
    case (.difficulty, .string(let text)): difficulty = Difficulty(rawValue: text) ?? difficulty
    case (.language, .string(let text)):
      language = LanguagePreference(rawValue: text) ?? language
    case (.retention, .number(let number)):
      if let value = number.double, DesiredRetention.range.contains(value) { retention = value }
    default: break
    }
  }

  /// The known keys with their values; the region only once the user set it, so a file
  /// written for a counter does not pin the locale's region; `fit` only when off, so a file
  /// written before the setting existed is written back as it was.
  private var knownMembers: [(String, JSONValue)] {
    [
      (SettingKey.vos.rawValue, .bool(vos)),
      (SettingKey.difficulty.rawValue, .string(difficulty.rawValue)),
      (SettingKey.retention.rawValue, .double(retention)),
      (SettingKey.reviewPrompts.rawValue, .bool(reviewPrompts)),
      (SettingKey.language.rawValue, .string(language.rawValue)),
      (InternalKey.promptActionCount.rawValue, .integer(promptActionCount)),
      (
        InternalKey.lastReviewPromptDate.rawValue,
        .string(Settings.formatDate(lastReviewPromptDate))
      ),
    ] + (chosenRegion.map { [(SettingKey.region.rawValue, .string($0.rawValue))] } ?? [])
      + (fit ? [] : [(SettingKey.fit.rawValue, .bool(false))])
  }

  /// Whether a member's name is one this version reads (a setting or an internal value).
  private static func isKnown(_ name: String?) -> Bool {
    guard let name else { return false }
    return SettingKey(rawValue: name) != nil || InternalKey(rawValue: name) != nil
  }

  /// ISO 8601, UTC, whole seconds: 2026-11-22T02:07:00Z.
  public static func formatDate(_ date: Date) -> String { ISODate.format(date) }

  /// ISO 8601 date or date-time (2026-01-31, 2026-01-31T12:00:00Z).
  public static func parseDate(_ text: String) -> Date? { ISODate.parse(text) }

  /// Encodes as a stable, human-readable JSON object (sorted keys, two-space indents); the
  /// members in `others` are copied as read.
  public func jsonData() -> Data {
    let known = knownMembers.map { RawJSON.Member(name: $0.0, value: $0.1) }
    let unknown = others.filter { !Self.isKnown($0.name) }
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
