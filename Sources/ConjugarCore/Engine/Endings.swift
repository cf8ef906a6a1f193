/// The three conjugations, by the infinitive's ending.
enum VerbClass: Sendable {
  case ar, er, ir

  init?(infinitive: [Letter]) {
    guard infinitive.count >= 2 else { return nil }
    switch (infinitive[infinitive.count - 2], infinitive[infinitive.count - 1]) {
    case ("a", "r"): self = .ar
    case ("e", "r"): self = .er
    case ("i", "r"), ("í", "r"): self = .ir
    default: return nil
    }
  }

  /// The regular model of the class.
  var regularModelName: String {
    switch self {
    case .ar: "hablar"
    case .er: "comer"
    case .ir: "vivir"
    }
  }
}

/// Regular endings, in the order yo, tú, él, nosotros, vosotros, ellos.
enum Endings {
  static func present(_ c: VerbClass) -> [String] {
    switch c {
    case .ar: ["o", "as", "a", "amos", "áis", "an"]
    case .er: ["o", "es", "e", "emos", "éis", "en"]
    case .ir: ["o", "es", "e", "imos", "ís", "en"]
    }
  }

  static func preterite(_ c: VerbClass) -> [String] {
    c == .ar
      ? ["é", "aste", "ó", "amos", "asteis", "aron"]
      : ["í", "iste", "ió", "imos", "isteis", "ieron"]
  }

  static let strongPreterite = ["e", "iste", "o", "imos", "isteis", "ieron"]

  static func imperfect(_ c: VerbClass) -> [String] {
    c == .ar
      ? ["aba", "abas", "aba", "ábamos", "abais", "aban"]
      : ["ía", "ías", "ía", "íamos", "íais", "ían"]
  }

  static let future = ["é", "ás", "á", "emos", "éis", "án"]
  static let conditional = ["ía", "ías", "ía", "íamos", "íais", "ían"]

  static func presentSubjunctive(_ c: VerbClass) -> [String] {
    c == .ar
      ? ["e", "es", "e", "emos", "éis", "en"]
      : ["a", "as", "a", "amos", "áis", "an"]
  }

  /// The -ra, -se and -re subjunctives, added to the preterite's ellos form less -ron.
  static let imperfectSubjunctiveRa = ["ra", "ras", "ra", "ramos", "rais", "ran"]
  static let imperfectSubjunctiveSe = ["se", "ses", "se", "semos", "seis", "sen"]
  static let futureSubjunctive = ["re", "res", "re", "remos", "reis", "ren"]
}
