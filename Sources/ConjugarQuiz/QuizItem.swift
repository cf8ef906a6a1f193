import ConjugarCore
import GrammarWords
import Messages

/// What a question asks for: a tense with a person, the gerund or the participle.
public enum QuizItem: Hashable, Sendable {
  case tense(Tense)
  case gerund
  case participle

  /// The key used in JSON: the tense keys of `conjugar verb --format json`, or gerund/participle.
  public var key: String {
    switch self {
    case .tense(let tense): tense.rawValue
    case .gerund: "gerund"
    case .participle: "participle"
    }
  }

  /// How a question names it: presente de indicativo, gerundio.
  public var name: String { name(in: .english) }

  /// How a question names it for a reader of `language` (`Tense.name(in:)`): "pretérito" in
  /// English, "pretérito perfecto simple" in Spanish.
  public func name(in language: Language) -> String {
    switch self {
    case .tense(let tense): tense.name(in: language).lowercased()
    case .gerund: "gerundio"
    case .participle: "participio"
    }
  }

  /// Every item, in table order: the tenses, then gerund and participle.
  public static let all: [QuizItem] = Tense.allCases.map(QuizItem.tense) + [.gerund, .participle]

  /// The items a name names: any tense name of `TenseNames` (two for "imperfecto de
  /// subjuntivo"), a mood's name (all its tenses), or gerundio/gerund, participio/participle.
  public static func items(named text: String) -> [QuizItem] {
    switch Tense.searchKey(text) {
    case "gerundio", "gerund", "gerunds": return [.gerund]
    case "participio", "participle", "pastparticiple", "participles": return [.participle]
    default: return TenseNames.selection(named: text).map(QuizItem.tense)
    }
  }

  /// The item one question asks for the items a tense name names: the name's one item, or, for
  /// a name that leaves out -ra/-se ("imperfecto de subjuntivo", "pluperfect subjunctive"), the
  /// -ra tense with `acceptsTwin` set: its -se twin's forms are right too. nil for any other
  /// list of items (a mood, several names).
  public static func askedItem(_ items: [QuizItem]) -> (item: QuizItem, acceptsTwin: Bool)? {
    if items.count == 1 { return (items[0], false) }
    guard items.count == 2, case .tense(let first) = items[0],
      items[1] == .tense(first.subjunctiveTwin ?? first), items[1] != items[0]
    else { return nil }
    return (items[0], true)
  }

  /// The subjunctive tenses of `items` whose other form (-ra or -se) is there too, as a name
  /// without -ra/-se ("imperfecto de subjuntivo", or the mood "subjuntivo") selects them: a
  /// question of either then accepts both.
  public static func twinsNamed(_ items: [QuizItem]) -> Set<Tense> {
    var tenses: Set<Tense> = []
    for case .tense(let tense) in items {
      if let twin = tense.subjunctiveTwin, items.contains(.tense(twin)) { tenses.insert(tense) }
    }
    return tenses
  }

  public init?(key: String) {
    switch key {
    case "gerund": self = .gerund
    case "participle": self = .participle
    default:
      guard let tense = Tense(rawValue: key) else { return nil }
      self = .tense(tense)
    }
  }
}

/// One question of a quiz.
public struct QuizQuestion: Equatable, Sendable {
  /// 1-based position in the quiz.
  public let number: Int
  public let verb: String
  public let item: QuizItem
  /// nil for the gerund and the participle.
  public let person: Person?
  /// The form expected first.
  public let answer: String
  /// Other forms that also count as correct.
  public let alternatives: [String]

  public init(
    number: Int, verb: String, item: QuizItem, person: Person?, answer: String,
    alternatives: [String] = []
  ) {
    self.number = number
    self.verb = verb
    self.item = item
    self.person = person
    self.answer = answer
    self.alternatives = alternatives
  }

  public var acceptedAnswers: [String] { [answer] + alternatives }

  /// The same question, with these forms accepted besides its answer.
  public func accepting(_ alternatives: [String]) -> QuizQuestion {
    QuizQuestion(
      number: number, verb: verb, item: item, person: person, answer: answer,
      alternatives: alternatives)
  }

  /// The same question with the forms of its tense's -ra/-se twin accepted too (tuviese beside
  /// tuviera), as a tense named without -ra/-se asks; unchanged for other tenses.
  public func acceptingTwin(from conjugation: Conjugation) -> QuizQuestion {
    guard case .tense(let tense) = item, let twin = tense.subjunctiveTwin, let person,
      let form = conjugation.form(twin, person)
    else { return self }
    let added = form.allForms.filter { !acceptedAnswers.contains($0) }
    return accepting(alternatives + added)
  }

  /// What the question asks, without its answer.
  public var key: QuestionKey { QuestionKey(verb: verb, item: item, person: person) }

  /// The same question at another position.
  func renumbered(_ number: Int) -> QuizQuestion {
    QuizQuestion(
      number: number, verb: verb, item: item, person: person, answer: answer,
      alternatives: alternatives)
  }
}

/// What one question asks, without its answer: a verb, an item and a person (nil for the
/// gerund and the participle). The identity of a question across quizzes, as the history
/// records it.
public struct QuestionKey: Hashable, Sendable {
  public let verb: String
  public let item: QuizItem
  public let person: Person?

  public init(verb: String, item: QuizItem, person: Person?) {
    self.verb = verb
    self.item = item
    self.person = person
  }

  /// `hablar · pretérito · yo`: the question as a quiz, a worksheet and `stats` name it.
  public var label: String { label(in: .english) }

  /// The label for a reader of `language`, its tense named as `QuizItem.name(in:)` names it.
  public func label(in language: Language) -> String {
    var text = "\(verb) · \(item.name(in: language))"
    if let person { text += " · \(person.shortLabel)" }
    return text
  }

  /// `verb|item key|person key`: a stable order for ties.
  public var sortKey: String { "\(verb)|\(item.key)|\(person?.rawValue ?? "-")" }
}
