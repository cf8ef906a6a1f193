/// One English verb's forms: irregular ones from `IrregularVerbs`, a compound's from its last
/// element (`Compounds`: overdraw → overdrew, machine-gun → machine-gunned), the rest by the
/// spelling rules of `RegularSpelling`. "be" has its own present (am, are, is) and past (was,
/// were).
struct EnglishVerb: Sendable, Equatable {
  let base: String
  let thirdPerson: String
  let simplePast: String
  let participle: String
  let gerund: String

  /// The forms of `base`; `complement` (the words after it in the gloss) picks the sense of a
  /// homograph ("lie (be located)" → lay, "lie (tell untruths)" → lied; "hang (a person)" →
  /// hanged): `IrregularVerbs.sense(of:complement:)`.
  init(_ base: String, complement: String = "") {
    self.init(base, sense: IrregularVerbs.sense(of: base.lowercased(), complement: complement))
  }

  /// The forms of `base`, its past and participle `sense` when given; a compound's last element
  /// has none: underlie → underlay (lie down), never "underlied" (mentir).
  private init(_ base: String, sense: (String, String)?) {
    let word = base.lowercased()
    self.base = base
    if let parts = sense ?? IrregularVerbs.table[word] {
      thirdPerson = RegularSpelling.thirdPerson(word)
      gerund = RegularSpelling.gerund(word)
      (simplePast, participle) = parts
    } else if let (head, last) = Compounds.split(word) {
      let inflected = EnglishVerb(last, sense: nil)
      thirdPerson = head + inflected.thirdPerson
      gerund = head + inflected.gerund
      (simplePast, participle) = (head + inflected.simplePast, head + inflected.participle)
    } else {
      thirdPerson = RegularSpelling.thirdPerson(word)
      gerund = RegularSpelling.gerund(word)
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
