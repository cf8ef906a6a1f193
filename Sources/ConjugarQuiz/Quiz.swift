import ConjugarCore
import Synchronization

/// What shapes a quiz: the settings it honours and its length (`init(settings:count:)` in
/// ConjugarSettings reads them from the learner's settings).
public struct QuizOptions: Equatable, Sendable {
  public var difficulty: Difficulty
  public var region: Region
  public var vos: Bool
  public var count: Int
  /// What the learner chose to drill; empty: the difficulty's curriculum.
  public var focus: QuizFocus

  public static let defaultCount = 50

  public init(
    difficulty: Difficulty, region: Region, vos: Bool, count: Int = defaultCount,
    focus: QuizFocus = QuizFocus()
  ) {
    self.difficulty = difficulty
    self.region = region
    self.vos = vos
    self.count = count
    self.focus = focus
  }

  /// Whether vos is asked instead of tú: the vos setting, or a region where vos replaces tú
  /// (`Region.impliesVos`). What the quiz's history records as its `vos`.
  public var asksVos: Bool { vos || region.impliesVos }

  /// The persons a quiz asks when none is named: yo, tú (vos when `asksVos`), él, nosotros,
  /// vosotros where the region uses it (Spain), ellos, in table order. The one statement of the
  /// rule: the quiz's questions, the marking of a drill and the worksheet grid's columns all
  /// read it.
  public var personsAsked: [Person] {
    var persons: [Person] = [.yo, asksVos ? .vos : .tu, .el, .nosotros, .ellos]
    if region.usesVosotros { persons.insert(.vosotros, at: 4) }
    return persons
  }
}

/// Builds quizzes: a curriculum for the difficulty, verbs and persons drawn evenly with an
/// injected generator, so one seed always gives the same questions.
public struct Quiz: Sendable {
  private let conjugator: Conjugator
  private let cache: QuizCache

  /// `cache` keeps what quizzes work out about `conjugator`'s lexicon for the next quiz (a REPL
  /// session's second quiz, a worksheet's next version); it belongs to that lexicon alone.
  /// Without one, the quiz works everything out for itself.
  public init(conjugator: Conjugator, cache: QuizCache = QuizCache()) {
    self.conjugator = conjugator
    self.cache = cache
  }

  /// The questions for the options, drawn with `generator` (a `SeededGenerator` for `--seed`):
  /// the curriculum's lines (regular and irregular forms of each tense, kept to the focus's
  /// tenses), each drawing evenly from the verbs of the difficulty's frequency tier (or the
  /// focus's verbs) that are regular or irregular in its tense, and persons evenly. Fewer than
  /// `options.count` questions, or none, when the focus leaves fewer forms to ask.
  ///
  /// Specialized for `SeededGenerator`, what every caller passes: unspecialized generic code
  /// costs several times as much (measured with callgrind).
  @_specialize(exported:true,where Generator == SeededGenerator)
  public func questions<Generator: RandomNumberGenerator>(
    _ options: QuizOptions, using generator: inout Generator
  ) -> [QuizQuestion] {
    let focus = options.focus
    let irregularity = IrregularityIndex(conjugator: conjugator, cache: cache)
    let persons = PersonChoice(options: options)
    let pool =
      focus.verbs.isEmpty
      ? VerbTiers.verbs(for: options.difficulty, in: conjugator.lexicon)
      : focus.verbs.compactMap { verb in
        conjugator.lexicon.entry(for: verb).map { (verb: $0.infinitive, model: $0.model) }
      }
    // Lines that can ask something: a person to ask (or none needed) and a verb of their family.
    var lines: [(line: CurriculumLine, verbs: [String])] = []
    for line in Curriculum.lines(for: options.difficulty, items: focus.items)
    where !(focus.irregularOnly && line.family == .regular) {
      guard persons.canAsk(line.item, explicitItems: !focus.items.isEmpty) else { continue }
      let eligible = {
        pool.filter { verb in
          irregularity.modelHasForms(verb.model, in: line.item)
            && irregularity.isIrregularModel(verb.model, in: line.item)
              == (line.family == .irregular)
        }.map(\.verb)
      }
      // The tier's lines are the same for every quiz of a difficulty: worked out once.
      let verbs =
        focus.verbs.isEmpty
        ? irregularity.tierLine(options.difficulty, line, eligible) : eligible()
      if !verbs.isEmpty { lines.append((line, verbs)) }
    }
    let counts = Curriculum.apportion(lines.map(\.line), total: options.count)
    // A form in use: not missing, and not one a table marks rare (llover in the first person);
    // for the irregular family, a person where it is irregular.
    var draw = QuizDraw(lines: lines, persons: persons, total: options.count) {
      verb, line, person in
      guard let conjugation = irregularity.conjugation(of: verb) else { return false }
      if case .tense(let tense) = line.item {
        guard let person, let form = conjugation.form(tense, person), !form.isUnusual else {
          return false
        }
      }
      return line.family == .regular || person == nil
        || irregularity.isIrregular(verb, in: line.item, person: person)
    }
    draw.draw(counts: counts, using: &generator)
    let drafts = draw.drafts.map { (verb: $0.verb, item: $0.item, person: $0.person) }
    let asked: [QuizQuestion] = drafts.seededShuffle(using: &generator).compactMap { draft in
      irregularity.conjugation(of: draft.verb).flatMap { conjugation in
        question(number: 0, conjugation: conjugation, item: draft.item, person: draft.person)
      }
    }
    return asked.enumerated().map { index, question in question.renumbered(index + 1) }
  }

