import Messages
import QuizPreferences

/// The region a person's locale suggests, for a `region` never set: es_ES → spain; es_AR,
/// es_UY, es_PY → rioplatense (vos); any other Spanish locale (es, es_MX, es-419) and every
/// other language → latin-america, the built-in default, with no locale named. The locale is
/// the one the interface language follows (`Language.locale(in:)`).
public struct LocaleRegion: Equatable, Sendable {
  /// The region the locale suggests.
  public var region: Region
  /// The Spanish locale that chose it, as written without its encoding (`es_ES`); nil when
  /// the region is the built-in default (no Spanish locale, or one of latin-america: es_MX).
  public var locale: String?

  public init(region: Region, locale: String? = nil) {
    self.region = region
    self.locale = locale
  }

  /// latin-america, from no locale.
  public static let builtIn = LocaleRegion(region: .latinAmerica)

  /// The region of a process environment's locale.
  public static func fromEnvironment(_ variables: [String: String]) -> LocaleRegion {
    fromLocale(Language.locale(in: variables))
  }

  /// The region of a locale name such as `es_AR.UTF-8`, `es-ES` or `es_ES@euro`.
  public static func fromLocale(_ locale: String) -> LocaleRegion {
    let name = String(locale.prefix { !".@".contains($0) })
    let parts = name.split(whereSeparator: { "_-".contains($0) })
    guard let language = parts.first, language.lowercased() == "es" else { return .builtIn }
    let territory = parts.count > 1 ? parts[1].uppercased() : ""
    let region: Region
    switch territory {
    case "ES": region = .spain
    case "AR", "UY", "PY": region = .rioplatense
    default: return .builtIn
    }
    // Shown in `settings`: a name of letters, digits, _ and - only, else the language alone.
    let plain =
      name.count <= 20
      && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "_-".contains($0)) }
    return LocaleRegion(region: region, locale: plain ? name : "es")
  }
}
