import ConjugarCore
import Messages

/// Popular forms RAE rejects (Diccionario panhispánico de dudas), each recognised by its rule.
extension Attempt {
  func nonstandard() -> Diagnosis? {
    preteriteWithS() ?? haiga() ?? jieron() ?? regularStrongPreterite() ?? verCompound()
  }

  /// tuvistes, hablastes: an -s added to the tú preterite (or -steis cut to -stes).
  private func preteriteWithS() -> Diagnosis? {
    guard tense == .preterito, let person = question.person else { return nil }
    if person == .tu || person == .vos, accepted.contains(where: { $0 + "s" == given }) {
      return Diagnosis(
        .nonstandard,
        .diagnosisPreteriteWithS(.diagnosisPreteriteWithS, given: given, expected: expected))
    }
    if person == .vosotros, expected.hasSuffix("steis"),
      given == String(expected.dropLast(5)) + "stes"
    {
      return Diagnosis(
        .nonstandard,
        .diagnosisPreteriteWithS(.diagnosisVosotrosSteis, given: given, expected: expected))
    }
    return nil
  }

  /// haiga, vaiga, haigamos: a subjunctive stem in -ay- (haya, vaya) made -aig- like traiga,
  /// caiga.
  private func haiga() -> Diagnosis? {
    guard given.contains("aig") else { return nil }
    let standard = given.replacingOccurrences("aig", with: "ay")
    // In a compound tense the -aig- is haber's (haiga hablado).
    let owner = tense?.isCompound == true ? "haber" : verb
    guard accepted.contains(standard),
      let yo = try? diagnoser.conjugator.conjugate(owner).form(.presenteDeSubjuntivo, .yo)?.text,
      yo.hasSuffix("aya")
    else { return nil }
    let popular = String(yo.dropLast(2)) + "iga"
    return Diagnosis(
      .nonstandard, .diagnosisHaiga(verb: owner, yo: yo, popular: popular, expected: expected))
  }

  /// dijieron, trajiera: after the j of a strong preterite the ending is -eron, -era.
  private func jieron() -> Diagnosis? {
    guard given.contains("jie") || given.contains("jié") else { return nil }
    let standard = given.replacingOccurrences("jie", with: "je")
      .replacingOccurrences("jié", with: "jé")
    guard accepted.contains(standard) else { return nil }
    let ellos = conjugation.form(.preterito, .ellos)?.text ?? expected
    return Diagnosis(
      .nonstandard, .diagnosisJieron(model: ellos == expected ? nil : ellos, expected: expected))
  }

  /// andó, cabió, satisfació: the regular preterite of a strong-preterite verb whose model is
  /// not among the most used verbs (see `Diagnoser`).
  private func regularStrongPreterite() -> Diagnosis? {
    guard let tense, Self.preteriteTenses.contains(tense), irregularities.hasStrongPreterite,
      let word = givenWord, let naive = naiveWord, followsRegularPattern(word, naive: naive)
    else { return nil }
    let rank = diagnoser.conjugator.lexicon.frequency.rank(of: conjugation.model) ?? Int.max
    guard rank > Diagnoser.commonVerbRank, strongPreteriteBase == nil else { return nil }
    return Diagnosis(
      .nonstandard,
      .diagnosisRegularStrongPreterite(
        verb: verb, stem: strongStem, given: given, expected: expected))
  }

  /// preveyó, preveyendo: a compound of ver conjugated like proveer or leer.
  private func verCompound() -> Diagnosis? {
    guard conjugation.model == "ver", verb != "ver", verb.hasSuffix("ver"),
      let word = givenWord, let tense, let person = question.person
    else { return nil }
    let lookalike = String(verb.dropLast(2)) + "eer"
    guard let other = try? diagnoser.conjugator.conjugate(lookalike),
      other.form(tense, person)?.allForms.contains(where: { $0.hasSuffix(word) }) == true
    else { return nil }
    return Diagnosis(.nonstandard, .diagnosis(.verCompound, verb: verb, expected: expected))
  }

  /// The tenses built on the preterite's stem.
  static let preteriteTenses: Set<Tense> = [
    .preterito, .imperfectoDeSubjuntivo1, .imperfectoDeSubjuntivo2, .futuroDeSubjuntivo,
  ]

  /// tuv- of tuve.
  var strongStem: String {
    String((conjugation.form(.preterito, .yo)?.text ?? expected).dropLast())
  }
}

extension String {
  /// Every `old` replaced by `new`.
  func replacingOccurrences(_ old: String, with new: String) -> String {
    split(separator: old, omittingEmptySubsequences: false).joined(separator: new)
  }
}
