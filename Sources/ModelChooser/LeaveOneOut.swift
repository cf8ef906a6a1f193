import ConjugarCore

/// How well inference does on verbs it could have met: each listed verb (with its pronominal
/// twin) is left out of the list in turn and conjugated by inference; it counts as right when
/// every one-word form and alternative equals the listed verb's. Prints the share right, then
/// the misses grouped by listed model → inferred model, most common first.
///
///     swift run -c release ModelChooser --leave-one-out [--misses N]
enum LeaveOneOut {
  static func run(showing shown: Int) {
    let full = Lexicon.bundled.indexed()
    let listed = Conjugator(lexicon: full)
    var seen: Set<String> = []
    var right = 0
    var total = 0
    var misses: [String: [String]] = [:]
    for entry in full.entries {
      let verb = withoutPronoun(entry.infinitive)
      guard seen.insert(verb).inserted, let truth = try? listed.conjugate(verb) else { continue }
      total += 1
      let guessing = Conjugator(lexicon: full.excluding([verb, verb + "se"]))
      let guess = try? guessing.conjugate(verb)
      if let guess, fields(of: guess) == fields(of: truth) {
        right += 1
      } else {
        misses["\(truth.model) → \(guess?.model ?? "none")", default: []].append(verb)
      }
    }
    let percent = Double(right * 10_000 / max(total, 1)) / 100
    print("leave-one-out: \(right) of \(total) listed verbs inferred right (\(percent) %)")
    for (pair, verbs) in misses.sorted(by: { ($1.value.count, $0.key) < ($0.value.count, $1.key) })
      .prefix(shown)
    {
      print("  \(verbs.count)\t\(pair)\t\(verbs.prefix(8).joined(separator: ", "))")
    }
  }

  private static func fields(of conjugation: Conjugation) -> [String] {
    let (forms, alternatives) = oneWordForms(of: conjugation)
    return [forms.field, alternatives.field]
  }
}
