import Messages

/// A tense's name for a reader of `language`.
///
/// English mode keeps the short table names conjugar has always printed (`Tense.name`:
/// "Pretérito", "Imperfecto de indicativo"), which English-speaking classrooms use. A Spanish
/// reader gets the names of the RAE's *Nueva gramática* as Spanish schools teach them
/// ("Pretérito perfecto simple", "Pretérito imperfecto de indicativo", "Futuro simple"): the
/// short names are an English classroom's shorthand, and "pretérito" alone names no one tense
/// to a Spanish teacher. Every name here is also read back by `Tense(name:)`.
extension Tense {
  public func name(in language: Language) -> String {
    switch language {
    case .english, .pseudo: name
    case .spanish: spanishName
    }
  }

  private var spanishName: String {
    switch self {
    case .presenteDeIndicativo: "Presente de indicativo"
    case .preterito: "Pretérito perfecto simple"
    case .imperfectoDeIndicativo: "Pretérito imperfecto de indicativo"
    case .futuroDeIndicativo: "Futuro simple de indicativo"
    case .condicional: "Condicional simple"
    case .presenteDeSubjuntivo: "Presente de subjuntivo"
    case .imperfectoDeSubjuntivo1: "Pretérito imperfecto de subjuntivo (-ra)"
    case .imperfectoDeSubjuntivo2: "Pretérito imperfecto de subjuntivo (-se)"
    case .futuroDeSubjuntivo: "Futuro simple de subjuntivo"
    case .imperativoPositivo: "Imperativo afirmativo"
    case .imperativoNegativo: "Imperativo negativo"
    case .perfectoDeIndicativo: "Pretérito perfecto compuesto de indicativo"
    case .preteritoAnterior: "Pretérito anterior"
    case .pluscuamperfectoDeIndicativo: "Pretérito pluscuamperfecto de indicativo"
    case .futuroPerfecto: "Futuro compuesto de indicativo"
    case .condicionalCompuesto: "Condicional compuesto"
    case .perfectoDeSubjuntivo: "Pretérito perfecto compuesto de subjuntivo"
    case .pluscuamperfectoDeSubjuntivo1: "Pretérito pluscuamperfecto de subjuntivo (-ra)"
    case .pluscuamperfectoDeSubjuntivo2: "Pretérito pluscuamperfecto de subjuntivo (-se)"
    case .futuroPerfectoDeSubjuntivo: "Futuro compuesto de subjuntivo"
    }
  }
}
