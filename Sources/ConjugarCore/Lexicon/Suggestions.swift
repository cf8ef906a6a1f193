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

  /// The known verbs an unknown infinitive is taken to be a typo of, most used first (at most
  /// `limit`); empty for a known verb or a word with no near neighbour. The one rule for "is it
  /// a typo": with 10,352 verbs listed, an unknown word one edit (a letter added, dropped,
  /// changed, or two neighbours swapped) from a listed verb, accents aside (comír, cómer), is
  /// far more likely a slip than a new verb. A pronominal word is compared by its verb too
  /// (comirse → comerse). A known verb is never a typo, however rare.
  public func typoCorrections(of conjugation: Conjugation, limit: Int = 3) -> [String] {
    guard !conjugation.isKnown else { return [] }
    let infinitive = conjugation.infinitive
    var found = neighbours(of: infinitive, maximum: 1)
    if let verb = Self.verbPart(of: infinitive), verb != infinitive {
      found += neighbours(of: verb, maximum: 1)
        .filter { !$0.infinitive.hasSuffix("se") }
        .map {
          (
            distance: $0.distance, rank: $0.rank, shared: $0.shared,
            infinitive: $0.infinitive + "se"
          )
        }
    }
    var corrections: [String] = []
    for near in found.sorted(by: { ($0.distance, $0.rank) < ($1.distance, $1.rank) })
    where !corrections.contains(near.infinitive) {
      corrections.append(near.infinitive)
    }
    return Array(corrections.prefix(limit))
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
