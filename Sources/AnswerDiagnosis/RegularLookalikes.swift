import ConjugarCore

/// Regular patterns a learner builds on a model that looks like the verb, each leaving out the
/// verb's irregularity: the participle of leer (veído), pedir's pidió for a strong preterite
/// (maldició), a future on the whole infinitive (haberemos).
extension Attempt {
  func moreRegularLookalikes(naive: String, missing: [Irregularity]) -> [String] {
    strongPreteriteLookalikes(naive: naive, missing: missing)
      + participleLookalikes(missing: missing)
  }

  /// The participle of a verb in -er or -ir stressed on the infinitive's vowel, as leído and
  /// caído are: veído, preveído for visto, previsto.
  private func participleLookalikes(missing: [Irregularity]) -> [String] {
    guard missing.contains(.irregularParticiple) else { return [] }
    let infinitive = VerbIrregularities.verbPart(conjugation.infinitive)
    guard infinitive.hasSuffix("er") || infinitive.hasSuffix("ir") else { return [] }
    return [String(infinitive.dropLast()) + "ído"]
  }
}