  /// Questions for given keys (a spaced review): the first `limit` keys, in order, that fit the
  /// focus and whose form still exists (a verb that no longer conjugates, or a person its tense
  /// lacks, is skipped), shuffled with `generator` and numbered from 1.
  public func questions<Generator: RandomNumberGenerator>(
    for keys: [QuestionKey], limit: Int, focus: QuizFocus = QuizFocus(),
    using generator: inout Generator
  ) -> [QuizQuestion] {
    var conjugations: [String: Conjugation?] = [:]
    var chosen: [(conjugation: Conjugation, key: QuestionKey)] = []
    let irregularity = IrregularityIndex(conjugator: conjugator, cache: cache)
    let fits: (QuestionKey) -> Bool = { key in
      (focus.items.isEmpty || focus.items.contains(key.item))
        && (focus.verbs.isEmpty || focus.verbs.contains(key.verb))
        && (focus.persons.isEmpty || key.person.map(focus.persons.contains) ?? false)
        && (!focus.irregularOnly
          || irregularity.isIrregular(key.verb, in: key.item, person: key.person))
    }
    for key in keys where chosen.count < limit && fits(key) {
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
}

/// Which forms of a verb depart from its regular pattern; conjugates each verb once, and a
/// model's own verb (tener for the tener model) to classify every verb of that model cheaply.
/// What it works out is kept in the quiz's `QuizCache`, so a REPL session's second quiz, or a
/// worksheet's next version, does not conjugate again.
final class IrregularityIndex {
  private let conjugator: Conjugator
  private let store: QuizCache

  init(conjugator: Conjugator, cache: QuizCache) {
    self.conjugator = conjugator
    store = cache
  }

  /// Whether the verb departs from the regular pattern in the item (in one person, if given).
  func isIrregular(_ verb: String, in item: QuizItem, person: Person? = nil) -> Bool {
    guard let slots = irregularSlots(of: verb) else { return false }
    switch item {
    case .gerund: return slots[Self.gerundSlot]
    case .participle: return slots[Self.participleSlot]
    case .tense(let tense):
      if let person { return slots[Self.slot(tense, person)] }
      return tense.persons.contains { slots[Self.slot(tense, $0)] }
    }
  }

  private static let personCount = Person.allCases.count
  private static let gerundSlot = Tense.allCases.count * personCount
  private static let participleSlot = gerundSlot + 1
  private static func slot(_ tense: Tense, _ person: Person) -> Int {
    tense.index * personCount + person.index
  }

  /// For each slot (tense × person, gerund, participle), whether the verb's form differs from
  /// its regular pattern's: worked out once per verb.
  private func irregularSlots(of verb: String) -> [Bool]? {
    if let cached = store.state.withLock({ $0.irregularSlots[verb] }) { return cached }
    guard let conjugation = conjugation(of: verb) else { return nil }
    let regular = conjugator.regularPattern(of: conjugation)
    var slots = Array(repeating: false, count: Self.participleSlot + 1)
    for tense in Tense.allCases {
      for person in tense.persons {
        slots[Self.slot(tense, person)] =
          conjugation.form(tense, person)?.text != regular.form(tense, person)?.text
      }
    }
    slots[Self.gerundSlot] = conjugation.gerund.text != regular.gerund.text
    slots[Self.participleSlot] = conjugation.participle.text != regular.participle.text
    store.state.withLock { $0.irregularSlots[verb] = slots }
    return slots
  }

  /// Whether verbs of the model are irregular in the item, as its own verb is.
  func isIrregularModel(_ model: String, in item: QuizItem) -> Bool {
    forms(ofModel: model)?.irregular.contains(item) ?? false
  }

  /// Whether verbs of the model have forms in the item (soler has no future).
  func modelHasForms(_ model: String, in item: QuizItem) -> Bool {
    forms(ofModel: model)?.hasForms.contains(item) ?? false
  }

  /// The verbs of a difficulty's tier a curriculum line draws from, worked out once.
  func tierLine(_ difficulty: Difficulty, _ line: CurriculumLine, _ make: () -> [String])
    -> [String]
  {
    let key = "\(difficulty.rawValue)|\(line.item.key)|\(line.family)"
    if let cached = store.state.withLock({ $0.tierLines[key] }) { return cached }
    let verbs = make()
    store.state.withLock { $0.tierLines[key] = verbs }
    return verbs
  }

  /// The verb's conjugation, computed once.
  func conjugation(of verb: String) -> Conjugation? {
    if let cached = store.state.withLock({ $0.conjugations[verb] }) { return cached }
    let value = try? conjugator.conjugate(verb)
    store.state.withLock { $0.conjugations[verb] = .some(value) }
    return value
  }

  private func forms(ofModel model: String) -> QuizCache.ModelForms? {
    if let cached = store.state.withLock({ $0.models[model] }) { return cached }
    var value: QuizCache.ModelForms?
    if let conjugation = conjugation(of: model) {
      var forms = QuizCache.ModelForms(hasForms: [.gerund, .participle], irregular: [])
      for item in QuizItem.all {
        if case .tense(let tense) = item, !conjugation.hasForms(in: tense) { continue }
        forms.hasForms.insert(item)
        if isIrregular(model, in: item) { forms.irregular.insert(item) }
      }
      value = forms
    }
    store.state.withLock { $0.models[model] = .some(value) }
    return value
  }
}

/// What quizzes have worked out about one lexicon: conjugations, regular patterns, each model's
/// irregular items and the tiers' curriculum lines. Passed in (`CommandEnvironment.quizCache`
/// holds the process's), never a global; pure data derived from the lexicon, so sharing it
/// changes no question.
public final class QuizCache: Sendable {
  /// Which items a model's own verb has, and in which it is irregular.
  struct ModelForms: Sendable {
    var hasForms: Set<QuizItem>
    var irregular: Set<QuizItem>
  }

  struct State: Sendable {
    var conjugations: [String: Conjugation?] = [:]
    var irregularSlots: [String: [Bool]] = [:]
    var models: [String: ModelForms?] = [:]
    var tierLines: [String: [String]] = [:]
  }

  let state = Mutex(State())

  public init() {}
}

/// The persons a quiz asks: yo, tú (or vos), él, nosotros, (vosotros in Spain), ellos; or the
/// focus's persons, even those the quiz would not ask (`--person vosotros` in Latin America).
/// Imperatives have no yo.
struct PersonChoice {
  let personal: [Person]
  private let hasFocus: Bool

  init(options: QuizOptions) {
    var persons = options.personsAsked
    let focus = options.focus.persons
    hasFocus = !focus.isEmpty
    if hasFocus {
      // Every person named is asked (vosotros outside Spain too); "you" (tú and vos) is the
      // quiz's own second person.
      persons = Person.allCases.filter(focus.contains)
      if persons.contains(.tu) && persons.contains(.vos) {
        persons.removeAll { $0 == (options.asksVos ? .tu : .vos) }
      }
    }
    personal = persons
  }

  var imperative: [Person] { personal.filter { $0 != .yo } }

  /// Whether a question of the item can be asked: an imperative needs a person other than yo;
  /// gerund and participle have no person, so a person focus leaves them out unless the focus
  /// names them.
  func canAsk(_ item: QuizItem, explicitItems: Bool) -> Bool {
    switch item {
    case .tense(let tense): !tense.isImperative || !imperative.isEmpty
    case .gerund, .participle: explicitItems || !hasFocus
    }
  }

  func cycles() -> PersonCycles { PersonCycles(personal: personal, imperative: imperative) }
}

/// Spreads persons evenly: one cycle for personal tenses, one for imperatives (no yo).
struct PersonCycles {
  private var personal: Cycle<Person>
  private var imperative: Cycle<Person>

  init(personal: [Person], imperative: [Person]) {
    self.personal = Cycle(personal)
    self.imperative = Cycle(imperative)
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
