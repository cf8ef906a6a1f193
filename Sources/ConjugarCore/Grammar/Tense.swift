/// The twenty tenses with persons. `rawValue` is the JSON key.
public enum Tense: String, CaseIterable, Sendable, Codable {
  case presenteDeIndicativo
  case preterito
  case imperfectoDeIndicativo
  case futuroDeIndicativo
  case condicional
  case presenteDeSubjuntivo
  case imperfectoDeSubjuntivo1
  case imperfectoDeSubjuntivo2
  case futuroDeSubjuntivo
  case imperativoPositivo
  case imperativoNegativo
  case perfectoDeIndicativo
  case preteritoAnterior
  case pluscuamperfectoDeIndicativo
  case futuroPerfecto
  case condicionalCompuesto
  case perfectoDeSubjuntivo
  case pluscuamperfectoDeSubjuntivo1
  case pluscuamperfectoDeSubjuntivo2
  case futuroPerfectoDeSubjuntivo

  /// The Spanish name of the tense, as shown in tables.
  public var name: String {
    switch self {
    case .presenteDeIndicativo: "Presente de indicativo"
    case .preterito: "Pretérito"
    case .imperfectoDeIndicativo: "Imperfecto de indicativo"
    case .futuroDeIndicativo: "Futuro de indicativo"
    case .condicional: "Condicional"
    case .presenteDeSubjuntivo: "Presente de subjuntivo"
    case .imperfectoDeSubjuntivo1: "Imperfecto de subjuntivo (-ra)"
    case .imperfectoDeSubjuntivo2: "Imperfecto de subjuntivo (-se)"
    case .futuroDeSubjuntivo: "Futuro de subjuntivo"
    case .imperativoPositivo: "Imperativo afirmativo"
    case .imperativoNegativo: "Imperativo negativo"
    case .perfectoDeIndicativo: "Perfecto de indicativo"
    case .preteritoAnterior: "Pretérito anterior"
    case .pluscuamperfectoDeIndicativo: "Pluscuamperfecto de indicativo"
    case .futuroPerfecto: "Futuro perfecto"
    case .condicionalCompuesto: "Condicional compuesto"
    case .perfectoDeSubjuntivo: "Perfecto de subjuntivo"
    case .pluscuamperfectoDeSubjuntivo1: "Pluscuamperfecto de subjuntivo (-ra)"
    case .pluscuamperfectoDeSubjuntivo2: "Pluscuamperfecto de subjuntivo (-se)"
    case .futuroPerfectoDeSubjuntivo: "Futuro perfecto de subjuntivo"
    }
  }

  /// The usual English name, as the tense guide uses it.
  public var englishName: String {
    switch self {
    case .presenteDeIndicativo: "present"
    case .preterito: "preterite"
    case .imperfectoDeIndicativo: "imperfect"
    case .futuroDeIndicativo: "future"
    case .condicional: "conditional"
    case .presenteDeSubjuntivo: "present subjunctive"
    case .imperfectoDeSubjuntivo1, .imperfectoDeSubjuntivo2: "imperfect subjunctive"
    case .futuroDeSubjuntivo: "future subjunctive"
    case .imperativoPositivo: "imperative"
    case .imperativoNegativo: "negative imperative"
    case .perfectoDeIndicativo: "present perfect"
    case .preteritoAnterior: "past anterior"
    case .pluscuamperfectoDeIndicativo: "pluperfect (past perfect)"
    case .futuroPerfecto: "future perfect"
    case .condicionalCompuesto: "conditional perfect"
    case .perfectoDeSubjuntivo: "present perfect subjunctive"
    case .pluscuamperfectoDeSubjuntivo1, .pluscuamperfectoDeSubjuntivo2: "pluperfect subjunctive"
    case .futuroPerfectoDeSubjuntivo: "future perfect subjunctive"
    }
  }

  /// The English name without a parenthesis: "pluperfect (past perfect)" → "pluperfect".
  public var plainEnglishName: String { String(englishName.prefix { $0 != "(" }) }

  /// Position in `allCases`.
  public var index: Int {
    switch self {
    case .presenteDeIndicativo: 0
    case .preterito: 1
    case .imperfectoDeIndicativo: 2
    case .futuroDeIndicativo: 3
    case .condicional: 4
    case .presenteDeSubjuntivo: 5
    case .imperfectoDeSubjuntivo1: 6
    case .imperfectoDeSubjuntivo2: 7
    case .futuroDeSubjuntivo: 8
    case .imperativoPositivo: 9
    case .imperativoNegativo: 10
    case .perfectoDeIndicativo: 11
    case .preteritoAnterior: 12
    case .pluscuamperfectoDeIndicativo: 13
    case .futuroPerfecto: 14
    case .condicionalCompuesto: 15
    case .perfectoDeSubjuntivo: 16
    case .pluscuamperfectoDeSubjuntivo1: 17
    case .pluscuamperfectoDeSubjuntivo2: 18
    case .futuroPerfectoDeSubjuntivo: 19
    }
  }

  public var isImperative: Bool { self == .imperativoPositivo || self == .imperativoNegativo }

  /// The persons the tense has: imperatives have no yo.
  public var persons: [Person] { isImperative ? Self.imperativePersons : Person.allCases }
  private static let imperativePersons = Person.allCases.filter { $0 != .yo }

  /// For a compound tense, the simple tense of haber that forms it.
  public var auxiliaryTense: Tense? {
    switch self {
    case .perfectoDeIndicativo: .presenteDeIndicativo
    case .preteritoAnterior: .preterito
    case .pluscuamperfectoDeIndicativo: .imperfectoDeIndicativo
    case .futuroPerfecto: .futuroDeIndicativo
    case .condicionalCompuesto: .condicional
    case .perfectoDeSubjuntivo: .presenteDeSubjuntivo
    case .pluscuamperfectoDeSubjuntivo1: .imperfectoDeSubjuntivo1
    case .pluscuamperfectoDeSubjuntivo2: .imperfectoDeSubjuntivo2
    case .futuroPerfectoDeSubjuntivo: .futuroDeSubjuntivo
    default: nil
    }
  }

  public var isCompound: Bool { auxiliaryTense != nil }

  static let simple: [Tense] = allCases.filter { !$0.isCompound }

  /// The tense a name names: a JSON key, a Spanish or English name of `TenseNames` (for a name
  /// of two tenses, the first).
  public init?(name text: String) {
    guard let tense = TenseNames.tense(named: text) else { return nil }
    self = tense
  }

  /// Folded for tense names (`Folding.tenseNames`: lower case, no accents), without spaces or
  /// punctuation: how tense names are compared.
  public static func searchKey(_ text: String) -> String {
    text.folded(.tenseNames).filter { $0.isLetter || $0.isNumber }
  }
}

extension Tense {
  /// The other form of a subjunctive that has two (-ra and -se: tuviera, tuviese; hubiera,
  /// hubiese tenido), which RAE holds equivalent; nil for every other tense.
  public var subjunctiveTwin: Tense? {
    switch self {
    case .imperfectoDeSubjuntivo1: .imperfectoDeSubjuntivo2
    case .imperfectoDeSubjuntivo2: .imperfectoDeSubjuntivo1
    case .pluscuamperfectoDeSubjuntivo1: .pluscuamperfectoDeSubjuntivo2
    case .pluscuamperfectoDeSubjuntivo2: .pluscuamperfectoDeSubjuntivo1
    default: nil
    }
  }
}
