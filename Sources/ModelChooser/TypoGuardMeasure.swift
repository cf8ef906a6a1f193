import ConjugarCore

/// The typo guard measured both ways (Docs/SPANISH.md):
/// - real verbs: each listed verb, left out of the list in turn, is conjugated (inferred) rather
///   than called a typo of a neighbour; counted for every verb and for the verbs below the
///   frequent ones (the rare verbs a learner meets in a novel);
/// - typos: lines `typo<TAB>intended<TAB>kind` on standard input (scripts/typo-set.py), each
///   right when the intended verb is the first correction.
///
///     python3 scripts/typo-set.py | swift run -c release ModelChooser --typo-guard [--misses N]
enum TypoGuardMeasure {
  static func run(showing shown: Int) {
    let conjugator = Conjugator()
    let frequency = conjugator.lexicon.frequency
    var seen: Set<String> = []
    var refused: [String] = []
    var rareTotal = 0
    var rareRefused = 0
    for entry in conjugator.lexicon.entries {
      let verb = withoutPronoun(entry.infinitive)
      guard seen.insert(verb).inserted else { continue }
      let rank = min(frequency.sortKey(of: verb), frequency.sortKey(of: verb + "se"))
      let isRare = rank > 2000
      if isRare { rareTotal += 1 }
      if let first = conjugator.typoCorrections(ofUnlisted: verb, limit: 1).first {
        refused.append("\(verb)→\(first)")
        if isRare { rareRefused += 1 }
      }
    }
    print(
      "real verbs left out: \(seen.count - refused.count) of \(seen.count) conjugated "
        + "(\(percent(seen.count - refused.count, seen.count))); below rank 2000: "
        + "\(rareTotal - rareRefused) of \(rareTotal) (\(percent(rareTotal - rareRefused, rareTotal)))"
    )
    print("  called typos: " + refused.prefix(shown).joined(separator: ", "))
    var total = 0
    var right = 0
    var byKind: [String: (right: Int, total: Int)] = [:]
    var misses: [String] = []
    while let line = readLine() {
      let fields = line.split(separator: "\t").map(String.init)
      guard fields.count >= 2, !line.hasPrefix("#") else { continue }
      let kind = fields.count > 2 ? fields[2] : "-"
      guard let conjugation = try? conjugator.conjugate(fields[0]) else { continue }
      let first = conjugator.typoCorrections(of: conjugation, limit: 1).first
      total += 1
      byKind[kind, default: (0, 0)].total += 1
      if first == fields[1] {
        right += 1
        byKind[kind, default: (0, 0)].right += 1
      } else {
        misses.append("\(fields[0])→\(first ?? "(conjugated)") (\(fields[1]))")
      }
    }
    guard total > 0 else { return }
    print("typos: intended verb first in \(right) of \(total) (\(percent(right, total)))")
    for (kind, counts) in byKind.sorted(by: { $0.key < $1.key }) {
      print("  \(kind): \(counts.right) of \(counts.total)")
    }
    print("  misses: " + misses.prefix(shown).joined(separator: ", "))
  }

  private static func percent(_ part: Int, _ whole: Int) -> String {
    let hundredths = part * 10_000 / max(whole, 1)
    return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100) %"
  }
}
