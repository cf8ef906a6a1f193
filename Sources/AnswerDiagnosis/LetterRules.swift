import ConjugarCore
import Messages

/// Letters a learner writes by analogy where the verb's spelling does not follow: the i of
/// -ieron kept, or the y of leyeron written, after a stem that already ends in i.
extension Attempt {
  /// riyeron, riyó, sonriyendo: a y put where the ending's i is dropped after the stem's i
  /// (rieron, rio), as if the i were unstressed between vowels (leyeron); riieron: the i kept.
  /// Tried before the stem-change rules, which would read riyeron as reyeron changed.
  func endingIAfterStemI() -> Diagnosis? {
    let infinitive = VerbIrregularities.verbPart(conjugation.infinitive)
    guard !infinitive.hasSuffix("ar"), let word = givenWord?.folded(.answerChecking) else {
      return nil
    }
    let typed = Array(word)
    for right in accepted {
      let meant = Array((VerbIrregularities.word(right) ?? right).folded(.answerChecking))
      guard typed.count == meant.count + 1 else { continue }
      for join in max(1, stemLength - 1)...max(1, stemLength + 1) where join < meant.count {
        guard meant[join - 1] == "i", "eo".contains(meant[join]), "iy".contains(typed[join]),
          typed[..<join].elementsEqual(meant[..<join]),
          typed[(join + 1)...].elementsEqual(meant[join...])
        else { continue }
        if typed[join] == "i",
          let dropped = SpellingRule.all.first(where: { $0.irregularity == .spellingIDropped })
        {
          return Diagnosis(.spelling, .diagnosisRule(dropped.rule, form: expected))
        }
        return Diagnosis(.spelling, .diagnosisNoYAfterStemI(verb: verb, expected: expected))
      }
    }
    return nil
  }
}
