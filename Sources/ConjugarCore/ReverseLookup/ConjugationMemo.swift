import Synchronization

/// The conjugations a `FormAnalyzer` has made, kept per verb so that reading many forms of one
/// verb (a text's hablo, habla, hablaron…) conjugates it once, not once a form.
///
/// `FormAnalyzer.identify` compares the input with every form of each candidate verb; without a
/// memo each call conjugates its candidates again. A memo changes no answer: it only keeps what
/// `Conjugator.conjugate` returned for the same verb. It is safe to share between threads (a
/// mutex guards the table) and grows with the verbs asked about, at most the list's: give one
/// to the analyzer of a long job (`FormAnalyzer.remembering()`), and drop it with the job.
public final class ConjugationMemo: Sendable {
  private struct Key: Hashable {
    let verb: String
    let attachingPronouns: Bool
  }

  private let tables = Mutex<[Key: Conjugation]>([:])

  public init() {}

  /// How many conjugations are kept.
  public var count: Int { tables.withLock { $0.count } }

  /// `conjugator.conjugate(verb, attachingPronouns:)`, made once per verb; nil when it throws
  /// (a failure is not kept: the analyzer only asks about verbs its index names).
  func conjugation(
    of verb: String, attachingPronouns: Bool, with conjugator: Conjugator
  ) -> Conjugation? {
    let key = Key(verb: verb, attachingPronouns: attachingPronouns)
    if let known = tables.withLock({ $0[key] }) { return known }
    guard let made = try? conjugator.conjugate(verb, attachingPronouns: attachingPronouns) else {
      return nil
    }
    tables.withLock { $0[key] = made }
    return made
  }
}
