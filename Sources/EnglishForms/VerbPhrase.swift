/// The first sense of a gloss taken apart: an optional adverb ("usually"), the English verb
/// that is inflected ("get", "be", "(do)") and the rest, kept as written ("up", "able to",
/// "(a taut rope) tighter").
struct VerbPhrase: Sendable, Equatable {
  /// An adverb before the verb, placed after the first auxiliary: "I will usually (do)".
  let adverb: String?
  let verb: EnglishVerb
  /// Whether the verb is written in parentheses, "(do)": its forms keep them, "(did)".
  let isParenthesized: Bool
  /// The words after the verb, with their leading space, or "".
  let rest: String

  /// The form of the verb a clause needs.
  enum Form: Sendable {
    case base, gerund, participle
    case present(Agreement)
    case past(Agreement)
    /// The past in "(that) I had", "(that) I were".
    case pastSubjunctive
  }

  /// Adverbs that can open a gloss ("to usually (do)") instead of the verb.
  private static let adverbs: Set<String> = [
    "usually", "often", "always", "never", "sometimes", "still", "just", "really", "almost",
    "half", "not",
  ]

  /// The first sense of `sense` (text before the first ", "), without "to "; nil when empty.
  init?(sense gloss: String) {
    let first =
      gloss.split(separator: ", ", maxSplits: 1, omittingEmptySubsequences: false)
      .first.map(String.init) ?? ""
    var words = first.split(separator: " ").map(String.init)
    if words.first?.lowercased() == "to" { words.removeFirst() }
    guard !words.isEmpty else { return nil }
    if words.count > 1, Self.adverbs.contains(words[0].lowercased()) {
      adverb = words.removeFirst()
    } else {
      adverb = nil
    }
    var head = words.removeFirst()
    isParenthesized = head.count > 2 && head.hasPrefix("(") && head.hasSuffix(")")
    if isParenthesized { head = String(head.dropFirst().dropLast()) }
    rest = words.isEmpty ? "" : " " + words.joined(separator: " ")
    verb = EnglishVerb(head, complement: rest)
  }

  /// "I will usually (do)": the subject, the auxiliaries with the adverb after the first one
  /// (before the verb when there is none), the verb's form and the rest, its "oneself" and
  /// "one's" made `reflexive`. In the imperfect, whose "used to" already says the habit,
  /// "usually" is left out: "I used to (do)".
  func clause(
    subject: String? = nil, auxiliaries: [String], main: Form, dropsHabitualAdverb: Bool = false,
    reflexive: ReflexiveWords = .generic
  ) -> String {
    var words: [String] = subject.map { [$0] } ?? []
    let keptAdverb = dropsHabitualAdverb && adverb?.lowercased() == "usually" ? nil : adverb
    var auxiliaries = auxiliaries
    var main = main
    if adverb?.lowercased() == "not", auxiliaries.isEmpty, !verb.isBe, let support = doForm(main) {
      (auxiliaries, main) = ([support], .base)
    }
    if let first = auxiliaries.first {
      words.append(first)
      if let keptAdverb { words.append(keptAdverb) }
      words += auxiliaries.dropFirst()
    } else if let keptAdverb {
      words.append(keptAdverb)
    }
    let form = form(main)
    words.append(isParenthesized ? "(\(form))" : form)
    return words.joined(separator: " ") + reflexive.inflect(rest)
  }

  /// "do", "does" or "did" for a simple tense negated by the gloss ("to not know" → "I did not
  /// know", "he/she does not know"); nil for the other forms.
  private func doForm(_ main: Form) -> String? {
    switch main {
    case .present(let agreement): agreement == .third ? "does" : "do"
    case .past, .pastSubjunctive: "did"
    default: nil
    }
  }

  private func form(_ main: Form) -> String {
    switch main {
    case .base: verb.base
    case .gerund: verb.gerund
    case .participle: verb.participle
    case .present(let agreement): verb.present(agreement)
    case .past(let agreement): verb.past(agreement)
    case .pastSubjunctive: verb.isBe ? "were" : verb.past(.other)
    }
  }
}
