import ConjugarCore

/// haber's él row as the impersonal "there is": its third person singular says that something
/// exists (hay, hubo, había, habrá, haya, ha habido…), and the Spanish singular covers one thing
/// or many, so where English shows the number both are given: "there is/there are", "there
/// was/there were", "there has been/there have been"; elsewhere one: "there will be", "there
/// used to be", "(that) there were". Its other rows, and its use as an auxiliary in other verbs'
/// compound tenses, are unchanged.
extension EnglishRendering {
  /// The sense of a gloss that marks the verb as existential.
  static let existentialSense = "there to be"

  private static let be = VerbPhrase(sense: "to be")!

  func existential(_ tense: Tense) -> String {
    var clauses: [String] = []
    var marker: String?
    for agreement in [Agreement.third, .other] {
      let group = Self.verbGroup(tense, agreement)
      marker = group.0
      let clause = Self.be.clause(subject: "there", auxiliaries: group.1, main: group.2)
      if !clauses.contains(clause) { clauses.append(clause) }
    }
    let both = clauses.joined(separator: "/")
    return marker.map { "\($0) \(both)" } ?? both
  }
}
