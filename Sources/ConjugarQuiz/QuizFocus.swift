import ConjugarCore
import GrammarWords
import Messages

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
  public var summary: String? { summary(in: .english) }

  /// The selection in words in `language`: tenses, verbs and persons are Spanish in both;
  /// "7 verbs (…)", "irregular forms" and a whole mood's "(6 tenses)" are said in `language`.
  public func summary(in language: Language) -> String? {
    guard !isEmpty else { return nil }
    var parts: [String] = []
    if !items.isEmpty { parts.append(itemNames(in: language).joined(separator: ", ")) }
    if !verbs.isEmpty {
      let shown = verbs.prefix(6).joined(separator: ", ")
      parts.append(
        verbs.count <= 6
          ? shown : Message.quizFocusVerbs(verbs.count, shown: shown).text(in: language))
    }
    if !persons.isEmpty { parts.append(persons.map(\.shortLabel).joined(separator: ", ")) }
    if irregularOnly { parts.append(Message(.quizFocusIrregular).text(in: language)) }
    return parts.joined(separator: "; ")
  }

  /// The items by name, a whole mood as one (`subjuntivo (6 tenses)`): `--tense subjuntivo`
  /// says what it selected.
  private func itemNames(in language: Language) -> [String] {
    let tenses = Set(
      items.compactMap { item -> Tense? in
        if case .tense(let tense) = item { return tense }
        return nil
      })
    var names: [String] = []
    var moodsNamed: Set<Mood> = []
    for item in items {
      if case .tense(let tense) = item, tenses.isSuperset(of: tense.mood.tenses) {
        if moodsNamed.insert(tense.mood).inserted {
          let mood = tense.mood
          names.append(
            Message.quizFocusMood(mood.name, tenses: mood.tenseCount).text(in: language))
        }
      } else {
        names.append(item.name(in: language))
      }
    }
    return names
  }

  /// The line under a quiz's or worksheet's header in `language`: `Only: ` (`Solo: `) and the
  /// `summary`; nil for the whole curriculum.
  public func headerLine(in language: Language) -> String? {
    summary(in: language).map { Message.quizOnly($0).text(in: language) }
  }
}
