/// A slot of a conjugation table: a tense and person, or a non-personal form.
public enum Slot: Hashable, Sendable {
  case form(Tense, Person)
  case gerund
  case participle

  /// Slots as array positions: tense × person, then gerund and participle.
  static let count = Tense.allCases.count * Person.allCases.count + 2

  var index: Int {
    switch self {
    case .form(let tense, let person): tense.index * Person.allCases.count + person.index
    case .gerund: Slot.count - 2
    case .participle: Slot.count - 1
    }
  }
}

/// How a verb's forms depart from the regular pattern of its class.
public enum Regularity: String, Sendable, CaseIterable {
  /// Regular endings on an unchanged stem.
  case regular
  /// Regular, with spelling or accent changes only (busqué, envío, leyó).
  case spelling
  /// Stem changes, irregular stems or irregular forms.
  case irregular
}

/// What usage lacks for a defective verb.
public enum Defectiveness: String, Sendable {
  case none
  /// Used in the third person only (weather verbs, acontecer); other persons are figurative.
  case thirdPersonOnly
  /// soler: no future, conditional or imperative.
  case noFutureConditionalOrImperative
  /// aterir, desvaír, embaír: only the forms whose ending starts with i (aterimos, aterí,
  /// desvaído); no singular present, no present subjunctive.
  case onlyEndingsWithI
  /// balbucir: no yo present and no present subjunctive (balbucear lends balbuceo, balbucee).
  case noFormsWithZc

  /// Whether the person's forms exist but usage lacks them (llover in the first person).
  func makesUnusual(_ person: Person) -> Bool { self == .thirdPersonOnly && !person.isThird }

  /// Whether the verb has no forms at all in the tense (soler has no future).
  func lacks(_ tense: Tense) -> Bool {
    guard self == .noFutureConditionalOrImperative else { return false }
    switch tense {
    case .futuroDeIndicativo, .condicional, .futuroPerfecto, .condicionalCompuesto,
      .imperativoPositivo, .imperativoNegativo:
      return true
    default:
      return false
    }
  }

  /// Single slots a defective verb lacks (balbuzco, atiero); whole tenses are `lacks(_:)`.
  func lacks(_ tense: Tense, _ person: Person) -> Bool {
    switch (self, tense) {
    case (.onlyEndingsWithI, .presenteDeIndicativo):
      return ![.nosotros, .vosotros, .vos].contains(person)
    case (.onlyEndingsWithI, .imperativoPositivo):
      return ![.vosotros, .vos].contains(person)
    case (.onlyEndingsWithI, .presenteDeSubjuntivo), (.onlyEndingsWithI, .imperativoNegativo),
      (.noFormsWithZc, .presenteDeSubjuntivo), (.noFormsWithZc, .imperativoNegativo):
      return true
    case (.noFormsWithZc, .presenteDeIndicativo): return person == .yo
    case (.noFormsWithZc, .imperativoPositivo): return [.el, .nosotros, .ellos].contains(person)
    default: return false
    }
  }
}

/// A conjugation paradigm: the rules one family of verbs follows.
///
/// Forms given explicitly (`yo`, `preteriteStem`, …) are written for the model's `family`
/// ending; a verb of the family gets them behind its own prefix (tener → detener: tuve → detuve).
/// Pattern models have no family: their rules apply to the whole verb (pensar → acertar).
struct ConjugationModel: Sendable {
  let name: String
  var family: String? = nil
  /// Other spellings of the family's infinitive whose forms are the family's (podrir: pudro).
  var variantInfinitives: [String] = []
  var regularity: Regularity = .irregular
  var stemChange: StemChange = .none
  /// Writes an accent on the stem's last weak vowel where it is stressed (envío, reúno).
  var accentsStem = false
  /// Adds y after the stem in the stressed persons (construyo).
  var insertsY = false
  /// Writes zc in yo and the present subjunctive (conozco).
  var insertsZ = false
  var yo: String? = nil
  /// Stem of the whole present subjunctive when it does not come from yo (sep-a, hay-a).
  var subjunctiveStem: String? = nil
  /// Stem of a strong (stress-on-stem) preterite: tuv-e, dij-e.
  var preteriteStem: String? = nil
  var futureStem: String? = nil
  var imperfectStem: String? = nil
  var imperativeTu: String? = nil
  var imperativeVos: String? = nil
  var gerund: String? = nil
  var participle: String? = nil
  /// Whole simple tenses given explicitly, in the order yo, tú, él, nosotros, vosotros, ellos.
  var tenses: [Tense: [String]] = [:]
  /// Single forms given explicitly.
  var forms: [Slot: String] = [:]
  /// Further accepted forms.
  var extras: [Slot: [String]] = [:]
  /// Models whose differing forms are also accepted (errar: yerro and erro).
  var alternativeModels: [ConjugationModel] = []
  var defectiveness: Defectiveness = .none

  init(_ name: String, family: String? = nil, _ regularity: Regularity = .irregular) {
    self.name = name
    self.family = family
    self.regularity = regularity
  }

}

extension ConjugationModel {
  func with(_ change: (inout ConjugationModel) -> Void) -> ConjugationModel {
    var copy = self
    change(&copy)
    return copy
  }
}
