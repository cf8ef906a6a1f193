import ConjugarCore

extension Guide {
  /// The tense a learner named: what `Tense(name:)` accepts (key, Spanish name, alias) or its
  /// English name ("present subjunctive", "future perfect").
  public static func tense(named text: String) -> Tense? {
    Tense(name: text) ?? Tense(englishName: text)
  }

  /// The tense whose key or names are nearest to a misspelt name (preterit → preterito), if any is close.
  public static func suggestion(for text: String) -> Tense? {
    let key = Array(Tense.searchKey(text))
    guard !key.isEmpty, key.count <= 60 else { return nil }
    let limit = key.count <= 5 ? 1 : 2
    var best: (distance: Int, tense: Tense)?
    for tense in Tense.allCases {
      for name in [tense.rawValue, tense.name, tense.englishName, tense.plainEnglishName] {
        let distance = EditDistance.between(key, Array(Tense.searchKey(name)), limit: limit)
        if distance <= limit, distance < best?.distance ?? Int.max {
          best = (distance, tense)
        }
      }
    }
    return best?.tense
  }
}
