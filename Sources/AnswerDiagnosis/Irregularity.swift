import GrammarWords
import Messages

/// One way a form departs from its verb's regular pattern (`Conjugator.regularPattern(of:)`):
/// a stem change, a strong preterite, a yo in -go, a spelling change… `key` is stable (stats by
/// habit and `quiz --weak` store it); `name(in:)` is for people.
public struct Irregularity: Hashable, Sendable, CustomStringConvertible {
  public let key: String
  let nameKey: MessageKey
  /// The name for people, in English.
  public var name: String { label.english }
  /// The name for people, in every language ("stem change e→ie", "diptongación e → ie").
  public var label: Message { Message(nameKey) }

  public func name(in language: Language) -> String { label.text(in: language) }
  /// Spelling changes keep a sound (busqué, cojo, leyó): the verb is regular to the ear.
  public var isSpelling: Bool { key.hasPrefix("spelling-") }

  public var description: String { key }

  init(_ key: String, _ name: MessageKey) {
    self.key = key
    self.nameKey = name
  }

  public static let stemEToIE = Irregularity("stem-e-ie", .irregularityStemEToIE)
  public static let stemOToUE = Irregularity("stem-o-ue", .irregularityStemOToUE)
  public static let stemUToUE = Irregularity("stem-u-ue", .irregularityStemUToUE)
  public static let stemIToIE = Irregularity("stem-i-ie", .irregularityStemIToIE)
  public static let stemEToI = Irregularity("stem-e-i", .irregularityStemEToI)
  public static let stemOToU = Irregularity("stem-o-u", .irregularityStemOToU)
  public static let strongPreterite = Irregularity("strong-preterite", .irregularityStrongPreterite)
  public static let irregularPreterite = Irregularity(
    "irregular-preterite", .irregularityIrregularPreterite)
  public static let yoGo = Irregularity("yo-go", .irregularityYoGo)
  public static let zc = Irregularity("zc", .irregularityZC)
  public static let irregularYo = Irregularity("yo-irregular", .irregularityIrregularYo)
  public static let yInsertion = Irregularity("y-insertion", .irregularityYInsertion)
  public static let futureStem = Irregularity("future-stem", .irregularityFutureStem)
  public static let irregularParticiple = Irregularity(
    "irregular-participle", .irregularityIrregularParticiple)
  public static let irregularGerund = Irregularity("irregular-gerund", .irregularityIrregularGerund)
  public static let shortImperative = Irregularity("short-imperative", .irregularityShortImperative)
  public static let irregularImperfect = Irregularity(
    "irregular-imperfect", .irregularityIrregularImperfect)
  public static let irregularSubjunctive = Irregularity(
    "irregular-subjunctive", .irregularityIrregularSubjunctive)
  public static let accentHiatus = Irregularity(
    "accent-hiatus", .irregularityAccentHiatus)
  public static let irregularStress = Irregularity("irregular-stress", .irregularityIrregularStress)
  public static let irregularForm = Irregularity("irregular-form", .irregularityIrregularForm)
  public static let spellingCToQU = Irregularity("spelling-c-qu", .irregularitySpellingCToQU)
  public static let spellingGToGU = Irregularity("spelling-g-gu", .irregularitySpellingGToGU)
  public static let spellingZToC = Irregularity("spelling-z-c", .irregularitySpellingZToC)
  public static let spellingGUToGDiaeresis = Irregularity(
    "spelling-gu-gü", .irregularitySpellingGUToGDiaeresis)
  public static let spellingCToZ = Irregularity("spelling-c-z", .irregularitySpellingCToZ)
  public static let spellingGToJ = Irregularity("spelling-g-j", .irregularitySpellingGToJ)
  public static let spellingGUToG = Irregularity("spelling-gu-g", .irregularitySpellingGUToG)
  public static let spellingQUToC = Irregularity("spelling-qu-c", .irregularitySpellingQUToC)
  public static let spellingIToY = Irregularity("spelling-i-y", .irregularitySpellingIToY)
  public static let spellingIDropped = Irregularity(
    "spelling-i-dropped", .irregularitySpellingIDropped)

  public static let spellingInitialH = Irregularity(
    "spelling-h-ue", .irregularitySpellingInitialH)

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
