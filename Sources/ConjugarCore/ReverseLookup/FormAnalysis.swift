/// One reading of a conjugated form: fui is ir, pretérito, yo (and ser, pretérito, yo).
public struct FormAnalysis: Sendable, Hashable {
  public enum Kind: Sendable, Hashable {
    case finite(Tense, Person)
    case infinitive
    case gerund
    case participle
  }

  /// The verb, as the list has it: levantarse for "me levanto".
  public let infinitive: String
  public let translation: String?
  public let kind: Kind
  /// The slot's form as `conjugar verb` writes it (me levanto, no hables, habíamos dicho, di).
  public let tableForm: String
  /// Object pronouns before or attached to the verb, in order (dímelo: me, lo). The reflexive
  /// pronoun of a pronominal verb is part of its form, not listed here.
  public let objectPronouns: [String]
  /// The form comes after "no" (no hablo). Negative imperatives are their own tense instead.
  public let isNegated: Bool
  /// The whole input as this reading spells it: equal to the input when the reading is exact,
  /// with the accents the input lacks otherwise (hablo → habló).
  public let spelling: String

  public var tense: Tense? {
    if case .finite(let tense, _) = kind { tense } else { nil }
  }

  public var person: Person? {
    if case .finite(_, let person) = kind { person } else { nil }
  }

  /// The same verb, slot and pronouns, whatever the spelling.
  func isSameReading(as other: FormAnalysis) -> Bool {
    infinitive == other.infinitive && kind == other.kind && objectPronouns == other.objectPronouns
      && isNegated == other.isNegated
  }
}

/// Everything a form can be.
public struct FormIdentification: Sendable {
  /// The input as read: lower case, single spaces.
  public let input: String
  /// Readings spelt exactly as the input.
  public let analyses: [FormAnalysis]
  /// Readings that differ from the input only in accents or diaeresis (hablo → habló).
  public let accentVariants: [FormAnalysis]
  /// Readings as a periphrasis (estoy comiendo, voy a comer), with or without other accents.
  public var periphrases: [PeriphrasisReading] = []

  /// The verbs of the exact readings, each once, in order.
  public var infinitives: [String] {
    analyses.map(\.infinitive).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
  }

  public var isEmpty: Bool { analyses.isEmpty && accentVariants.isEmpty && periphrases.isEmpty }
}
