import Messages
import PlainText
import QuizPreferences
import ReviewRetention
import SimpleJSON

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A setting as the command line names it, with parsing and display of its value.
public enum SettingKey: String, CaseIterable, Sendable {
  case vos, region, difficulty, retention, reviewPrompts, language, fit

  /// Accepts the exact key, any case, and kebab-case (review-prompts).
  public init?(name: String) {
    let wanted = name.lowercased().split(separator: "-").joined()
    guard let key = Self.allCases.first(where: { $0.rawValue.lowercased() == wanted }) else {
      return nil
    }
    self = key
  }

  /// The values the setting accepts, for error messages and completion.
  public var choices: [String] { choices(in: .english) }

  /// The values the setting accepts, in `language` (a number's or date's description).
  public func choices(in language: Language) -> [String] {
    switch self {
    case .vos, .reviewPrompts, .fit: ["on", "off"]
    case .region: Region.allCases.map(\.rawValue)
    case .difficulty: Difficulty.allCases.map(\.rawValue)
    case .language: LanguagePreference.allCases.map(\.rawValue)
    case .retention:
      [
        Message.numberRange(
          Self.hundredths(DesiredRetention.range.lowerBound),
          Self.hundredths(DesiredRetention.range.upperBound), whole: false
        ).text(in: language)
      ]
    }
  }

  /// The choice a value the key does not take most likely means (rioplatence → rioplatense,
  /// moderat → moderate); nil for a key without a list of values or when nothing is close.
  public func suggestion(for text: String) -> String? {
    switch self {
    case .region: Region.suggestion(for: text)?.rawValue
    case .difficulty, .vos, .reviewPrompts, .language, .fit:
      NearestValue.find(text, in: choices.map { ($0, $0) })
    case .retention: nil
    }
  }

  public func value(in settings: Settings) -> String {
    switch self {
    case .vos: settings.vos ? "on" : "off"
    case .region: settings.region.rawValue
    case .difficulty: settings.difficulty.rawValue
    case .language: settings.language.rawValue
    case .retention: "\(settings.retention)"
    case .reviewPrompts: settings.reviewPrompts ? "on" : "off"
    case .fit: settings.fit ? "on" : "off"
    }
  }

  /// The value as JSON (booleans and numbers typed).
  public func jsonValue(in settings: Settings) -> JSONValue {
    switch self {
    case .vos: .bool(settings.vos)
    case .reviewPrompts: .bool(settings.reviewPrompts)
    case .fit: .bool(settings.fit)
    case .retention: .double(settings.retention)
    default: .string(value(in: settings))
    }
  }

  /// Sets the value from text; nil when the text is not one of the choices.
  public func set(_ text: String, in settings: inout Settings) -> Bool {
    let value = text.trimmingWhitespace().lowercased()
    switch self {
    case .vos, .reviewPrompts, .fit:
      guard let flag = Self.boolean(value) else { return false }
      switch self {
      case .vos: settings.vos = flag
      case .fit: settings.fit = flag
      default: settings.reviewPrompts = flag
      }
    case .region:
      guard let region = Region(name: value) else { return false }
      settings.region = region
    case .difficulty:
      guard let difficulty = Difficulty(rawValue: value) else { return false }
      settings.difficulty = difficulty
    case .language:
      guard let language = LanguagePreference(rawValue: value) else { return false }
      settings.language = language
    case .retention:
      // Decimal digits only: Double(_:) would also take "nan", "inf" and hexadecimal.
      guard value.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
        let retention = Double(value), DesiredRetention.range.contains(retention)
      else { return false }
      settings.retention = retention
    }
    return true
  }

  /// Puts the default back; the region follows the locale again.
  public func reset(in settings: inout Settings) {
    if self == .region {
      settings.chosenRegion = nil
    } else {
      _ = set(value(in: .defaults), in: &settings)
    }
  }

  /// `0.70`: a number below 1 to two decimals, as the range is written.
  private static func hundredths(_ value: Double) -> String {
    let cents = Int((value * 100).rounded())
    return "\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)"
  }

  static func boolean(_ text: String) -> Bool? {
    switch text {
    case "on", "true", "yes", "1": true
    case "off", "false", "no", "0": false
    default: nil
    }
  }
}
