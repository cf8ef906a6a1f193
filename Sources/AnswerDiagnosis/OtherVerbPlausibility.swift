import ConjugarCore

/// Which other verbs a diagnosis may name: only one a learner could plausibly know, among the
/// `plausibleRank` most used or in the quiz's own selection. A rare namesake (aprensar for
/// aprenses, erar for era, tozar for tocé) explains no learner's slip.
extension Attempt {
  /// Verbs ranked beyond this are not named as another verb, unless the quiz asks them.
  static let plausibleRank = 3000
  /// A verb of the same stem in another class (sentar for sentir) is named only when this
  /// common: a rare one (vivar for vivir) only lent its ending.
  static let commonSameStemRank = 1000

  /// Whether `reading` is another verb a learner could have meant: not the asked verb nor its
  /// pronominal twin (poner for ponerse), a vos form only in a quiz with vos (or when
  /// `allowingVos`), and a verb the learner could know.
  func isPlausibleOtherVerb(_ reading: FormAnalysis, allowingVos: Bool = false) -> Bool {
    let own = VerbIrregularities.verbPart(verb)
    let other = VerbIrregularities.verbPart(reading.infinitive)
    guard reading.infinitive != verb, other != own,
      reading.person != .vos || allowingVos || diagnoser.persons.contains(.vos),
      isKnownToLearner(reading.infinitive)
    else { return false }
    // A form of the asked verb too: another verb far rarer than it (erar for eres, ser's) is
    // a namesake.
    if !otherSlots.isEmpty, !isNamedBeside(reading.infinitive, verb) { return false }
    if other.dropLast(2) == own.dropLast(2) {
      return rank(reading.infinitive) <= Self.commonSameStemRank
        || diagnoser.selection.contains(reading.infinitive)
    }
    return true
  }

  /// Whether `infinitive` is common enough, or in the quiz's selection.
  func isKnownToLearner(_ infinitive: String) -> Bool {
    rank(infinitive) <= Self.plausibleRank || diagnoser.selection.contains(infinitive)
  }

  /// Whether `other` is named beside `commonest`, the most used verb with the form: a verb far
  /// rarer than it (erar beside ser) is a namesake, not the learner's confusion.
  func isNamedBeside(_ other: String, _ commonest: String) -> Bool {
    other == commonest || diagnoser.selection.contains(other)
      || rank(other) <= max(10 * rank(commonest), 300)
  }

  /// The verb's rank; every verb ranks first in a lexicon without ranks (a test's).
  private func rank(_ infinitive: String) -> Int {
    let frequency = diagnoser.conjugator.lexicon.frequency
    return frequency.mostUsedFirst.isEmpty ? 1 : frequency.sortKey(of: infinitive)
  }
}
