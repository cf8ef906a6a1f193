extension Conjugator {
  /// Known infinitives close to a misspelt word (hablr → hablar), nearest first.
  public func suggestions(for word: String, limit: Int = 3) -> [String] {
    let target = Array(Self.plain(word))
    guard target.count <= ConjugationError.maximumLength else { return [] }
    let maximum = target.count <= 4 ? 1 : 2
    var found: [(distance: Int, shared: Int, infinitive: String)] = []
    for entry in lexicon.entries {
      let candidate = Array(Self.plain(entry.infinitive))
      guard abs(candidate.count - target.count) <= maximum else { continue }
      let distance = Self.editDistance(target, candidate, limit: maximum)
      if distance <= maximum && entry.infinitive != word {
        let shared = zip(target, candidate).prefix(while: { $0 == $1 }).count
        found.append((distance, -shared, entry.infinitive))
      }
    }
    return found.sorted {
      ($0.distance, $0.shared, $0.infinitive) < ($1.distance, $1.shared, $1.infinitive)
    }
      .prefix(limit).map(\.infinitive)
  }

  /// The known infinitives that have `form` among their forms (tengo → tener), through the
  /// reverse-lookup index.
  public func infinitives(having form: String) -> [String] {
    guard let identification = try? FormAnalyzer(conjugator: self).identify(form) else { return [] }
    return identification.infinitives
  }

  static func plain(_ word: String) -> String {
    Letters.withoutAccents(word)
  }

  /// Optimal-string-alignment distance, giving up early past `limit`.
  static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var previousPrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      var rowMinimum = current[0]
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, previousPrevious[j - 2] + 1)
        }
        current[j] = value
        rowMinimum = min(rowMinimum, value)
      }
      if rowMinimum > limit { return limit + 1 }
      (previousPrevious, previous, current) = (previous, current, previousPrevious)
    }
    return previous[b.count]
  }
}
