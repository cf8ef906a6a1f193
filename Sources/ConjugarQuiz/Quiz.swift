import ConjugarCore

/// What shapes a quiz: the settings it honours and its length (`init(settings:count:)` in
/// ConjugarSettings reads them from the learner's settings).
public struct QuizOptions: Equatable, Sendable {
  public var difficulty: Difficulty
  public var region: Region
  public var vos: Bool
  public var count: Int

  public static let defaultCount = 50

  public init(difficulty: Difficulty, region: Region, vos: Bool, count: Int = defaultCount) {
    self.difficulty = difficulty
    self.region = region
    self.vos = vos
    self.count = count
  }
}

/// Builds quizzes: a curriculum for the difficulty, verbs and persons drawn evenly with an
/// injected generator, so one seed always gives the same questions.
public struct Quiz: Sendable {
  private let conjugator: Conjugator

  public init(conjugator: Conjugator) {
    self.conjugator = conjugator
  }

  /// The questions for the options, drawn with `generator` (a `SeededGenerator` for `--seed`).
  public func questions(
    _ options: QuizOptions, using generator: inout some RandomNumberGenerator
  ) -> [QuizQuestion] {
    let lines = Curriculum.lines(for: options.difficulty)
    let counts = Curriculum.apportion(lines, total: options.count)
    let irregularity = IrregularityIndex(conjugator: conjugator)
    var persons = PersonCycles(options: options)
    var drafts: [(verb: String, item: QuizItem, person: Person?)] = []
    for (line, count) in zip(lines, counts) where count > 0 {
      var verbs = Cycle(pool(line.family, line.item, irregularity))
      guard !verbs.isEmpty else { continue }
      for _ in 0..<count {
        let verb = verbs.next(using: &generator)
        // An irregular verb is asked in a person where its form is irregular, when it has one.
        let wanted: (Person) -> Bool =
          line.family == .irregular
          ? { irregularity.isIrregular(verb, in: line.item, person: $0) } : { _ in true }
        drafts.append(
          (verb, line.item, persons.next(for: line.item, using: &generator, where: wanted)))
      }
    }
    return drafts.seededShuffle(using: &generator).enumerated().compactMap { index, draft in
      guard let conjugation = irregularity.conjugation(of: draft.verb) else { return nil }
      return question(
        number: index + 1, conjugation: conjugation, item: draft.item, person: draft.person)
    }
  }

  /// Questions for given keys (a spaced review): the first `limit` keys, in order, whose form still
  /// exists (a verb that no longer conjugates, or a person its tense lacks, is skipped), shuffled
  /// with `generator` and numbered from 1.
  public func questions(
    for keys: [QuestionKey], limit: Int, using generator: inout some RandomNumberGenerator
  ) -> [QuizQuestion] {
    var conjugations: [String: Conjugation?] = [:]
    var chosen: [(conjugation: Conjugation, key: QuestionKey)] = []
    for key in keys where chosen.count < limit {
      if conjugations[key.verb] == nil {
        conjugations[key.verb] = .some(try? conjugator.conjugate(key.verb))
      }
      guard let conjugation = conjugations[key.verb] ?? nil,
        question(number: 0, conjugation: conjugation, item: key.item, person: key.person) != nil
      else { continue }
      chosen.append((conjugation, key))
    }
    return chosen.seededShuffle(using: &generator).enumerated().compactMap { index, entry in
      question(
        number: index + 1, conjugation: entry.conjugation, item: entry.key.item,
        person: entry.key.person)
    }
  }

  private func question(number: Int, conjugation: Conjugation, item: QuizItem, person: Person?)
    -> QuizQuestion?
  {
    let verb = conjugation.infinitive
    let form: VerbForm?
    switch item {
    case .tense(let tense): form = person.flatMap { conjugation.form(tense, $0) }
    case .gerund: form = conjugation.gerund
    case .participle: form = conjugation.participle
    }
    guard let form else { return nil }
    return QuizQuestion(
      number: number, verb: verb, item: item, person: person, answer: form.text,
      alternatives: form.alternatives)
  }

  /// The verbs of a family for an item: regular verbs, or common verbs irregular in it.
  func pool(_ family: VerbPool, _ item: QuizItem, _ irregularity: IrregularityIndex) -> [String] {
    switch family {
    case .regular: Curriculum.regularVerbs
    case .irregular: Curriculum.irregularVerbs.filter { irregularity.isIrregular($0, in: item) }
    }
  }
}

/// Which forms of a verb depart from its regular pattern; conjugates each verb once.
final class IrregularityIndex {
  private let conjugator: Conjugator
  private var cache: [String: (actual: Conjugation, regular: Conjugation)?] = [:]

  init(conjugator: Conjugator) { self.conjugator = conjugator }

  /// Whether the verb departs from the regular pattern in the item (in one person, if given).
  func isIrregular(_ verb: String, in item: QuizItem, person: Person? = nil) -> Bool {
    guard let (conjugation, regular) = pair(verb) else { return false }
    switch item {
    case .gerund: return conjugation.gerund.text != regular.gerund.text
    case .participle: return conjugation.participle.text != regular.participle.text
    case .tense(let tense):
      let persons = person.map { [$0] } ?? tense.persons
      return persons.contains { conjugation.form(tense, $0)?.text != regular.form(tense, $0)?.text }
    }
  }

  /// The verb's conjugation, computed once.
  func conjugation(of verb: String) -> Conjugation? { pair(verb)?.0 }

  private func pair(_ verb: String) -> (Conjugation, Conjugation)? {
    if let cached = cache[verb] { return cached }
    let value = (try? conjugator.conjugate(verb)).map { ($0, conjugator.regularPattern(of: $0)) }
    cache[verb] = value
    return value
  }
}

/// Spreads persons evenly: one cycle for personal tenses, one for imperatives (no yo).
struct PersonCycles {
  private var personal: Cycle<Person>
  private var imperative: Cycle<Person>

  init(options: QuizOptions) {
    var persons: [Person] = [.yo, options.vos ? .vos : .tu, .el, .nosotros, .ellos]
    if options.region == .spain { persons.insert(.vosotros, at: 4) }
    personal = Cycle(persons)
    imperative = Cycle(persons.filter { $0 != .yo })
  }

  mutating func next(
    for item: QuizItem, using generator: inout some RandomNumberGenerator,
    where wanted: (Person) -> Bool
  ) -> Person? {
    switch item {
    case .gerund, .participle: nil
    case .tense(let tense):
      tense.isImperative
        ? imperative.next(using: &generator, where: wanted)
        : personal.next(using: &generator, where: wanted)
    }
  }
}
