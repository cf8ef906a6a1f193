/// One English verb's forms: irregular ones from `IrregularVerbs`, the rest by the spelling
/// rules of `RegularSpelling`. "be" has its own present (am, are, is) and past (was, were).
struct EnglishVerb: Sendable, Equatable {
  let base: String
  let thirdPerson: String
  let simplePast: String
  let participle: String
  let gerund: String

  /// The forms of `base`; `complement` (the words after it in the gloss) picks a sense where
  /// one spelling has two pasts ("lie down" → lay, "lie" → lied; "hang (a person)" → hanged).
  init(_ base: String, complement: String = "") {
    let word = base.lowercased()
    self.base = base
    thirdPerson = RegularSpelling.thirdPerson(word)
    gerund = RegularSpelling.gerund(word)
    if let parts = IrregularVerbs.senseOverrides[word + complement] ?? IrregularVerbs.table[word] {
      (simplePast, participle) = parts
    } else {
      let past = RegularSpelling.past(word)
      (simplePast, participle) = (past, past)
    }
  }

  var isBe: Bool { base.lowercased() == "be" }

  func present(_ agreement: Agreement) -> String {
    guard isBe else { return agreement == .third ? thirdPerson : base }
    return switch agreement {
    case .first: "am"
    case .third: "is"
    case .other: "are"
    }
  }

  func past(_ agreement: Agreement) -> String {
    guard isBe else { return simplePast }
    return agreement == .other ? "were" : "was"
  }
}
