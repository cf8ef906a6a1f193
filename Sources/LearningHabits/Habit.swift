import AnswerDiagnosis

/// A habit as a teacher names it: one irregularity (strong preterites, the yo in -go), the
/// spelling rules of one place (c→qu, g→gu, z→c before e), or written accents. Stats by habit
/// measure each, and `quiz --weak` drills the irregularities of the weakest.
///
/// `key` is stable (the JSON of `stats`); `name` is for people. `irregularities` are the
/// `Irregularity` keys whose forms show the habit; empty for `accents`, which is measured from
/// accent slips instead (see `HabitStatistics`).
public struct Habit: Hashable, Sendable, CustomStringConvertible {
  public let key: String
  public let name: String
  public let irregularities: [Irregularity]

  public var description: String { key }

  /// Whether `quiz --weak` can drill it: a habit of irregular forms (accents are in every tense).
  public var isDrillable: Bool { !irregularities.isEmpty }

  init(_ key: String, _ name: String, _ irregularities: [Irregularity]) {
    self.key = key
    self.name = name
    self.irregularities = irregularities
  }

  /// One habit per irregularity, in `Irregularity.all`'s order, except the spelling rules,
  /// grouped by where they apply (before e, before a and o), and accents last.
  public static let all: [Habit] = {
    var habits: [Habit] = []
    for irregularity in Irregularity.all {
      if let group = spellingGroups.first(where: { $0.irregularities.contains(irregularity) }) {
        if !habits.contains(group) { habits.append(group) }
      } else {
        habits.append(
          Habit(irregularity.key, names[irregularity.key] ?? irregularity.name, [irregularity]))
      }
    }
    return habits + [accents]
  }()

  /// Written accents: the accent slips (answers right but for their accents).
  public static let accents = Habit("accents", "written accents", [])

  static let spellingGroups = [
    Habit(
      "spelling-before-e", "-car/-gar/-zar spelling before e",
      [.spellingCToQU, .spellingGToGU, .spellingZToC, .spellingGUToGDiaeresis]),
    Habit(
      "spelling-before-a-o", "-cer/-ger/-guir spelling before a, o",
      [.spellingCToZ, .spellingGToJ, .spellingGUToG, .spellingQUToC]),
  ]

  /// Names as a teacher says them, where `Irregularity.name` is a grammar's.
  static let names: [String: String] = [
    "strong-preterite": "strong preterites",
    "irregular-preterite": "irregular preterites",
    "yo-go": "yo in -go",
    "zc": "-zc- before a and o",
    "future-stem": "irregular future stems",
    "irregular-participle": "irregular participles",
    "irregular-gerund": "irregular gerunds",
    "short-imperative": "short tú imperatives",
    "spelling-i-y": "i written y between vowels",
    "irregular-form": "other irregular forms",
  ]

  /// The habit with this key, if any.
  public init?(key: String) {
    guard let found = Self.all.first(where: { $0.key == key }) else { return nil }
    self = found
  }

  /// The habit an irregularity belongs to.
  public static func of(_ irregularity: Irregularity) -> Habit {
    all.first { $0.irregularities.contains(irregularity) }!
  }
}
