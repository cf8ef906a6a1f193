import ConjugarCore

/// What a learner or teacher chose to drill (`quiz --tense --verbs --person --irregular`, with
/// `--model` and `--top` already turned into verbs); an empty focus leaves the choice to the
/// difficulty's curriculum.
public struct QuizFocus: Equatable, Sendable {
  /// Only these tenses (gerund and participle included); empty: the difficulty's.
  public var items: [QuizItem]
  /// Only these verbs (infinitives of the lexicon); empty: the difficulty's pool.
  public var verbs: [String]
  /// Only these persons; empty: the quiz's persons (region and vos).
  public var persons: [Person]
  /// Only forms that depart from the regular pattern.
  public var irregularOnly: Bool

  public init(
    items: [QuizItem] = [], verbs: [String] = [], persons: [Person] = [],
    irregularOnly: Bool = false
  ) {
    self.items = items
    self.verbs = verbs
    self.persons = persons
    self.irregularOnly = irregularOnly
  }

  public var isEmpty: Bool { self == QuizFocus() }
}
