/// The verbal periphrases `identify` reads: a conjugated auxiliary, a linking word and a gerund
/// or an infinitive, as learners meet them (estoy comiendo, voy a comer, tengo que salir).
///
/// Scope: the auxiliary may be in any tense, simple or compound (he estado comiendo), with a
/// subject pronoun and "no" before it (yo no estoy comiendo); object pronouns go before the
/// auxiliary (me estoy lavando, lo voy a comer) or after the gerund or infinitive (estoy
/// lavándome, voy a comerlo). Imperatives are read only in "vamos a + infinitive" (let's);
/// other constructions (hay que, ponerse a, llevar + gerund, seguir + gerund) are not read.
public enum Periphrasis: String, CaseIterable, Sendable, Hashable {
  case progressive
  case goingTo
  case justDone
  case haberDe
  case tenerQue
  case deber
  case deberDe
  case volverA

  /// The verb that is conjugated.
  public var auxiliary: String {
    switch self {
    case .progressive: "estar"
    case .goingTo: "ir"
    case .justDone: "acabar"
    case .haberDe: "haber"
    case .tenerQue: "tener"
    case .deber, .deberDe: "deber"
    case .volverA: "volver"
    }
  }

  /// The word between the auxiliary and the main verb, if any.
  public var link: String? {
    switch self {
    case .progressive, .deber: nil
    case .goingTo, .volverA: "a"
    case .justDone, .haberDe, .deberDe: "de"
    case .tenerQue: "que"
    }
  }

  /// Whether the main verb is a gerund (else an infinitive).
  public var takesGerund: Bool { self == .progressive }

  /// The construction as a learner's grammar names it: "estar + gerund".
  public var construction: String {
    [auxiliary, link].compactMap { $0 }.joined(separator: " ") + " + "
      + (takesGerund ? "gerund" : "infinitive")
  }

  /// What it expresses: "progressive", "obligation".
  public var meaning: String {
    switch self {
    case .progressive: "progressive"
    case .goingTo: "near future, going to"
    case .justDone: "just done"
    case .haberDe: "obligation, future"
    case .tenerQue, .deber: "obligation"
    case .deberDe: "probability"
    case .volverA: "again"
    }
  }
}

/// One reading of a periphrasis: its auxiliary's reading (estoy: estar, presente, yo) and its
/// main verb's (comiendo: comer, gerund).
public struct PeriphrasisReading: Sendable, Hashable {
  public let periphrasis: Periphrasis
  /// A finite reading of `periphrasis.auxiliary`, with the subject and "no" before it.
  public let auxiliary: FormAnalysis
  /// A gerund or infinitive reading; its pronouns include those before the auxiliary.
  public let main: FormAnalysis
  /// The whole input as this reading spells it (with the accents the input lacks).
  public let spelling: String

  public var infinitive: String { main.infinitive }
}
