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

extension QuizFocus {
  /// The selection in words, as quiz and worksheet headers and `stats` name it:
  /// `pretérito; hablar, comer; yo`, at most six verbs spelled out; nil for the whole curriculum.
  public var summary: String? {
    guard !isEmpty else { return nil }
    var parts: [String] = []
    if !items.isEmpty { parts.append(items.map(\.name).joined(separator: ", ")) }
    if !verbs.isEmpty {
      let shown = verbs.prefix(6).joined(separator: ", ")
      parts.append(verbs.count <= 6 ? shown : "\(verbs.count) verbs (\(shown), …)")
    }
    if !persons.isEmpty { parts.append(persons.map(\.shortLabel).joined(separator: ", ")) }
    if irregularOnly { parts.append("irregular forms") }
    return parts.joined(separator: "; ")
  }

  /// The line under a quiz's or worksheet's header: `Only: ` and the `summary`; nil for the
  /// whole curriculum.
  public var headerLine: String? { summary.map { "Only: " + $0 } }
}
