import ConjugarCore

/// What the preterite of a verb of state says, from the list's preterite gloss (the fifth
/// column of Resources/verbs.tsv): the state's beginning or a single event. saber "to find out"
/// (supe — I found out), conocer "to meet", poder "to manage to, to be able to", tener "to get,
/// to have", querer "to want, to try; negated: to refuse" (no quise — I refused).
///
/// Such a verb's imperfect is the state itself, in the simple past: "sabía — I knew", where
/// other verbs read "used to" (Docs/ENGLISH.md).
struct PreteriteSenses: Sendable, Equatable {
  /// The senses, the first the main one: "get", "have".
  let senses: [VerbPhrase]
  /// The preterite's sense under "no": "refuse" for querer.
  let negated: VerbPhrase?

  /// The senses of `gloss` ("to want, to try; negated: to refuse"); nil when it has none.
  init?(_ gloss: String) {
    let parts = gloss.split(separator: "; ").map(String.init)
    let senses = parts.first.map { $0.split(separator: ", ").map(String.init) } ?? []
    self.senses = senses.compactMap { VerbPhrase(sense: $0) }
    negated = parts.dropFirst().first { $0.hasPrefix(Self.negatedLabel) }.flatMap {
      VerbPhrase(sense: String($0.dropFirst(Self.negatedLabel.count)))
    }
    guard !self.senses.isEmpty else { return nil }
  }

  static let negatedLabel = "negated: "
}

extension EnglishRendering {
  /// The English of the negated preterite of a verb of state whose negation says more than
  /// "not": "no quise — I refused"; nil for other verbs.
  public func negatedPreterite(_ person: Person) -> String? {
    guard let negated = preterite?.negated else { return nil }
    return clause(of: negated, .preterito, subjects(person)[0])
  }
}
