/// The languages conjugar speaks to a person in, and how one is chosen.
///
/// Policy: `--lang` wins, then the `language` setting, then (setting `auto`) the environment in
/// the POSIX order: the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not empty
/// decides, else the first entry of `LANGUAGE`; a value whose language part is `es` (es,
/// es_ES.UTF-8, es-419) means Spanish, anything else English. Foundation's `Locale.current` is
/// not used: on Linux it ignores the environment. An unknown locale falls back to English
/// silently; an unknown `--lang` or setting value is the caller's usage error.
///
/// Each language but `pseudo` has a file in `Resources/messages` (its header names the case);
/// adding one is a case here and a file there (Docs/TRANSLATING.md).
public enum Language: String, CaseIterable, Sendable {
  case english = "en"
  case spanish = "es"
  /// Pseudo-localisation, for tests only: English with every message marked and its letters
  /// accented, so text that escaped the catalogue shows. Never chosen by `--lang`, the setting
  /// or the environment.
  case pseudo = "qps"

  /// The languages a person can choose, in order.
  public static let spoken: [Language] = [.english, .spanish]

  /// The codes accepted by `--lang` and the setting, in order ("en", "es").
  public static var codes: [String] { spoken.map(\.rawValue) }

  /// The language `variables` (a process environment) ask for; English when none is Spanish.
  public static func fromEnvironment(_ variables: [String: String]) -> Language {
    fromLocale(locale(in: variables))
  }

  /// The locale a process environment names for messages: the first of `LC_ALL`,
  /// `LC_MESSAGES` and `LANG` that is set and not empty, else the first entry of `LANGUAGE`;
  /// empty when none is.
  public static func locale(in variables: [String: String]) -> String {
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      if let value = variables[name], !value.isEmpty { return value }
    }
    return variables["LANGUAGE"]?.split(separator: ":").first.map(String.init) ?? ""
  }

  /// The language of a locale name such as `es_ES.UTF-8`: its part before `_`, `-`, `.` or `@`.
  static func fromLocale(_ locale: String) -> Language {
    let code = locale.prefix { !"_-.@".contains($0) }.lowercased()
    return code == Language.spanish.rawValue ? .spanish : .english
  }
}

/// The `language` setting: a language, or `auto` for the environment's.
public enum LanguagePreference: String, CaseIterable, Sendable {
  case auto, en, es

  /// The language to speak: `flag` (a valid `--lang`, nil when not given), else this
  /// preference, else the environment's.
  public func resolve(flag: Language?, variables: [String: String]) -> Language {
    if let flag { return flag }
    switch self {
    case .auto: return Language.fromEnvironment(variables)
    case .en: return .english
    case .es: return .spanish
    }
  }
}
