import ConjugarCore

/// The English of one verb's forms, as `verb --english` and `identify` print it ("tuve — I had").
///
/// The CLI builds it from the EnglishForms module (Docs/ENGLISH.md); this module takes it as
/// plain values and a function so that the tables and the JSON do not depend on how English is
/// made, and tests can pass any English they like.
public struct VerbEnglish: Sendable {
  /// The gerund with the rest of the gloss: "having", "giving up".
  public let gerund: String
  /// The past participle with the rest of the gloss: "had", "given up".
  public let participle: String
  private let finite: @Sendable (Tense, Person, String?) -> String?
  private let negated: @Sendable (Person) -> String?

  /// `form` gives the English of a tense and person ("I had"), nil for a person the tense lacks;
  /// its third argument is the form read, when one was (haber: ha, hay). `negatedPreterite`
  /// gives the English of a verb of state's negated preterite ("no quise — I refused"), nil
  /// for other verbs.
  public init(
    gerund: String, participle: String,
    form: @escaping @Sendable (Tense, Person, String?) -> String?,
    negatedPreterite: @escaping @Sendable (Person) -> String? = { _ in nil }
  ) {
    self.gerund = gerund
    self.participle = participle
    finite = form
    negated = negatedPreterite
  }

  /// The English of the negated preterite where it says more than "not": querer's "no quise —
  /// I refused"; nil for most verbs.
  public func negatedPreterite(_ person: Person) -> String? { negated(person) }

  /// The English of the form of `tense` and `person`: "I had", "(that) I have", "have!";
  /// `spelling` is the form read, where the row's forms differ in meaning (ha, hay).
  public func form(_ tense: Tense, _ person: Person, spelling: String? = nil) -> String? {
    finite(tense, person, spelling)
  }
}
