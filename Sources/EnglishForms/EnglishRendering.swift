import ConjugarCore

/// English renderings of the forms of one Spanish verb, built from its gloss: "tuve" → "I had",
/// "habremos tenido" → "we will have had", "no tengas" → "don't have!".
///
/// Only the gloss's first sense is used ("to be able to, can" → "to be able to"). The style of
/// each tense, the pronoun labels and the limits are in Docs/ENGLISH.md.
public struct EnglishRendering: Sendable, Equatable {
  let phrase: VerbPhrase
  /// Whether the él row reads "it" (weather verbs, acontecer): "it rains", not "he/she rains".
  public let isImpersonal: Bool
  /// Whether the él row says that something exists (haber, glossed "there to be" among its
  /// senses): "hay — there is/there are", "ha habido — there has been/there have been".
  public let isExistential: Bool
  /// haber's present form that only says "there is" (hay, beside the auxiliary ha): the
  /// alternative of its él row.
  private(set) var impersonalPresent: String? = nil

  /// The rendering of a gloss as in Resources/verbs.tsv (senses separated by ", "); nil when
  /// the gloss is empty. `impersonal` for verbs used in the third person only.
  public init?(gloss: String, impersonal: Bool = false) {
    guard let phrase = VerbPhrase(sense: gloss) else { return nil }
    self.phrase = phrase
    isImpersonal = impersonal
    isExistential = gloss.split(separator: ", ").contains { $0 == Self.existentialSense }
  }

  /// The rendering of a conjugation's gloss; nil for a verb without one.
  public init?(_ conjugation: Conjugation) {
    guard let gloss = conjugation.translation else { return nil }
    self.init(gloss: gloss, impersonal: conjugation.defectiveness == .thirdPersonOnly)
    if isExistential {
      impersonalPresent = conjugation.form(.presenteDeIndicativo, .el)?.alternatives.first
    }
  }

  /// The English of the form of `tense` and `person`: "I had", "(that) he has", "let's go!";
  /// nil for a person the tense does not have (yo in the imperative).
  ///
  /// `form`, when given, is the form read (`identify`): haber's present has a form of its own
  /// for "there is" (hay) beside the auxiliary (ha), so the row without a form reads both.
  public func render(_ tense: Tense, _ person: Person, form: String? = nil) -> String? {
    guard tense.persons.contains(person) else { return nil }
    if isExistential, person == .el, tense == .presenteDeIndicativo, let impersonalPresent {
      if form == impersonalPresent { return existential(tense) }
      let auxiliary = clause(tense, person)
      return form == nil ? auxiliary + "; " + existential(tense) : auxiliary
    }
    switch tense {
    case .imperativoPositivo, .imperativoNegativo:
      return imperative(negative: tense == .imperativoNegativo, person)
    case _ where isExistential && person == .el:
      return existential(tense)
    default:
      return clause(tense, person)
    }
  }

  /// The finite clause of the gloss's verb: "I had", "(that) he/she has".
  private func clause(_ tense: Tense, _ person: Person) -> String {
    let (marker, auxiliaries, main) = Self.verbGroup(tense, Agreement(person))
    let clause = phrase.clause(
      subject: subject(person), auxiliaries: auxiliaries, main: main,
      dropsHabitualAdverb: tense == .imperfectoDeIndicativo,
      reflexive: ReflexiveWords(subject: person, impersonal: isImpersonal))
    return marker.map { "\($0) \(clause)" } ?? clause
  }

  /// The English gerund with the rest of the phrase: "having", "giving up".
  public var gerund: String { phrase.clause(subject: nil, auxiliaries: [], main: .gerund) }

  /// The English past participle with the rest of the phrase: "had", "given up".
  public var participle: String { phrase.clause(subject: nil, auxiliaries: [], main: .participle) }

  /// The subject pronoun of a row: the él row is "he/she" ("it" for impersonal verbs).
  public func subject(_ person: Person) -> String {
    person == .el && isImpersonal ? "it" : Self.subjects[person.index]
  }

  private static let subjects = ["I", "you", "you", "he/she", "we", "you all", "they"]

  /// A clause marker ("(that)", "(if)"), the auxiliaries and the main verb's form for a tense
  /// with a subject.
  static func verbGroup(_ tense: Tense, _ agreement: Agreement) -> (
    String?, [String], VerbPhrase.Form
  ) {
    switch tense {
    case .presenteDeIndicativo: return (nil, [], .present(agreement))
    case .preterito: return (nil, [], .past(agreement))
    case .imperfectoDeIndicativo: return (nil, ["used to"], .base)
    case .futuroDeIndicativo: return (nil, ["will"], .base)
    case .condicional: return (nil, ["would"], .base)
    case .presenteDeSubjuntivo: return ("(that)", [], .present(agreement))
    case .imperfectoDeSubjuntivo1, .imperfectoDeSubjuntivo2: return ("(that)", [], .pastSubjunctive)
    case .futuroDeSubjuntivo: return ("(if)", [], .present(agreement))
    case .perfectoDeIndicativo: return (nil, [agreement.have], .participle)
    case .preteritoAnterior, .pluscuamperfectoDeIndicativo: return (nil, ["had"], .participle)
    case .futuroPerfecto: return (nil, ["will", "have"], .participle)
    case .condicionalCompuesto: return (nil, ["would", "have"], .participle)
    case .perfectoDeSubjuntivo: return ("(that)", [agreement.have], .participle)
    case .pluscuamperfectoDeSubjuntivo1, .pluscuamperfectoDeSubjuntivo2:
      return ("(that)", ["had"], .participle)
    case .futuroPerfectoDeSubjuntivo: return ("(if)", [agreement.have], .participle)
    case .imperativoPositivo, .imperativoNegativo: return (nil, [], .base)
    }
  }

  /// "have!", "don't have! (formal)", "let's have!", "let's not have!".
  private func imperative(negative: Bool, _ person: Person) -> String {
    let command: String
    let reflexive = ReflexiveWords(addressee: person)
    if person == .nosotros {
      command =
        (negative ? "let's not " : "let's ")
        + phrase.clause(auxiliaries: [], main: .base, reflexive: reflexive)
    } else {
      command = phrase.clause(
        auxiliaries: negative ? ["don't"] : [], main: .base, reflexive: reflexive)
    }
    let addressee: String? =
      switch person {
      case .el: "(formal)"
      case .vosotros: "(you all)"
      case .ellos: "(you all, formal)"
      default: nil
      }
    return addressee.map { "\(command)! \($0)" } ?? "\(command)!"
  }
}

/// Which form of a finite English verb a subject takes: I am, he is, we are; I was, we were.
enum Agreement: Sendable {
  case first, third, other

  init(_ person: Person) {
    switch person {
    case .yo: self = .first
    case .el: self = .third
    default: self = .other
    }
  }

  var have: String { self == .third ? "has" : "have" }
}
