extension Conjugator {
  /// Known infinitives close to a misspelt word (hablr → hablar): nearest first (fewest edits,
  /// then the longest beginning shared with the word, as typos come late more often than
  /// early), then the most used.
  public func suggestions(for word: String, limit: Int = 3) -> [String] {
    let count = word.folded(.infinitiveSpelling).count
    return neighbours(of: word, maximum: count <= 4 ? 1 : 2)
      .sorted {
        ($0.distance, $0.shared, $0.rank, $0.infinitive) < (
          $1.distance, $1.shared, $1.rank, $1.infinitive
        )
      }
      .prefix(limit).map(\.infinitive)
  }

  /// The known verbs an unknown infinitive is taken to be a typo of, best first (at most
  /// `limit`); empty for a known verb or a verb of its own. The rule is `TypoGuard`'s: a word
  /// one edit (or one sound) from a frequent listed verb is a slip, unless a productive pattern
  /// explains it better (precalentar, hashear). A pronominal word is compared by its verb
  /// (comirse → comerse). A known verb is never a typo, however rare.
  public func typoCorrections(of conjugation: Conjugation, limit: Int = 3) -> [String] {
    guard !conjugation.isKnown else { return [] }
    return typoCorrections(ofUnlisted: conjugation.infinitive, limit: limit)
  }

  /// `typoCorrections(of:)` for an infinitive taken as unlisted, even when it is listed: what
  /// the guard would say of a listed verb the list lacked (`ModelChooser --typo-guard`).
  public func typoCorrections(ofUnlisted infinitive: String, limit: Int = 3) -> [String] {
    let verb = Self.verbPart(of: infinitive) ?? infinitive
    let ending = verb == infinitive ? "" : "se"
    let corrections = TypoGuard.corrections(
      of: verb, among: frequentNeighbours(of: verb), in: lexicon)
    return corrections.prefix(limit).map { $0 + ending }
  }

  /// The frequent listed verbs (without -se) one edit from `verb` or spelt for its sounds,
  /// accents aside, each once with its best rank. In a list without ranks every verb is
  /// frequent.
  private func frequentNeighbours(of verb: String) -> [TypoGuard.Neighbour] {
    let typed = Array(verb.folded(.infinitiveSpelling))
    guard typed.count <= ConjugationError.maximumLength else { return [] }
    let plainTyped = SearchIndex.plainScalars(typed)
    let typedSound = Slip.soundKey(typed)
    var distances = EditDistance.Rows()
    var found: [TypoGuard.Neighbour] = []
    for candidate in lexicon.searchIndex.frequentVerbs {
      let spelling = candidate.spelling
      let lengths = abs(spelling.count - typed.count)
      guard lengths <= 2, spelling != typed else { continue }
      var isNear = false
      if lengths <= 1 {
        if let plainTyped, let plain = candidate.plainSpelling {
          isNear = distances.between(plainTyped, plain, limit: 1) <= 1
        } else {
          isNear = EditDistance.between(typed, spelling, limit: 1) <= 1
        }
      }
      guard isNear || candidate.sound == typedSound else { continue }
      found.append(
        TypoGuard.Neighbour(
          verb: candidate.verb, rank: candidate.rank,
          slip: Slip.between(intended: spelling, typed: typed)))
    }
    return found
  }

  /// Every listed infinitive within `maximum` edits of `word` (accents aside), other than
  /// `word`: its distance, rank, and the length of the beginning it shares (negated, so that
  /// sorting puts the longest first).
  private func neighbours(of word: String, maximum: Int) -> [(
    distance: Int, rank: Int, shared: Int, infinitive: String
  )] {
    let target = Array(word.folded(.infinitiveSpelling))
    guard target.count <= ConjugationError.maximumLength else { return [] }
    let plainTarget = SearchIndex.plainScalars(target)
    var distances = EditDistance.Rows()
    var found: [(distance: Int, rank: Int, shared: Int, infinitive: String)] = []
    for item in lexicon.searchIndex.items {
      let length = item.plainSpelling?.count ?? item.spelling.count
      guard abs(length - target.count) <= maximum else { continue }
      let distance: Int
      let shared: Int
      if let plainTarget, let candidate = item.plainSpelling {
        distance = distances.between(plainTarget, candidate, limit: maximum)
        guard distance <= maximum else { continue }
        shared = zip(plainTarget, candidate).prefix(while: { $0 == $1 }).count
      } else {
        let candidate = Array(item.spelling)
        distance = EditDistance.between(target, candidate, limit: maximum)
        guard distance <= maximum else { continue }
        shared = zip(target, candidate).prefix(while: { $0 == $1 }).count
      }
      if item.entry.infinitive != word {
        found.append((distance, item.rank, -shared, item.entry.infinitive))
      }
    }
    return found
  }

  /// The known infinitives that have `form` among their forms (tengo → tener), through the
  /// reverse-lookup index.
  public func infinitives(having form: String) -> [String] {
    guard let identification = try? FormAnalyzer(conjugator: self).identify(form) else { return [] }
    return identification.infinitives
  }
}
