import ConjugarCore
import QuizPreferences

/// A region as typed: its value in any case, with or without accents, spaces, hyphens or
/// underscores (`Latin America`, `latin_america`, `Río-platense`). Anything else is refused
/// with the nearest value (`rioplatence`, or a country: `argentina` names `rioplatense`), so
/// settings files and histories only ever hold the values of `Region.allCases`.
extension Region {
  public init?(name: String) {
    let key = NearestValue.key(name)
    guard let region = Self.allCases.first(where: { NearestValue.key($0.rawValue) == key })
    else { return nil }
    self = region
  }

  /// The region a mistyped name most likely means: a country or other name of the region, or
  /// a value a few edits away or begun (`NearestValue`); nil when nothing is close.
  public static func suggestion(for name: String) -> Region? {
    if let region = otherNames[NearestValue.key(name)] { return region }
    let candidates = allCases.map { ($0.rawValue, $0) } + otherNames.map { ($0.key, $0.value) }
    return NearestValue.find(name, in: candidates)
  }

  /// Names learners use for a region (as `NearestValue.key` writes them), for suggestions only.
  private static let otherNames: [String: Region] = [
    "argentina": .rioplatense, "uruguay": .rioplatense, "riodelaplata": .rioplatense,
    "buenosaires": .rioplatense, "montevideo": .rioplatense, "espana": .spain, "españa": .spain,
    "es": .spain, "eses": .spain, "castilian": .spain, "castellano": .spain, "europe": .spain,
    "latinoamerica": .latinAmerica, "latam": .latinAmerica, "hispanoamerica": .latinAmerica,
    "america": .latinAmerica, "mexico": .latinAmerica, "es419": .latinAmerica,
  ]
}
