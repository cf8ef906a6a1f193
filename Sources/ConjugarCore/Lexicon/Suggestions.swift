extension Conjugator {
  /// Known infinitives close to a misspelt word (hablr → hablar): nearest first (fewest edits,
  /// then the longest beginning shared with the word, as typos come late more often than
  /// early), then the most used.
  public func suggestions(for word: String, limit: Int = 3) -> [String] {
    let target = Array(word.folded(.infinitiveSpelling))
    guard target.count <= ConjugationError.maximumLength else { return [] }
    let maximum = target.count <= 4 ? 1 : 2
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
    return found.sorted {
      ($0.distance, $0.shared, $0.rank, $0.infinitive) < (
        $1.distance, $1.shared, $1.rank, $1.infinitive
      )
    }
    .prefix(limit).map(\.infinitive)
  }

  /// The known infinitives that have `form` among their forms (tengo → tener), through the
  /// reverse-lookup index.
  public func infinitives(having form: String) -> [String] {
    guard let identification = try? FormAnalyzer(conjugator: self).identify(form) else { return [] }
    return identification.infinitives
  }
}
