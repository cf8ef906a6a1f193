/// Is an unknown infinitive a slip for a listed verb, or a Spanish verb the list lacks? The rule
/// (measured both ways in Docs/SPANISH.md, `ModelChooser --typo-guard`):
/// - only a frequent verb (`frequentRank`) is a typo's target: a rare neighbour (ramificar for
///   gamificar) says little, as most rare verbs have one;
/// - the word must be a typical slip of it (`Slip`: spelt for its sounds, two letters swapped, a
///   keyboard neighbour, a vowel for another, a letter dropped or added beside itself): yegar →
///   llegar, organisar → organizar, comir → comer; other edits make other words (abortar is no
///   slip of aportar);
/// - a known prefix on a known verb is a verb of its own unless the slip is of one of the most
///   frequent verbs (`slipOverPrefixRank`): precalentar is pre + calentar, not a slip of
///   recalentar. A suffix (-ear, -izar, -ificar) attaches to any stem, so it is no evidence
///   against a slip (dessear → desear), and a suffixed word that is no slip of a frequent verb
///   is conjugated (hashear, gamificar);
/// - a word spelt for a verb's sounds names it first, then the other slips, the most used first.
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

    /// Spelt for its sounds first (cojer: coger before comer), then the other slips.
    var order: Int { slip == .sound ? 0 : 1 }
  }

  /// The corrections of an unknown verb (without -se) among its neighbours, best first; empty
  /// when it is no typo.
  static func corrections(of verb: String, among neighbours: [Neighbour], in lexicon: Lexicon)
    -> [String]
  {
    var kept = neighbours.filter { $0.slip != nil }
    guard !kept.isEmpty else { return [] }
    if isPrefixed(verb, in: lexicon) {
      kept = kept.filter { $0.rank <= slipOverPrefixRank }
    }
    return kept.sorted { ($0.order, $0.rank, $0.verb) < ($1.order, $1.rank, $1.verb) }
      .map(\.verb)
  }

  /// Prefixes that make verbs of verbs (`PrefixSplit`'s, productive or not).
  static let prefixes = PrefixSplit.productive + PrefixSplit.ambiguous

  /// Whether `verb` is a prefix on a listed verb of four letters or more (pre + calentar).
  static func isPrefixed(_ verb: String, in lexicon: Lexicon) -> Bool {
    prefixes.contains { prefix in
      guard verb.hasPrefix(prefix) else { return false }
      let rest = String(verb.dropFirst(prefix.count))
      return rest.count >= 4
        && (lexicon.entry(for: rest) ?? lexicon.entry(for: rest + "se")) != nil
    }
  }
}
