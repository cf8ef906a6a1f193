import ConjugarCore
import Messages

/// The rule behind each irregularity, as one line with the right form: what `regularized`
/// says.
extension Attempt {
  func teaching(_ irregularity: Irregularity) -> Message {
    let derived = tense.map { $0 != .presenteDeIndicativo && $0 != .preterito } ?? false
    switch irregularity {
    case .stemEToIE, .stemOToUE, .stemUToUE, .stemIToIE:
      let change = VowelChange.all.first { $0.irregularity == irregularity }!
      return .diagnosis(
        .diphthongWhenStressed, verb: verb, change: change.arrow, expected: expected)
    case .stemEToI, .stemOToU:
      let change = VowelChange.all.first { $0.irregularity == irregularity }!
      if tense == .presenteDeIndicativo || tense == .imperativoPositivo {
        return .diagnosis(
          .changeWhenStressed, verb: verb, change: change.arrow, expected: expected)
      }
      return .diagnosis(.changeNoStressedI, verb: verb, change: change.arrow, expected: expected)
    case .strongPreterite:
      if tense == .preterito, let base = strongPreteriteBase {
        return .diagnosisStrongPreteriteOfBase(
          verb: verb, base: base, stem: strongStem, expected: expected)
      }
      let forms = [Person.yo, .tu, .el].compactMap { conjugation.form(.preterito, $0)?.text }
      if tense == .preterito {
        return .diagnosisStrongPreterite(
          verb: verb, stem: strongStem, forms: forms.joined(separator: ", "), expected: expected)
      }
      let ellos = conjugation.form(.preterito, .ellos)?.text ?? ""
      return .diagnosisStrongPreterite(
        verb: verb, stem: strongStem, base: ellos, expected: expected)
    case .irregularPreterite:
      return .diagnosis(.irregularPreterite, verb: verb, expected: expected)
    case .yoGo, .zc, .irregularYo:
      let yo = conjugation.form(.presenteDeIndicativo, .yo)?.text ?? expected
      let rule = Message.diagnosisYoRule(
        irregularity == .yoGo
          ? .diagnosisYoGo : irregularity == .zc ? .diagnosisZC : .diagnosisIrregularYo,
        verb: verb)
      return derived
        ? .diagnosisBuiltOnYo(rule, yo: yo, expected: expected)
        : .diagnosisRule(rule, form: expected)
    case .yInsertion:
      return .diagnosis(.yInsertion, verb: verb, expected: expected)
    case .futureStem:
      let yo = conjugation.form(.futuroDeIndicativo, .yo)?.text ?? ""
      let stem = String(yo.dropLast())
      let infinitive = VerbIrregularities.verbPart(conjugation.infinitive)
      // haber, poder, saber: the infinitive's vowel dropped (habr-), nothing else changed.
      if stem.count + 1 == infinitive.count, stem.hasSuffix("r"),
        infinitive.hasPrefix(String(stem.dropLast())), infinitive.hasSuffix("er")
      {
        return .diagnosisFutureDropsVowel(verb: verb, stem: stem, expected: expected)
      }
      return .diagnosisFutureStem(verb: verb, stem: stem, expected: expected)
    case .irregularParticiple:
      return .diagnosis(.irregularParticiple, verb: verb, expected: expected)
    case .irregularGerund:
      return .diagnosis(.irregularGerund, verb: verb, expected: expected)
    case .shortImperative:
      return .diagnosis(.shortImperative, verb: verb, expected: expected)
    case .irregularImperfect:
      return .diagnosis(.irregularImperfect, verb: verb, expected: expected)
    case .irregularSubjunctive:
      return .diagnosis(.irregularSubjunctive, verb: verb, expected: expected)
    default:
      return .diagnosis(.irregularHere, verb: verb, expected: expected)
    }
  }
}
