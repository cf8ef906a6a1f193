/// One form of a conjugation table, with the other forms RAE also accepts.
public struct VerbForm: Sendable, Equatable {
  /// The form is `head` followed by `tail`. A compound form keeps its two pieces (the
  /// auxiliary with its space, "habríamos ", and the participle), a negative imperative "no "
  /// and the subjunctive, as the conjugator has them, each short enough to live inside its
  /// `String` without a heap allocation; they are joined only when `text` is read. Every other
  /// form is all `head`, with an empty `tail`.
  private var head: String
  private var tail: String

  /// The form to show and to expect first.
  public var text: String {
    get { tail.isEmpty ? head : head + tail }
    set {
      head = newValue
      tail = ""
    }
  }
  /// Further standard forms (voseante subjunctive, pre-2010 spelling, doublets…).
  public var alternatives: [String]
  /// True where usage lacks the form (llover in the first person): it exists, but is rare.
  public var isUnusual: Bool

  public init(_ text: String, alternatives: [String] = [], isUnusual: Bool = false) {
    self.head = text
    self.tail = ""
    self.alternatives = alternatives
    self.isUnusual = isUnusual
  }

  /// A form written as two pieces, `head` then `tail` (a compound form: "habré " + "hablado").
  init(_ head: String, _ tail: String, alternatives: [String], isUnusual: Bool) {
    self.head = head
    self.tail = tail
    self.alternatives = alternatives
    self.isUnusual = isUnusual
  }

  /// The main form's text in the pieces it is kept as, for writers that copy bytes: joined,
  /// they are `text`; the second is empty unless the form is compound.
  public var textPieces: (String, String) { (head, tail) }

  /// Every accepted spelling, the main one first.
  public var allForms: [String] { [text] + alternatives }

  public static func == (a: VerbForm, b: VerbForm) -> Bool {
    a.isUnusual == b.isUnusual && a.alternatives == b.alternatives
      && (a.head == b.head && a.tail == b.tail || a.text == b.text)
  }
}

/// The full conjugation of one verb.
public struct Conjugation: Sendable {
  public let infinitive: String
  /// The English gloss, when the verb is in the list.
  public let translation: String?
  /// The English of the preterite of a verb of state, when the list gives one
  /// (`VerbEntry.preteriteTranslation`).
  public var preteriteTranslation: String? = nil
  /// False when the verb is not in the list and was conjugated by inference.
  public let isKnown: Bool
  /// The word as typed when it differed from the listed verb only by accents (oir for oír):
  /// the listed verb is conjugated, and callers say so.
  public var enteredAs: String? = nil
  /// The name of the conjugation model (a paradigm verb).
  public let model: String
  /// A second model whose forms are accepted too, as alternatives (repatriar: hablar, also
  /// enviar); nil for most verbs.
  public var alternativeModel: String? = nil
  public let regularity: Regularity
  public let defectiveness: Defectiveness
  public let isPronominal: Bool
  public let gerund: VerbForm
  public let participle: VerbForm
  /// The simple forms by tense × person (`Slot.index`).
  let table: FormTable

  /// The form for a tense and person, or nil where RAE gives none (soler has no future).
  public func form(_ tense: Tense, _ person: Person) -> VerbForm? {
    guard !defectiveness.lacks(tense), !defectiveness.lacks(tense, person)
    else { return nil }
    let isUnusual = defectiveness.makesUnusual(person)
    if tense.isCompound {
      // "habré " (after the pronoun: "me he ") and the participle, joined when read.
      guard !participle.text.isEmpty else { return nil }
      let prefix = TableAssembler.compoundPrefix(tense, person, pronominal: isPronominal)
      return VerbForm(
        prefix, participle.text, alternatives: participle.alternatives.map { prefix + $0 },
        isUnusual: isUnusual)
    }
    guard tense.persons.contains(person) else { return nil }
    if tense == .imperativoNegativo {
      // "no " and the present subjunctive (vos: tú's and the voseante one, no tengas, no tengás).
      let index = Slot.form(.presenteDeSubjuntivo, person).index
      let text = table.text(at: index)
      guard !text.isEmpty else { return nil }
      return VerbForm(
        "no ", text, alternatives: table.alternatives(at: index).map { "no " + $0 },
        isUnusual: isUnusual)
    }
    let index = Slot.form(tense, person).index
    let text = table.text(at: index)
    guard !text.isEmpty else { return nil }
    return VerbForm(
      text, "", alternatives: table.alternatives(at: index), isUnusual: isUnusual)
  }

  /// Whether RAE gives forms for the tense at all.
  public func hasForms(in tense: Tense) -> Bool {
    tense.persons.contains { form(tense, $0) != nil }
  }
}
