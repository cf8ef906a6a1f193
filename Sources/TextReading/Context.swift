import ConjugarCore

extension TextReading {
  /// The readings of the word at `index` as a verb in its context, likeliest first; nil when
  /// the word is no verb here.
  mutating func verbReadings(at index: Int, clitics: [String], negated: Bool) -> [FormAnalysis]? {
    var candidates = readings(index).filter { $0.kind != .participle }
    if !clitics.isEmpty || negated {
      candidates.removeAll { reading in
        switch reading.kind {
        case .finite(let tense, _): tense == .imperativoPositivo && !clitics.isEmpty
        case .infinitive, .gerund: !clitics.isEmpty
        case .participle: true
        }
      }
    }
    guard !candidates.isEmpty else { return nil }
    return rankedFinite(candidates, at: index, clitics: clitics)
  }

  /// Finite readings ranked: the most used verb first.
  func rankedFinite(_ readings: [FormAnalysis], at index: Int, clitics: [String]) -> [FormAnalysis]
  {
    let frequency = lexicon.frequency
    return readings.enumerated().sorted { left, right in
      let leftRank = frequency.sortKey(of: Self.bare(left.element.infinitive))
      let rightRank = frequency.sortKey(of: Self.bare(right.element.infinitive))
      return (leftRank, left.offset) < (rightRank, right.offset)
    }.map(\.element)
  }

  /// Whether the pronoun-like word at `index` (la, los, las…) is a clitic, not an article.
  func isClitic(_ index: Int) -> Bool {
    true
  }
}
