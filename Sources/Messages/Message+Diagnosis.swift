/// The typed messages of answer diagnosis (`DiagnosisMessages`, `DiagnosisRuleMessages`): forms
/// and verbs are written as they are (no quotes), as the lines end with the right form.
extension Message {
  /// The rules whose line names the verb and ends with the right form ("{verb} … : {expected}").
  public enum VerbRule: Sendable {
    case irregularPreterite, yInsertion, irregularParticiple, irregularGerund, shortImperative
    case irregularImperfect, irregularSubjunctive, irregularHere, yOnlyBeforeNonI, accentHiatus
    case verCompound

    var key: MessageKey {
      switch self {
      case .irregularPreterite: .diagnosisIrregularPreterite
      case .yInsertion: .diagnosisYInsertion
      case .irregularParticiple: .diagnosisIrregularParticiple
      case .irregularGerund: .diagnosisIrregularGerund
      case .shortImperative: .diagnosisShortImperative
      case .irregularImperfect: .diagnosisIrregularImperfect
      case .irregularSubjunctive: .diagnosisIrregularSubjunctive
      case .irregularHere: .diagnosisIrregularHere
      case .yOnlyBeforeNonI: .diagnosisYOnlyBeforeNonI
      case .accentHiatus: .diagnosisAccentHiatus
      case .verCompound: .diagnosisVerCompound
      }
    }
  }

  public static func diagnosis(_ rule: VerbRule, verb: String, expected: String) -> Message {
    Message(rule.key, ["verb": .text(verb), "expected": .text(expected)])
  }

  /// The rules about a stem-vowel change (`change` is `diagnosisArrow`).
  public enum ChangeRule: Sendable {
    case diphthongWhenStressed, changeWhenStressed, changeNoStressedI, noStemChange
    case changeElsewhere, changeOnlyStemStressed, changeOnlyNoStressedI

    var key: MessageKey {
      switch self {
      case .diphthongWhenStressed: .diagnosisDiphthongWhenStressed
      case .changeWhenStressed: .diagnosisVowelChangeWhenStressed
      case .changeNoStressedI: .diagnosisVowelChangeNoStressedI
      case .noStemChange: .diagnosisNoStemChange
      case .changeElsewhere: .diagnosisChangeElsewhere
      case .changeOnlyStemStressed: .diagnosisChangeOnlyStemStressed
      case .changeOnlyNoStressedI: .diagnosisChangeOnlyNoStressedI
      }
    }
  }

  public static func diagnosis(_ rule: ChangeRule, verb: String, change: Message, expected: String)
    -> Message
  {
    Message(
      rule.key, ["verb": .text(verb), "change": .message(change), "expected": .text(expected)])
  }

  /// "{rule}: {form}": a rule taught (a spelling rule, a yo form's rule) and the right form.
  public static func diagnosisRule(_ rule: Message, form: String) -> Message {
    Message.diagnosisRuleWithForm(rule: rule, form: form)
  }

  /// A line that is only the right form after a fixed phrase (a slip, an accent).
  public static func diagnosisForm(_ key: MessageKey, _ form: String) -> Message {
    Message(key, ["form": .text(form), "expected": .text(form)])
  }

  /// "tener · imperfecto de indicativo · yo is tenía".
  public static func diagnosisRecognitionHint(
    verb: String, slot: [Language: String], form: String
  ) -> Message {
    Message(
      .diagnosisRecognitionHint, ["verb": .text(verb), "slot": .inEach(slot), "form": .text(form)])
  }

  /// A strong preterite's stem: `forms` (in the preterite) or `base` (a tense built on it).
  public static func diagnosisStrongPreterite(
    verb: String, stem: String, forms: String? = nil, base: String? = nil, expected: String
  ) -> Message {
    guard let base else {
      return Message.diagnosisStrongPreterite(verb: verb, stem: stem, forms: forms ?? expected)
    }
    return Message.diagnosisStrongPreteriteDerived(
      verb: verb, stem: stem, base: base, expected: expected)
  }

  /// The yo form's rule (`diagnosisYoGo`, `diagnosisZC`, `diagnosisIrregularYo`).
  public static func diagnosisYoRule(_ key: MessageKey, verb: String) -> Message {
    Message(key, ["verb": .text(verb)])
  }

  /// The yo form's rule with the yo form, for the present subjunctive built on it.
  public static func diagnosisBuiltOnYo(_ rule: Message, yo: String, expected: String)
    -> Message
  {
    Message.diagnosisBuiltOnYo(rule: rule, yo: yo, expected: expected)
  }

}
