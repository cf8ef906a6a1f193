import ConjugarCore

/// The command a mistyped word most likely meant, as git's "did you mean": `verv` → `verb`,
/// `qiut` → `quit`, `ident` → `identify`, `VERB` → `verb`.
///
/// A name is near when it is within one edit of the word (two for words of five letters or
/// more; a swap of two neighbours is one edit), or begins with it (two letters or more); case is
/// ignored. Only the nearest are offered, so `quix` gets quiz and quit and `verv` gets verb
/// alone, never verbs as well.
public enum CommandSuggestion {
  /// The names nearest to `word`, in the order given; empty when none is near.
  public static func nearest(to word: String, among names: [String], limit: Int = 3) -> [String] {
    let typed = Array(word.lowercased())
    guard !typed.isEmpty, typed.count <= 40 else { return [] }
    let maximum = typed.count >= 5 ? 2 : 1
    let scored = names.map { name -> (name: String, score: Int) in
      let letters = Array(name)
      let distance = EditDistance.between(typed, letters, limit: maximum)
      let isBeginning = typed.count >= 2 && letters.starts(with: typed)
      return (name, isBeginning ? min(distance, 1) : distance)
    }
    guard let best = scored.map(\.score).min(), best <= maximum else { return [] }
    return Array(scored.filter { $0.score == best }.map(\.name).prefix(limit))
  }
}
