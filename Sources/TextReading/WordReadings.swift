import ConjugarCore

/// The verb readings of each distinct word of a text, asked of the `FormAnalyzer` once a word:
/// exact spellings only (a text is taken as written), readings of archaic or unglossed verbs
/// left out, negative imperatives left out (they are read from "no" and the subjunctive).
struct WordReadings {
  let analyzer: FormAnalyzer
  private var cache: [[FormAnalysis]?]

  init(analyzer: FormAnalyzer, wordCount: Int) {
    self.analyzer = analyzer
    cache = Array(repeating: nil, count: wordCount)
  }

  /// The longest word asked of the analyzer (longer words are no verb).
  static let longestWord = 30

  mutating func readings(of id: Int, _ words: [String]) -> [FormAnalysis] {
    if let known = cache[id] { return known }
    let found = Self.look(up: words[id], with: analyzer)
    cache[id] = found
    return found
  }

  /// The readings already looked up (none for a word not yet asked about).
  func cached(_ id: Int) -> [FormAnalysis] { cache[id] ?? [] }

  static func look(up word: String, with analyzer: FormAnalyzer) -> [FormAnalysis] {
    guard word.unicodeScalars.count <= longestWord, !ClosedClass.neverVerbs.contains(word),
      !ClosedClass.determiners.contains(word) || word.hasPrefix("dich"),
      let identification = try? analyzer.identify(word)
    else { return [] }
    let lexicon = analyzer.conjugator.lexicon
    return identification.analyses.filter { reading in
      if reading.kind == .finite(.imperativoNegativo, .tu) || reading.tense == .imperativoNegativo {
        return false
      }
      guard let entry = lexicon.entry(for: reading.infinitive) else { return true }
      return !entry.isArchaic && entry.translation != nil
    }
  }
}
