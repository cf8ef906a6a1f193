import ConjugarCore

/// The tense guide: one entry per tense, in `Tense.allCases` order.
public enum Guide {
  public static let entries: [GuideEntry] = Tense.allCases.map(entry(for:))

  /// The entry for a tense; every tense has one.
  public static func entry(for tense: Tense) -> GuideEntry {
    switch tense {
    case .presenteDeIndicativo: .presente
    case .preterito: .preterito
    case .imperfectoDeIndicativo: .imperfecto
    case .futuroDeIndicativo: .futuro
    case .condicional: .condicional
    case .presenteDeSubjuntivo: .presenteDeSubjuntivo
    case .imperfectoDeSubjuntivo1: .imperfectoDeSubjuntivoRa
    case .imperfectoDeSubjuntivo2: .imperfectoDeSubjuntivoSe
    case .futuroDeSubjuntivo: .futuroDeSubjuntivo
    case .imperativoPositivo: .imperativoPositivo
    case .imperativoNegativo: .imperativoNegativo
    case .perfectoDeIndicativo: .perfecto
    case .preteritoAnterior: .preteritoAnterior
    case .pluscuamperfectoDeIndicativo: .pluscuamperfecto
    case .futuroPerfecto: .futuroPerfecto
    case .condicionalCompuesto: .condicionalCompuesto
    case .perfectoDeSubjuntivo: .perfectoDeSubjuntivo
    case .pluscuamperfectoDeSubjuntivo1: .pluscuamperfectoDeSubjuntivoRa
    case .pluscuamperfectoDeSubjuntivo2: .pluscuamperfectoDeSubjuntivoSe
    case .futuroPerfectoDeSubjuntivo: .futuroPerfectoDeSubjuntivo
    }
  }
}
