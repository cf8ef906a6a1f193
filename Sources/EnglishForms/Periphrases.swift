import ConjugarCore

/// The English of a periphrasis (`Periphrasis`), from the main verb's gloss and the
/// auxiliary's tense and person: "estaba comiendo" → "I was eating", "voy a comer" → "I am
/// going to eat", "tuve que salir" → "I had to leave", "vuelvo a leer" → "I read again".
extension EnglishRendering {
  /// nil for a tense the construction is not rendered in (imperatives, but "let's eat").
  public func render(_ periphrasis: Periphrasis, _ tense: Tense, _ person: Person) -> String? {
    let agreement = Agreement(person)
    let reflexive = ReflexiveWords(subject: person, impersonal: isImpersonal)
    func clause(_ group: (String?, [String])?, _ main: VerbPhrase.Form) -> String? {
      guard let (marker, auxiliaries) = group else { return nil }
      let text = phrase.clause(
        subject: subject(person), auxiliaries: auxiliaries, main: main, reflexive: reflexive)
      return marker.map { "\($0) \(text)" } ?? text
    }
    switch periphrasis {
    case .progressive: return clause(Self.be(tense, agreement), .gerund)
    case .goingTo:
      if tense == .imperativoPositivo {
        return "let's "
          + phrase.clause(auxiliaries: [], main: .base, reflexive: .init(addressee: .nosotros))
      }
      return clause(Self.be(tense, agreement).map { ($0.0, $0.1 + ["going", "to"]) }, .base)
    case .haberDe: return clause(Self.be(tense, agreement).map { ($0.0, $0.1 + ["to"]) }, .base)
    case .tenerQue: return clause(Self.haveTo(tense, agreement), .base)
    case .deber:
      switch tense {
      case .presenteDeIndicativo: return clause((nil, ["must"]), .base)
      case .condicional, .imperfectoDeSubjuntivo1, .imperfectoDeSubjuntivo2:
        return clause((nil, ["should"]), .base)
      default: return clause(Self.haveTo(tense, agreement), .base)
      }
    case .deberDe:
      switch tense {
      case .presenteDeIndicativo, .futuroDeIndicativo: return clause((nil, ["must"]), .base)
      case .condicional: return clause((nil, ["must"]), .base)
      case .imperativoPositivo, .imperativoNegativo: return nil
      default: return clause((nil, ["must", "have"]), .participle)
      }
    case .justDone:
      guard let (marker, auxiliaries) = Self.have(tense, agreement) else { return nil }
      return clause((marker, auxiliaries + ["just"]), .participle)
    case .volverA:
      guard tense != .imperativoPositivo, tense != .imperativoNegativo,
        let text = render(tense, person)
      else { return nil }
      return text + " again"
    }
  }

  /// "am", "was", "will be", "have been", "(that) were": the forms of "be" before a gerund
  /// or "going to" in each tense; nil for the imperatives.
  static func be(_ tense: Tense, _ agreement: Agreement) -> (String?, [String])? {
    let present = agreement == .first ? "am" : agreement == .third ? "is" : "are"
    let past = agreement == .other ? "were" : "was"
    switch tense {
    case .presenteDeIndicativo: return (nil, [present])
    case .preterito, .imperfectoDeIndicativo: return (nil, [past])
    case .futuroDeIndicativo: return (nil, ["will", "be"])
    case .condicional: return (nil, ["would", "be"])
    case .presenteDeSubjuntivo: return ("(that)", [present])
    case .futuroDeSubjuntivo: return ("(if)", [present])
    case .imperfectoDeSubjuntivo1, .imperfectoDeSubjuntivo2: return ("(that)", ["were"])
    case .imperativoPositivo, .imperativoNegativo: return nil
    default:
      guard let (marker, auxiliaries) = have(tense, agreement) else { return nil }
      return (marker, auxiliaries + ["been"])
    }
  }

  /// "have to", "had to", "will have to", "have had to": obligation in each tense.
  static func haveTo(_ tense: Tense, _ agreement: Agreement) -> (String?, [String])? {
    let simple: (String?, [String])? =
      switch tense {
      case .presenteDeIndicativo: (nil, [agreement.have])
      case .preterito, .imperfectoDeIndicativo: (nil, ["had"])
      case .futuroDeIndicativo: (nil, ["will", "have"])
      case .condicional: (nil, ["would", "have"])
      case .presenteDeSubjuntivo: ("(that)", [agreement.have])
      case .futuroDeSubjuntivo: ("(if)", [agreement.have])
      case .imperfectoDeSubjuntivo1, .imperfectoDeSubjuntivo2: ("(that)", ["had"])
      case .imperativoPositivo, .imperativoNegativo: nil
      default: have(tense, agreement).map { ($0.0, $0.1 + ["had"]) }
      }
    return simple.map { ($0.0, $0.1 + ["to"]) }
  }

  /// The perfect auxiliaries: "have" for the present ("I have just eaten"), "had" for the
  /// past tenses, "will have", "would have"; the compound tenses as their simple twins.
  static func have(_ tense: Tense, _ agreement: Agreement) -> (String?, [String])? {
    switch tense {
    case .presenteDeIndicativo, .perfectoDeIndicativo: return (nil, [agreement.have])
    case .preterito, .imperfectoDeIndicativo, .preteritoAnterior, .pluscuamperfectoDeIndicativo:
      return (nil, ["had"])
    case .futuroDeIndicativo, .futuroPerfecto: return (nil, ["will", "have"])
    case .condicional, .condicionalCompuesto: return (nil, ["would", "have"])
    case .presenteDeSubjuntivo, .perfectoDeSubjuntivo: return ("(that)", [agreement.have])
    case .futuroDeSubjuntivo, .futuroPerfectoDeSubjuntivo: return ("(if)", [agreement.have])
    case .imperfectoDeSubjuntivo1, .imperfectoDeSubjuntivo2, .pluscuamperfectoDeSubjuntivo1,
      .pluscuamperfectoDeSubjuntivo2:
      return ("(that)", ["had"])
    case .imperativoPositivo, .imperativoNegativo: return nil
    }
  }
}
