import ConjugarCore

/// The rule behind each irregularity, as one line with the right form: what `regularized`
/// says.
extension Attempt {
  func teaching(_ irregularity: Irregularity) -> String {
    let derived = tense.map { $0 != .presenteDeIndicativo && $0 != .preterito } ?? false
    switch irregularity {
    case .stemEToIE, .stemOToUE, .stemUToUE, .stemIToIE:
      let change = VowelChange.all.first { $0.irregularity == irregularity }!
      return "\(verb) changes \(change.arrow) when stressed: \(expected)"
    case .stemEToI, .stemOToU:
      let change = VowelChange.all.first { $0.irregularity == irregularity }!
      if tense == .presenteDeIndicativo || tense == .imperativoPositivo {
        return "\(verb) changes \(change.arrow) when stressed: \(expected)"
      }
      return "\(verb) changes \(change.arrow) where the ending has no stressed i: \(expected)"
    case .strongPreterite:
      let forms = [Person.yo, .tu, .el].compactMap { conjugation.form(.preterito, $0)?.text }
      if tense == .preterito {
        return "\(verb)'s preterite stem is \(strongStem)-: " + forms.joined(separator: ", ")
      }
      let ellos = conjugation.form(.preterito, .ellos)?.text ?? ""
      return "\(verb)'s preterite stem is \(strongStem)-, and this tense is built on \(ellos): "
        + expected
    case .irregularPreterite:
      return "\(verb)'s preterite is irregular: \(expected)"
    case .yoGo, .zc, .irregularYo:
      let yo = conjugation.form(.presenteDeIndicativo, .yo)?.text ?? expected
      let rule =
        irregularity == .yoGo
        ? "\(verb)'s yo form ends in -go"
        : irregularity == .zc
          ? "\(verb) writes zc before a and o" : "\(verb)'s yo form is irregular"
      return derived
        ? "\(rule) (\(yo)), and the present subjunctive is built on it: \(expected)"
        : "\(rule): \(expected)"
    case .yInsertion:
      return "\(verb) adds y before an ending that does not start with i: \(expected)"
    case .futureStem:
      let yo = conjugation.form(.futuroDeIndicativo, .yo)?.text ?? ""
      return "\(verb)'s future stem is \(yo.dropLast())-: \(expected)"
    case .irregularParticiple:
      return "\(verb)'s participle is irregular: \(expected)"
    case .irregularGerund:
      return "\(verb)'s gerund is irregular: \(expected)"
    case .shortImperative:
      return "\(verb)'s tú imperative is short: \(expected)"
    case .irregularImperfect:
      return "\(verb)'s imperfect is irregular: \(expected)"
    case .irregularSubjunctive:
      return "\(verb)'s present subjunctive stem is irregular: \(expected)"
    default:
      return "\(verb) is irregular here: \(expected)"
    }
  }
}
