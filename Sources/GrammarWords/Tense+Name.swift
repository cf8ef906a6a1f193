import ConjugarCore
import Messages

/// A tense's name for a reader, from the catalogue (`tensePresenteDeIndicativo`…): English keeps
/// the short table names conjugar has always printed ("Pretérito", "Imperfecto de indicativo"),
/// which English-speaking classrooms use; Spanish gets the names of the RAE's *Nueva gramática*
/// as Spanish schools teach them ("Pretérito perfecto simple"). `--tense` reads every one back
/// (`TenseNames`, in ConjugarCore; `TenseNameTests` holds them to it).
extension Tense {
  public var nameMessage: Message {
    switch self {
    case .presenteDeIndicativo: .tensePresenteDeIndicativo
    case .preterito: .tensePreterito
    case .imperfectoDeIndicativo: .tenseImperfectoDeIndicativo
    case .futuroDeIndicativo: .tenseFuturoDeIndicativo
    case .condicional: .tenseCondicional
    case .presenteDeSubjuntivo: .tensePresenteDeSubjuntivo
    case .imperfectoDeSubjuntivo1: .tenseImperfectoDeSubjuntivo1
    case .imperfectoDeSubjuntivo2: .tenseImperfectoDeSubjuntivo2
    case .futuroDeSubjuntivo: .tenseFuturoDeSubjuntivo
    case .imperativoPositivo: .tenseImperativoPositivo
    case .imperativoNegativo: .tenseImperativoNegativo
    case .perfectoDeIndicativo: .tensePerfectoDeIndicativo
    case .preteritoAnterior: .tensePreteritoAnterior
    case .pluscuamperfectoDeIndicativo: .tensePluscuamperfectoDeIndicativo
    case .futuroPerfecto: .tenseFuturoPerfecto
    case .condicionalCompuesto: .tenseCondicionalCompuesto
    case .perfectoDeSubjuntivo: .tensePerfectoDeSubjuntivo
    case .pluscuamperfectoDeSubjuntivo1: .tensePluscuamperfectoDeSubjuntivo1
    case .pluscuamperfectoDeSubjuntivo2: .tensePluscuamperfectoDeSubjuntivo2
    case .futuroPerfectoDeSubjuntivo: .tenseFuturoPerfectoDeSubjuntivo
    }
  }

  /// The name in `language`.
  public func name(in language: Language) -> String { nameMessage.text(in: language) }
}
