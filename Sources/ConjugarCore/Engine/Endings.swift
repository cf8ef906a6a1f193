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

/// Regular endings, in the order yo, tú, él, nosotros, vosotros, ellos, as letters worked out
/// once per process (they are joined to every stem).
enum Endings {
  static func present(_ c: VerbClass) -> [[Letter]] {
    switch c {
    case .ar: presentAr
    case .er: presentEr
    case .ir: presentIr
    }
  }

  static func preterite(_ c: VerbClass) -> [[Letter]] { c == .ar ? preteriteAr : preteriteErIr }

  static let strongPreterite = letters("e", "iste", "o", "imos", "isteis", "ieron")
  /// The ellos ending of a strong preterite whose stem ends in j: dijeron, trajeron.
  static let strongPreteriteAfterJ: [Letter] = "eron".letters

  static func imperfect(_ c: VerbClass) -> [[Letter]] { c == .ar ? imperfectAr : imperfectErIr }

  static let future = letters("é", "ás", "á", "emos", "éis", "án")
  static let conditional = letters("ía", "ías", "ía", "íamos", "íais", "ían")

  static func presentSubjunctive(_ c: VerbClass) -> [[Letter]] {
    c == .ar ? presentSubjunctiveAr : presentSubjunctiveErIr
  }

  /// The -ra subjunctive, added to the preterite's ellos form less -ron; the -se and -re
  /// forms are respelt from it (`ParadigmBuilder`).
  static let imperfectSubjunctiveRa = letters("ra", "ras", "ra", "ramos", "rais", "ran")

  private static let presentAr = letters("o", "as", "a", "amos", "áis", "an")
  private static let presentEr = letters("o", "es", "e", "emos", "éis", "en")
  private static let presentIr = letters("o", "es", "e", "imos", "ís", "en")
  private static let preteriteAr = letters("é", "aste", "ó", "amos", "asteis", "aron")
  private static let preteriteErIr = letters("í", "iste", "ió", "imos", "isteis", "ieron")
  private static let imperfectAr = letters("aba", "abas", "aba", "ábamos", "abais", "aban")
  private static let imperfectErIr = letters("ía", "ías", "ía", "íamos", "íais", "ían")
  private static let presentSubjunctiveAr = letters("e", "es", "e", "emos", "éis", "en")
  private static let presentSubjunctiveErIr = letters("a", "as", "a", "amos", "áis", "an")

  private static func letters(_ endings: String...) -> [[Letter]] { endings.map(\.letters) }
}
