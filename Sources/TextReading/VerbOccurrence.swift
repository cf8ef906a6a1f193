import ConjugarCore

/// One verb met in a text: where it is, how it is written and what it can be.
public struct VerbOccurrence: Sendable, Equatable {
  /// In Unicode scalars from the start of the text: the verb's own words — one word (with its
  /// enclitics: dámelo), or haber + participle as one verb (he cerrado). Proclitic pronouns
  /// (se levantó, me lo dijo) and "no" are not in the span; they are in `pronouns`.
  public var offset: Int
  public var length: Int
  /// The span's text as written (case kept).
  public var form: String
  /// Never empty; likeliest first; more than one only where two verb readings remain (fui: ser
  /// or ir; cante: subjunctive or imperative).
  public var readings: [VerbReading]
  /// Clitics read with the verb, in text order, lower case (se, me, lo); a pronominal verb's
  /// pronoun included.
  public var pronouns: [String]
  /// The periphrasis the word is part of (voy a comer: both voy and comer).
  public var periphrasis: Periphrasis?
  /// The sentence the verb is in, in Unicode scalars from the start of the text.
  public var sentenceOffset: Int
  public var sentenceLength: Int

  public var isAmbiguous: Bool { readings.count > 1 }

  public init(
    offset: Int, length: Int, form: String, readings: [VerbReading], pronouns: [String] = [],
    periphrasis: Periphrasis? = nil, sentenceOffset: Int = 0, sentenceLength: Int = 0
  ) {
    self.offset = offset
    self.length = length
    self.form = form
    self.readings = readings
    self.pronouns = pronouns
    self.periphrasis = periphrasis
    self.sentenceOffset = sentenceOffset
    self.sentenceLength = sentenceLength
  }
}

/// One reading of a verb occurrence: the verb and the slot.
public struct VerbReading: Sendable, Equatable, Hashable {
  /// The verb as the list has it: levantarse when read with its reflexive pronoun (se levantó).
  public var infinitive: String
  /// `.finite(tense, person)`, `.infinitive`, `.gerund` or `.participle`.
  public var kind: FormAnalysis.Kind

  public init(infinitive: String, kind: FormAnalysis.Kind) {
    self.infinitive = infinitive
    self.kind = kind
  }

  public var tense: Tense? {
    if case .finite(let tense, _) = kind { tense } else { nil }
  }

  public var person: Person? {
    if case .finite(_, let person) = kind { person } else { nil }
  }
}
