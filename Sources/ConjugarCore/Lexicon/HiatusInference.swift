/// Whether an unknown verb stresses a weak vowel next to another vowel (envío, actúo, aíslo,
/// europeízo) or keeps a diphthong (cambio, averiguo, causo). Spelling alone cannot tell, so:
/// - a silent h between the vowels (prohijar, sahumar, rehundir) needs nothing here: the
///   builder writes the accent of any stem ending in vowel + h + i/u (`hasHiatusAfterH`);
/// - -izar after a vowel is the suffix -izar, whose i is always stressed (europeízo, judaízo);
/// - -uar: actúo, except -cuar (adecuo or adecúo) and -guar (averiguo): see `InferenceEndings`;
/// - -iar: a stem with no other vowel must stress the i (ciar cío, triar trío); otherwise
///   RAE lists both kinds, so a table of families decides (-grafiar, -fiar, -riar,
///   -viar… stress the i; -ciar, -diar, -giar, -biar… do not), longest ending first;
///   an ending that is not in the table keeps the diphthong, as most -iar verbs do;
/// - ai, au, eu… before a consonant are diphthongs (causo, peino) except in a few families
///   listed as data (aislar, aupar, embaular…).
enum HiatusInference {
  /// -iar endings and whether they stress the i. Checked longest first.
  static let iarEndings: [(ending: String, stressesI: Bool)] = [
    ("graviar", false), ("eviar", false), ("iviar", false), ("bviar", false), ("viar", true),
    ("uriar", false), ("oriar", false), ("driar", false), ("riar", true),
    ("fiar", true), ("aliar", true), ("pliar", true),
    ("cipiar", false), ("opiar", false), ("mpiar", false), ("piar", true),
    ("squiar", true),
    ("ntiar", true), ("astiar", true), ("istiar", true),
    ("nsiar", true), ("asiar", true),
    ("jiar", true), ("chiar", true),
  ]

  /// Stems whose ai, au or ei is a hiatus although no h shows it (DLE: aislar aíslo, aupar
  /// aúpo, embaular embaúlo, traillar traíllo, sainar saíno, aullar aúllo, airar aíro); a
  /// verb ending in one of them (desaislar, atraillar) follows it. Data: no rule tells
  /// them from causar, peinar, enjaular.
  static let hiatusStems: [(ending: String, model: String)] = [
    ("aislar", "aislar"), ("aupar", "aunar"), ("embaular", "aunar"), ("aullar", "aunar"),
    ("traillar", "aislar"), ("sainar", "aislar"), ("aunar", "aunar"), ("ahumar", "aunar"),
  ]
  /// Whole verbs only: desairar is regular (desairo) although airar is aíro.
  static let hiatusVerbs: [(verb: String, model: String)] = [("airar", "aislar")]

  static func model(for infinitive: String) -> String? {
    if let verb = hiatusVerbs.first(where: { $0.verb == infinitive }) { return verb.model }
    if let stem = hiatusStems.first(where: { infinitive.hasSuffix($0.ending) }) {
      return stem.model
    }
    let letters = infinitive.letters
    if infinitive.hasSuffix("izar"), letters.count > 4,
      Letters.isVowelLetter(letters[letters.count - 5])
    {
      return "enraizar"
    }
    guard infinitive.hasSuffix("iar"), letters.count > 3 else { return nil }
    // No other vowel in the stem (ciar, triar): the i carries the stress (cío, trío).
    if !letters.dropLast(3).contains(where: Letters.isVowelLetter) { return "enviar" }
    let family = iarEndings.filter { infinitive.hasSuffix($0.ending) }
      .max { $0.ending.count < $1.ending.count }
    return family?.stressesI == true ? "enviar" : nil
  }
}
