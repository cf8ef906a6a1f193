/// Is an unknown infinitive a slip for a listed verb, or a Spanish verb the list lacks? The rule
/// (measured both ways in Docs/SPANISH.md, `ModelChooser --typo-guard`):
/// - only a frequent verb (`frequentRank`) is a typo's target: a rare neighbour (ramificar for
///   gamificar) says little, as most rare verbs have one;
/// - a neighbour is one edit away, accents aside (comir → comer), or sounds the same (yegar →
///   llegar, organisar → organizar);
/// - a word a productive pattern explains is a verb of its own (`Pattern`), unless the edit is a
///   typical slip (`Slip`) from a frequent verb: from any of them for a suffix (dessear →
///   desear), from the most frequent (`slipOverPrefixRank`) for a known prefix on a known verb,
///   whose evidence is stronger (precalentar is pre + calentar, not a slip of recalentar);
/// - a word spelt for a verb's sounds names it first, then the other slips, then the most used
///   verb.
enum TypoGuard {
  /// The rank up to which a listed verb is frequent enough to be a typo's target.
  static let frequentRank = 2000
  /// The rank up to which a slip beats a known prefix on a known verb.
  static let slipOverPrefixRank = 500

  /// A listed verb the word may be a slip of.
  struct Neighbour {
    /// The listed verb without -se.
    let verb: String
    let rank: Int
    let slip: Slip?

    /// Spelt for its sounds first (cojer: coger before comer), then the other slips, then the
    /// other edits.
    var order: Int {
      switch slip {
      case .sound: 0
      case nil: 2
      default: 1
      }
    }
  }

  /// How a productive pattern explains a word.
  enum Pattern: Equatable {
    /// A prefix on a listed verb (pre + calentar).
    case prefix
    /// A verb-forming suffix (hash + ear, gam + ificar).
    case suffix
  }

  /// The corrections of an unknown verb (without -se) among its neighbours, best first; empty
  /// when it is no typo.
  static func corrections(of verb: String, among neighbours: [Neighbour], in lexicon: Lexicon)
    -> [String]
  {
    guard !neighbours.isEmpty else { return [] }
    var kept = neighbours
    switch pattern(of: verb, in: lexicon) {
    case .prefix: kept = kept.filter { $0.slip != nil && $0.rank <= slipOverPrefixRank }
    case .suffix: kept = kept.filter { $0.slip != nil }
    case nil: break
    }
    return kept.sorted { ($0.order, $0.rank, $0.verb) < ($1.order, $1.rank, $1.verb) }
      .map(\.verb)
  }

  /// Prefixes that make verbs of verbs (`PrefixSplit`'s, productive or not).
  static let prefixes = PrefixSplit.productive + PrefixSplit.ambiguous
  /// Suffixes that make verbs of nouns and adjectives, today's most productive (NGLE 8.2).
  static let suffixes = ["ificar", "izar", "ear"]

  /// The pattern that explains `verb`, if any: a prefix before a listed verb of four letters or
  /// more, or a suffix after three letters or more.
  static func pattern(of verb: String, in lexicon: Lexicon) -> Pattern? {
    for prefix in prefixes where verb.hasPrefix(prefix) {
      let rest = String(verb.dropFirst(prefix.count))
      if rest.count >= 4, lexicon.entry(for: rest) ?? lexicon.entry(for: rest + "se") != nil {
        return .prefix
      }
    }
    for suffix in suffixes where verb.hasSuffix(suffix) && verb.count >= suffix.count + 3 {
      return .suffix
    }
    return nil
  }
}
