import ConjugarCore
import ConjugarQuiz
import Messages

/// The standard vos form of the verb typed in a quiz without vos: sos for eres, tené for ten,
/// hablás for hablas. It is another form of the verb, the vos form of the tense asked, and named
/// as such.
extension Attempt {
  func voseo() -> Diagnosis? {
    // Only the asked tense: decí for the yo preterite is the regular pattern, not voseo.
    guard let asked = question.person, asked != .vos, !diagnoser.persons.contains(.vos),
      let tense, let vos = conjugation.form(tense, .vos)
    else { return nil }
    let vosForms = vos.allForms.map(AnswerChecker.normalized)
    let tuForms = (conjugation.form(tense, .tu)?.allForms ?? []).map(AnswerChecker.normalized)
    guard vosForms.contains(given) || vosForms.contains("no " + given),
      !tuForms.contains(given), !accepted.contains(given)
    else { return nil }
    return Diagnosis(
      .otherForm,
      .diagnosisVoseo(
        given: given, tense: .diagnosisTense(tense.names, persons: []), asked: askedDescription,
        expected: expected))
  }
}

/// The él present typed for a short tú imperative (tiene for ten, dice for di, pone for pon):
/// the regular pattern of the tú imperative, where this verb's is short.
extension Attempt {
  /// Whether the asked form is a short tú imperative and `word` the él present it replaces.
  func isPresentForShortImperative(_ word: String) -> Bool {
    guard tense == .imperativoPositivo, question.person == .tu,
      let el = conjugation.form(.presenteDeIndicativo, .el),
      el.allForms.map(AnswerChecker.normalized).contains(word)
    else { return false }
    return !el.allForms.map(AnswerChecker.normalized).contains(where: accepted.contains)
  }

  func shortImperative() -> Diagnosis? {
    guard let word = givenWord, isPresentForShortImperative(word) else { return nil }
    return Diagnosis(
      .regularized, .diagnosis(.shortImperative, verb: verb, expected: expected),
      irregularity: .shortImperative)
  }
}
