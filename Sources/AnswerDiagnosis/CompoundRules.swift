import ConjugarCore
import Messages

/// A prefixed verb given its base verb's irregular form where it is itself regular: maldiré,
/// maldicho for maldeciré, maldecido (maldecir's future and participle are regular, unlike
/// decir's).
extension Attempt {
  func baseVerbIrregularity() -> Diagnosis? {
    guard let word = givenWord?.folded(.answerChecking) else { return nil }
    let infinitive = VerbIrregularities.verbPart(conjugation.infinitive)
    let lexicon = diagnoser.conjugator.lexicon
    for length in stride(from: infinitive.count - 1, through: 3, by: -1) {
      let base = String(infinitive.suffix(length))
      let prefix = String(infinitive.dropLast(length))
      guard lexicon.entry(for: base) != nil,
        let conjugation = try? diagnoser.conjugator.conjugate(base),
        let form = VerbIrregularities.word(slotForm(of: conjugation)),
        (prefix + form).folded(.answerChecking) == word,
        form
          != VerbIrregularities.word(
            slotForm(of: diagnoser.conjugator.regularPattern(of: conjugation)))
      else { continue }
      return Diagnosis(
        .overapplied, .diagnosisRegularUnlikeBase(verb: verb, base: base, expected: expected))
    }
    return nil
  }

  /// The form of `conjugation` in the question's slot (the participle for a compound tense).
  private func slotForm(of conjugation: Conjugation) -> String? {
    switch question.item {
    case .tense(let tense):
      if tense.isCompound { return conjugation.participle.text }
      guard let person = question.person else { return nil }
      return conjugation.form(tense, person)?.text
    case .gerund: return conjugation.gerund.text
    case .participle: return conjugation.participle.text
    }
  }
}
