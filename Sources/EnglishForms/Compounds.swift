/// English verbs made of a first element and a verb: the last element is inflected and the rest
/// kept, so the rules of one verb serve all its compounds.
/// - Open compounds are split at their last hyphen: machine-gun → machine-gunned, die-cut →
///   die-cut, self-adjust → self-adjusted.
/// - Closed compounds are split after a known first element (`firstElements`) when what follows
///   is an irregular verb: reread, overdrew/overdrawn, misheard, breastfed, unstrung; the same
///   split tells where the stress falls for doubling (unclog → unclogged, readmit → readmitted;
///   see `RegularSpelling`).
///
/// Words that only look like compounds are listed with the reason in `falseCompounds`; without a
/// dictionary the split cannot know that "relay" is not re + lay.
enum Compounds {
  /// Prefixes and the first halves of compound verbs that stay unchanged, longest first so that
  /// "under" is tried before "un" and "inter" before "in".
  static let firstElements: [String] = [
    "counter", "breast", "under", "cross", "inter", "ghost", "proof", "sight", "spoon", "over",
    "with", "fore", "back", "hand", "type", "wire", "baby", "house", "gain", "out", "mis", "sub",
    "dis", "for", "pre", "way", "un", "re", "in", "up", "be", "de",
  ].sorted { $0.count > $1.count }

  /// First elements that make regular compounds only: de- (delay, deride, demean and delight are
  /// not de + lay, ride, mean, light), though it still marks the stress (degum → degummed).
  private static let spellingOnly: Set<String> = ["de"]

  /// Irregular verbs whose compounds are regular: fit ("befit", "outfit", "refit" → befitted,
  /// outfitted, refitted; the American past "fit" is for the size sense only).
  private static let regularInCompounds: Set<String> = ["fit"]

  /// Words that start like a compound and are not one.
  static let falseCompounds: Set<String> = [
    "behave", "misbehave",  // not be + have: behaved
    "belay", "belie", "relay",  // belayed, belied, relayed (to pass on)
    "interleave",  // from leaf: interleaved
    "reprove",  // reproved, never "reproven"
    "retread",  // tires: retreaded
    "debit", "debut", "interpret",  // stressed before the last syllable: debited, debuted
  ]

  /// The kept part and the inflected last element of an open compound ("machine-", "gun") or of
  /// a closed one whose last element is an irregular verb ("over", "draw"); nil otherwise.
  static func split(_ word: String) -> (head: String, last: String)? {
    if let hyphen = word.lastIndex(of: "-"), word.index(after: hyphen) < word.endIndex {
      let after = word.index(after: hyphen)
      return (String(word[..<after]), String(word[after...]))
    }
    for rest in rests(of: word, spellingOnly: false) where isIrregular(rest) {
      return (String(word.dropLast(rest.count)), rest)
    }
    return nil
  }

  /// What follows each first element `word` starts with (at least two letters), longest first
  /// element first; none for a false compound.
  static func rests(of word: String, spellingOnly includesSpellingOnly: Bool = true) -> [String] {
    guard !falseCompounds.contains(word) else { return [] }
    return firstElements.compactMap { element in
      guard word.hasPrefix(element), word.count >= element.count + 2,
        includesSpellingOnly || !spellingOnly.contains(element)
      else { return nil }
      return String(word.dropFirst(element.count))
    }
  }

  private static func isIrregular(_ verb: String) -> Bool {
    guard !falseCompounds.contains(verb), !regularInCompounds.contains(verb) else { return false }
    return IrregularVerbs.table[verb] != nil
      || rests(of: verb, spellingOnly: false).contains(where: isIrregular)
  }
}
