import ConjugarCore

/// English renderings of the forms of one Spanish verb, built from its gloss: "tuve" → "I had",
/// "habremos tenido" → "we will have had", "no tengas" → "don't have!".
///
/// Only the gloss's first sense is used ("to be able to, can" → "to be able to"); a verb of state
/// with a preterite gloss ("to find out" for saber) says its preterite with it and its imperfect
/// in the simple past ("supe — I found out", "sabía — I knew"). The style of each tense, the
/// pronoun labels and the limits are in Docs/ENGLISH.md.
public struct EnglishRendering: Sendable, Equatable {
  let phrase: VerbPhrase
  /// The senses of the preterite of a verb of state, and of its negation (querer: "wanted,
  /// tried"; "no quise": refused).
  let preterite: PreteriteSenses?
  /// Whether the él row reads "it" (weather verbs, acontecer): "it rains", not "he/she rains".
  public let isImpersonal: Bool
  /// Whether the él row says that something exists (haber, glossed "there to be" among its
  /// senses): "hay — there is/there are", "ha habido — there has been/there have been".
  public let isExistential: Bool
  /// haber's present form that only says "there is" (hay, beside the auxiliary ha): the
  /// alternative of its él row.
  private(set) var impersonalPresent: String? = nil

  /// The rendering of a gloss as in Resources/verbs.tsv (senses separated by ", "); nil when
  /// the gloss is empty. `impersonal` for verbs used in the third person only; `preterite`, the
  /// list's preterite gloss of a verb of state ("to get, to have"; `PreteriteSenses`).
  public init?(gloss: String, impersonal: Bool = false, preterite: String? = nil) {
    guard let phrase = VerbPhrase(sense: gloss) else { return nil }
    self.phrase = phrase
    self.preterite = preterite.flatMap(PreteriteSenses.init)
    isImpersonal = impersonal
    isExistential = gloss.split(separator: ", ").contains { $0 == Self.existentialSense }
  }

  /// The rendering of a conjugation's gloss; nil for a verb without one.
  public init?(_ conjugation: Conjugation) {
    guard let gloss = conjugation.translation else { return nil }
    self.init(
      gloss: gloss, impersonal: conjugation.defectiveness == .thirdPersonOnly,
      preterite: conjugation.preteriteTranslation)
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
      let auxiliary = clause(tense, subjects(person)[0])
      return form == nil ? auxiliary + "; " + existential(tense) : auxiliary
    }
    switch tense {
    case .imperativoPositivo, .imperativoNegativo:
      return imperative(negative: tense == .imperativoNegativo, person)
    case _ where isExistential && person == .el:
      return existential(tense)
    default:
      return clause(tense, subjects(person)[0])
    }
  }

  /// The finite clause of the gloss's verb: "I had", "(that) he/she has"; a verb of state's
  /// preterite in its own senses ("I got/had") and its imperfect in the simple past ("I had").
  func clause(_ tense: Tense, _ subject: Subject) -> String {
    if tense == .preterito, let preterite {
      return Self.merged(preterite.senses.map { clause(of: $0, .preterito, subject) })
    }
    let isState = preterite != nil && tense == .imperfectoDeIndicativo
    return clause(of: phrase, isState ? .preterito : tense, subject)
  }

  /// `phrase` in `tense` with `subject`.
  func clause(of phrase: VerbPhrase, _ tense: Tense, _ subject: Subject) -> String {
    let (marker, auxiliaries, main) = Self.verbGroup(tense, subject.agreement)
    let clause = phrase.clause(
      subject: subject.pronoun, auxiliaries: auxiliaries, main: main,
      dropsHabitualAdverb: tense == .imperfectoDeIndicativo, reflexive: subject.reflexive)
    return marker.map { "\($0) \(clause)" } ?? clause
  }

  /// Clauses with the same subject as one: "I got" and "I had" → "I got/had".
  static func merged(_ clauses: [String]) -> String {
    guard let first = clauses.first else { return "" }
    let firstWords = first.split(separator: " ")
    let rest = clauses.dropFirst().map { clause in
      let words = clause.split(separator: " ")
      let shared = zip(firstWords, words).prefix { $0 == $1 }.count
      return words.dropFirst(min(shared, words.count - 1)).joined(separator: " ")
    }
    return ([first] + rest).joined(separator: "/")
  }

  /// The English gerund with the rest of the phrase: "having", "giving up".
  public var gerund: String { phrase.clause(subject: nil, auxiliaries: [], main: .gerund) }

  /// The English past participle with the rest of the phrase: "had", "given up".
  public var participle: String { phrase.clause(subject: nil, auxiliaries: [], main: .participle) }

  /// The subject pronoun of a row: the él row is "he/she" ("it" for impersonal verbs).
  public func subject(_ person: Person) -> String { subjects(person)[0].pronoun }

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

  /// "have!", "don't have! (formal)", "let's have!", "let's not have!"; `addressee`, the
  /// label after the command, when not the row's own (`Subjects`: "have!" for usted too).
  func imperative(negative: Bool, _ person: Person, addressee label: String?? = nil) -> String {
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
    let addressee = label ?? Self.addressees(person)[0]
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
