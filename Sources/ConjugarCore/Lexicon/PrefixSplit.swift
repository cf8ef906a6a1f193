/// A verb read as a real Spanish prefix and a known verb: reponer is re + poner, contradecir
/// is contra + decir. Words end in known verbs by chance (expensar, detentar, asoldar, redar),
/// so the split must also be plausible:
/// - productive prefixes (des-, re-, sobre-, entre-…) split whenever the rest is a known verb
///   whose listed compounds with productive prefixes do not contradict it (repensar);
/// - short or ambiguous prefixes (a-, de-, ex-, con-…) need evidence: a listed compound of the
///   same base conjugated like it (prever like ver);
/// - when the base's listed compounds mostly conjugate otherwise, it is no base: compensar,
///   dispensar are regular, so expensar is not ex + pensar (detentar: atentar, contentar);
/// - a base of three letters or fewer (dar, ir, ser, ver) always needs a listed compound like it.
/// The irregular families (tener, poner, decir…) pass with a productive prefix or evidence.
enum PrefixSplit {
  /// Prefixes that form verbs freely: a known verb behind them is almost always the base.
  static let productive = [
    "contra", "sobre", "entre", "super", "inter", "trans", "tras", "ante", "auto", "bien",
    "des", "mal", "pre", "re",
  ]
  /// Prefixes that are also the start of many unrelated words: a split needs evidence.
  static let ambiguous = [
    "ultra", "extra", "infra", "hiper", "retro", "micro", "multi", "semi", "anti", "circun",
    "post", "dis", "pro", "sub", "sus", "con", "com", "per", "pos", "man", "abs", "ad", "ab",
    "de", "in", "im", "ex", "ob", "co", "en", "em", "a",
  ]

  /// The model of the known base, when the verb is a plausible prefixed form of it.
  static func model(for infinitive: String, in lexicon: Lexicon) -> String? {
    for prefix in productive + ambiguous where infinitive.hasPrefix(prefix) {
      let rest = String(infinitive.dropFirst(prefix.count))
      guard rest.count >= 3, let base = lexicon.entry(for: rest) ?? lexicon.entry(for: rest + "se")
      else { continue }
      let trusted = rest.count > 3 && productive.contains(prefix)
      let evidence = compoundEvidence(
        of: rest, model: base.model, excluding: infinitive, productiveOnly: trusted, in: lexicon)
      guard evidence.agreeing >= evidence.disagreeing, evidence.agreeing > 0 || trusted
      else { continue }
      return modelForCompound(of: base)
    }
    return nil
  }

  /// decir's compounds take its future (condiré) but not its imperative di.
  private static func modelForCompound(of base: VerbEntry) -> String {
    base.infinitive == "decir" ? "condecir" : base.model
  }

  /// Listed verbs made of a prefix and `base`: how many conjugate like it and how many not.
  /// With `productiveOnly`, only compounds of productive prefixes count: compensar (Latin
  /// compensare) says nothing against repensar. Archaic compounds are no evidence: desferrar
  /// kept an old e→ie that today's aferrar has lost.
  static func compoundEvidence(
    of base: String, model: String, excluding infinitive: String, productiveOnly: Bool,
    in lexicon: Lexicon
  ) -> (agreeing: Int, disagreeing: Int) {
    var agreeing = 0
    var disagreeing = 0
    for entry in lexicon.entries(endingWith: base)
    where entry.infinitive != infinitive && !entry.isArchaic {
      let verb =
        entry.infinitive.hasSuffix("se") ? String(entry.infinitive.dropLast(2)) : entry.infinitive
      guard verb.hasSuffix(base), verb.count > base.count else { continue }
      let prefix = String(verb.dropLast(base.count))
      guard productive.contains(prefix) || (!productiveOnly && ambiguous.contains(prefix))
      else { continue }
      if entry.model == model || (model == "decir" && entry.model.hasSuffix("decir")) {
        agreeing += 1
      } else {
        disagreeing += 1
      }
    }
    return (agreeing, disagreeing)
  }
}
