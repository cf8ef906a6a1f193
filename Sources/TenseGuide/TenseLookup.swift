import ConjugarCore

extension Guide {
  /// The tense a learner named: what `Tense(name:)` accepts (key, Spanish name, alias) or the
  /// guide's English name ("present subjunctive", "future perfect").
  public static func tense(named text: String) -> Tense? {
    if let tense = Tense(name: text) { return tense }
    let key = searchKey(text)
    guard !key.isEmpty else { return nil }
    return entries.first {
      searchKey($0.englishName) == key || searchKey(plainEnglishName($0)) == key
    }?.tense
  }

  /// The tense whose key or names are nearest to a misspelt name (preterit → preterito), if any is close.
  public static func suggestion(for text: String) -> Tense? {
    let key = Array(searchKey(text))
    guard !key.isEmpty, key.count <= 60 else { return nil }
    let limit = key.count <= 5 ? 1 : 2
    var best: (distance: Int, tense: Tense)?
    for entry in entries {
      let names = [
        entry.tense.rawValue, entry.spanishName, entry.englishName, plainEnglishName(entry),
      ]
      for name in names {
        let distance = editDistance(key, Array(searchKey(name)))
        if distance <= limit, distance < best?.distance ?? Int.max {
          best = (distance, entry.tense)
        }
      }
    }
    return best?.tense
  }

  /// The English name without a parenthesis: "pluperfect (past perfect)" → "pluperfect".
  private static func plainEnglishName(_ entry: GuideEntry) -> String {
    String(entry.englishName.prefix { $0 != "(" })
  }

  /// Lower case, no accents, letters and digits only.
  static func searchKey(_ text: String) -> String {
    let accents: [Character: Character] = [
      "á": "a", "é": "e", "í": "i", "ó": "o", "ú": "u", "ü": "u", "ñ": "n",
    ]
    return String(
      text.lowercased().compactMap { accents[$0] ?? (($0.isLetter || $0.isNumber) ? $0 : nil) })
  }

  /// Optimal-string-alignment distance (a swap of two neighbours counts once).
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[a.count][b.count]
  }
}
