import ConjugarCore

/// Who an English clause is about: the pronoun, the verb's agreement and the words for
/// "oneself" and "one's".
struct Subject: Sendable, Equatable {
  let pronoun: String
  let agreement: Agreement
  let reflexive: ReflexiveWords
}

/// Every English reading of a form. English "you" covers tú, vos, usted, vosotros and ustedes,
/// so a row has the reading its label gives ("he/she interprets") and those of the other
/// subjects it can have ("you interpret" for usted); a verb of state's preterite has its
/// senses apart too ("I got/had", "I got", "I had"). A translation is answered by every form
/// with the prompt among its readings.
extension EnglishRendering {
  /// The English of the form of `tense` and `person` (`render`'s first), then every other
  /// reading: "interpreta" → "he/she interprets", "you interpret"; "tened" → "have! (you all)",
  /// "have!"; empty for a person the tense does not have.
  public func readings(_ tense: Tense, _ person: Person) -> [String] {
    guard let shown = render(tense, person) else { return [] }
    var readings = [shown]
    func add(_ reading: String) {
      if !readings.contains(reading) { readings.append(reading) }
    }
    switch tense {
    case .imperativoPositivo, .imperativoNegativo:
      for addressee in Self.addressees(person) {
        add(imperative(negative: tense == .imperativoNegativo, person, addressee: addressee))
      }
    case _ where isExistential && person == .el:
      break
    default:
      for subject in subjects(person) {
        add(clause(tense, subject))
        guard tense == .preterito, let preterite, preterite.senses.count > 1 else { continue }
        for sense in preterite.senses { add(clause(of: sense, .preterito, subject)) }
      }
    }
    return readings
  }

  /// The subjects of a row, its label first: él is "he/she" or usted's "you" ("it" alone for
  /// an impersonal verb), vosotros "you all" or "you", ellos "they", ustedes' "you all" or "you".
  func subjects(_ person: Person) -> [Subject] {
    let own = Subject(
      pronoun: Self.labels[person.index], agreement: Agreement(person),
      reflexive: ReflexiveWords(subject: person, impersonal: isImpersonal))
    let you = Subject(
      pronoun: "you", agreement: .other, reflexive: ReflexiveWords(addressee: person))
    let youAll = Subject(pronoun: "you all", agreement: .other, reflexive: you.reflexive)
    switch person {
    case .el where isImpersonal:
      return [Subject(pronoun: "it", agreement: .third, reflexive: own.reflexive)]
    case .el, .vosotros: return [own, you]
    case .ellos: return [own, youAll, you]
    default: return [own]
    }
  }

  private static let labels = ["I", "you", "you", "he/she", "we", "you all", "they"]

  /// The labels after a command to each addressee a row can have, its own first: usted's
  /// "(formal)" or none; ustedes' "(you all, formal)", "(you all)" or none.
  static func addressees(_ person: Person) -> [String?] {
    switch person {
    case .el: ["(formal)", nil]
    case .vosotros: ["(you all)", nil]
    case .ellos: ["(you all, formal)", "(you all)", nil]
    default: [nil]
    }
  }
}
