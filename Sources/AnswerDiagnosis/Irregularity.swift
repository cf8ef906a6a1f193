/// One way a form departs from its verb's regular pattern (`Conjugator.regularPattern(of:)`):
/// a stem change, a strong preterite, a yo in -go, a spelling change… `key` is stable (stats by
/// habit and `quiz --weak` store it); `name` is for people.
public struct Irregularity: Hashable, Sendable, CustomStringConvertible {
  public let key: String
  public let name: String
  /// Spelling changes keep a sound (busqué, cojo, leyó): the verb is regular to the ear.
  public var isSpelling: Bool { key.hasPrefix("spelling-") }

  public var description: String { key }

  init(_ key: String, _ name: String) {
    self.key = key
    self.name = name
  }

  public static let stemEToIE = Irregularity("stem-e-ie", "stem change e→ie")
  public static let stemOToUE = Irregularity("stem-o-ue", "stem change o→ue")
  public static let stemUToUE = Irregularity("stem-u-ue", "stem change u→ue")
  public static let stemIToIE = Irregularity("stem-i-ie", "stem change i→ie")
  public static let stemEToI = Irregularity("stem-e-i", "stem change e→i")
  public static let stemOToU = Irregularity("stem-o-u", "stem change o→u")
  public static let strongPreterite = Irregularity("strong-preterite", "strong preterite stem")
  public static let irregularPreterite = Irregularity("irregular-preterite", "irregular preterite")
  public static let yoGo = Irregularity("yo-go", "yo in -go")
  public static let zc = Irregularity("zc", "zc before a and o")
  public static let irregularYo = Irregularity("yo-irregular", "irregular yo form")
  public static let yInsertion = Irregularity("y-insertion", "y added after the stem")
  public static let futureStem = Irregularity("future-stem", "irregular future stem")
  public static let irregularParticiple = Irregularity(
    "irregular-participle", "irregular participle")
  public static let irregularGerund = Irregularity("irregular-gerund", "irregular gerund")
  public static let shortImperative = Irregularity("short-imperative", "short tú imperative")
  public static let irregularImperfect = Irregularity("irregular-imperfect", "irregular imperfect")
  public static let irregularSubjunctive = Irregularity(
    "irregular-subjunctive", "irregular present subjunctive stem")
  public static let accentHiatus = Irregularity(
    "accent-hiatus", "written accent on i or u (hiatus)")
  public static let irregularStress = Irregularity("irregular-stress", "stress on the ending")
  public static let irregularForm = Irregularity("irregular-form", "irregular form")
  public static let spellingCToQU = Irregularity("spelling-c-qu", "spelling c→qu before e")
  public static let spellingGToGU = Irregularity("spelling-g-gu", "spelling g→gu before e")
  public static let spellingZToC = Irregularity("spelling-z-c", "spelling z→c before e")
  public static let spellingGUToGDiaeresis = Irregularity(
    "spelling-gu-gü", "spelling gu→gü before e")
  public static let spellingCToZ = Irregularity("spelling-c-z", "spelling c→z before a and o")
  public static let spellingGToJ = Irregularity("spelling-g-j", "spelling g→j before a and o")
  public static let spellingGUToG = Irregularity("spelling-gu-g", "spelling gu→g before a and o")
  public static let spellingQUToC = Irregularity("spelling-qu-c", "spelling qu→c before a and o")
  public static let spellingIToY = Irregularity("spelling-i-y", "spelling i→y between vowels")
  public static let spellingIDropped = Irregularity(
    "spelling-i-dropped", "i of the ending dropped after ñ, ll or i")

  public static let spellingInitialH = Irregularity(
    "spelling-h-ue", "h before ue starting a word")

  /// Every irregularity, in the order a list of them is shown.
  public static let all: [Irregularity] = [
    stemEToIE, stemOToUE, stemUToUE, stemIToIE, stemEToI, stemOToU, strongPreterite,
    irregularPreterite, yoGo, zc, irregularYo, yInsertion, futureStem, irregularParticiple,
    irregularGerund, shortImperative, irregularImperfect, irregularSubjunctive, accentHiatus,
    irregularStress, irregularForm, spellingCToQU, spellingGToGU, spellingZToC,
    spellingGUToGDiaeresis,
    spellingCToZ, spellingGToJ, spellingGUToG, spellingQUToC, spellingIToY, spellingIDropped,
    spellingInitialH,
  ]

  /// The irregularity with this key, if any.
  public init?(key: String) {
    guard let found = Self.all.first(where: { $0.key == key }) else { return nil }
    self = found
  }
}
