import ConjugarCore
import Messages

/// A group a placement test tries: a set of tenses (or the participle) × a family of verbs, the
/// parts a curriculum is made of, from the regular presents to voseo. Which forms belong to a
/// group is worked out from the engine (`Family`: verbs regular in the tense, forms showing an
/// irregularity by its key, or every form), never listed by hand. `level` orders the groups by
/// difficulty: the placement moves up and down by levels (`PlacementTest`).
public enum PlacementGroup: String, CaseIterable, Sendable {
  case regularPresent = "regular-present"
  case stemEToIE = "stem-e-ie"
  case stemOToUE = "stem-o-ue"
  case stemEToI = "stem-e-i"
  case regularPreterite = "regular-preterite"
  case strongPreterite = "strong-preterite"
  case imperfect = "imperfect"
  case futureAndConditional = "future-conditional"
  case presentSubjunctive = "present-subjunctive"
  case compoundTenses = "participles-compound"
  case imperatives = "imperatives"
  case imperfectSubjunctive = "imperfect-subjunctive"
  case voseo = "voseo"

  /// Which forms of the group's items belong to it.
  public enum Family: Equatable, Sendable {
    /// Every form of verbs regular in the whole tense (no irregularity in any person asked).
    case regular
    /// Forms that show one of these irregularities (`Irregularity.key` in AnswerDiagnosis).
    case showing([String])
    /// Every form: the tense is learnt as one, regular and irregular verbs alike.
    case every
  }

  /// 1 (regular presents) to 5 (imperfect subjunctive, voseo).
  public var level: Int {
    switch self {
    case .regularPresent: 1
    case .stemEToIE, .stemOToUE, .stemEToI, .regularPreterite: 2
    case .strongPreterite, .imperfect, .futureAndConditional: 3
    case .presentSubjunctive, .compoundTenses, .imperatives: 4
    case .imperfectSubjunctive, .voseo: 5
    }
  }

  public var items: [QuizItem] {
    switch self {
    case .regularPresent, .stemEToIE, .stemOToUE, .stemEToI: [.tense(.presenteDeIndicativo)]
    case .regularPreterite, .strongPreterite: [.tense(.preterito)]
    case .imperfect: [.tense(.imperfectoDeIndicativo)]
    case .futureAndConditional: [.tense(.futuroDeIndicativo), .tense(.condicional)]
    case .presentSubjunctive: [.tense(.presenteDeSubjuntivo)]
    case .compoundTenses: [.participle, .tense(.perfectoDeIndicativo)]
    case .imperatives: [.tense(.imperativoPositivo), .tense(.imperativoNegativo)]
    case .imperfectSubjunctive: [.tense(.imperfectoDeSubjuntivo1)]
    case .voseo: [.tense(.presenteDeIndicativo), .tense(.imperativoPositivo)]
    }
  }

  public var family: Family {
    switch self {
    case .regularPresent, .regularPreterite: .regular
    case .stemEToIE: .showing(["stem-e-ie"])
    case .stemOToUE: .showing(["stem-o-ue"])
    case .stemEToI: .showing(["stem-e-i"])
    case .strongPreterite: .showing(["strong-preterite", "irregular-preterite"])
    default: .every
    }
  }

  /// The persons the group asks in a quiz of `options`: the quiz's persons (no yo in the
  /// imperative); voseo asks vos alone, and only where the quiz asks vos (none otherwise).
  public func persons(_ options: QuizOptions) -> [Person] {
    switch self {
    case .voseo: options.asksVos ? [.vos] : []
    case .imperatives: options.personsAsked.filter { $0 != .yo }
    default: options.personsAsked
    }
  }

  /// The group's name for people ("regular presents", "presentes regulares").
  public var name: Message {
    switch self {
    case .regularPresent: Message(.placementGroupRegularPresent)
    case .stemEToIE: Message(.placementGroupStemEToIE)
    case .stemOToUE: Message(.placementGroupStemOToUE)
    case .stemEToI: Message(.placementGroupStemEToI)
    case .regularPreterite: Message(.placementGroupRegularPreterite)
    case .strongPreterite: Message(.placementGroupStrongPreterite)
    case .imperfect: Message(.placementGroupImperfect)
    case .futureAndConditional: Message(.placementGroupFutureConditional)
    case .presentSubjunctive: Message(.placementGroupPresentSubjunctive)
    case .compoundTenses: Message(.placementGroupCompound)
    case .imperatives: Message(.placementGroupImperatives)
    case .imperfectSubjunctive: Message(.placementGroupImperfectSubjunctive)
    case .voseo: Message(.placementGroupVoseo)
    }
  }
}
