import ConjugarCore

/// What a fair draw promises, for a quiz or a sheet of `total` questions over `verbCount`
/// verbs: no question twice while the pool has questions not yet asked, and no verb more than
/// `cap` times (⌈total / verbCount⌉ + 1) while other verbs can still be asked.
///
/// A draw goes through `EvenDraw.Rule`s in order, each looser than the last: fresh questions
/// within the cap; fresh questions on any verb; then repeats, the least asked first.
public enum EvenDraw {
  enum Rule: CaseIterable {
    /// A question not asked yet, on a verb below the cap.
    case freshWithinCap
    /// A question not asked yet, on any verb.
    case fresh
    /// A question asked already, as few times as any (the pool is smaller than the count).
    case repeated
  }

  /// The most questions one verb gets while the pool allows: ⌈total / verbCount⌉ + 1.
  public static func cap(total: Int, verbCount: Int) -> Int {
    verbCount == 0 ? total : (total + verbCount - 1) / verbCount + 1
  }
}

/// The quiz's questions drawn over its curriculum lines: each line's share of the count
/// (`Curriculum.apportion`), its verbs in a `Cycle` and persons in `PersonCycles` as before,
/// under `EvenDraw`'s rules. A line that runs out of questions under a rule passes what it
/// lacks to the lines that still have some, in their curriculum proportions.
///
/// Why: the irregular line of `--tense preterite` with one irregular verb (leer) among 16 once
/// asked that verb the line's whole share (6 of 12), repeating its persons.
struct QuizDraw {
  typealias Line = (line: CurriculumLine, verbs: [String])

  private let lines: [Line]
  private let persons: PersonChoice
  /// Whether the line can ask the verb in the person (nil: the gerund and participle).
  private let wanted: (String, CurriculumLine, Person?) -> Bool
  private let cap: Int
  private var cycles: [Cycle<String>]
  private var personCycles: PersonCycles
  private var uses: [String: Int] = [:]
  private var asked: [QuestionKey: Int] = [:]
  private(set) var drafts: [QuestionKey] = []
  private let known = KnownKeys()

  /// What `keys` worked out, kept while the draw lasts.
  private final class KnownKeys {
    var keys: [String: [QuestionKey]] = [:]
  }

  init(
    lines: [Line], persons: PersonChoice, total: Int,
    wanted: @escaping (String, CurriculumLine, Person?) -> Bool
  ) {
    self.lines = lines
    self.persons = persons
    self.wanted = wanted
    cap = EvenDraw.cap(total: total, verbCount: Set(lines.flatMap(\.verbs)).count)
    cycles = lines.map { Cycle($0.verbs) }
    personCycles = persons.cycles()
  }

  /// Draws `counts[i]` questions from line i, then what the lines lacked from the others.
  mutating func draw(
    counts: [Int], using generator: inout some RandomNumberGenerator
  ) {
    var lacking = 0
    for (index, count) in counts.enumerated() where count > 0 {
      lacking += count - draw(count, from: index, .freshWithinCap, using: &generator)
    }
    for rule in EvenDraw.Rule.allCases where lacking > 0 {
      while lacking > 0 {
        let open = lines.indices.filter { canDraw(from: $0, rule) }
        guard !open.isEmpty else { break }
        let shares = Curriculum.apportion(open.map { lines[$0].line }, total: lacking)
        var drawn = 0
        for (index, share) in zip(open, shares) where share > 0 {
          drawn += draw(share, from: index, rule, using: &generator)
        }
        guard drawn > 0 else { break }
        lacking -= drawn
      }
    }
  }

  /// Draws up to `count` questions from the line under `rule`; how many it drew.
  private mutating func draw(
    _ count: Int, from index: Int, _ rule: EvenDraw.Rule,
    using generator: inout some RandomNumberGenerator
  ) -> Int {
    let line = lines[index].line
    for drawn in 0..<count {
      let fits = verbFits(line, rule)
      guard let verb = cycles[index].nextIfAny(using: &generator, where: fits) else {
        return drawn
      }
      let person = personCycles.next(
        for: line.item, using: &generator, where: personFits(verb, line, rule))
      let key = QuestionKey(verb: verb, item: line.item, person: person)
      drafts.append(key)
      asked[key, default: 0] += 1
      uses[verb, default: 0] += 1
    }
    return count
  }

  private func canDraw(from index: Int, _ rule: EvenDraw.Rule) -> Bool {
    lines[index].verbs.contains(where: verbFits(lines[index].line, rule))
  }

  /// The questions the line can ask of the verb (no person for the gerund and participle),
  /// worked out once per draw.
  private func keys(_ verb: String, _ line: CurriculumLine) -> [QuestionKey] {
    let memo = "\(line.item.key)|\(line.family)|\(verb)"
    if let known = known.keys[memo] { return known }
    let keys: [QuestionKey]
    if case .tense(let tense) = line.item {
      let choices = tense.isImperative ? persons.imperative : persons.personal
      keys = choices.filter { wanted(verb, line, $0) }.map {
        QuestionKey(verb: verb, item: line.item, person: $0)
      }
    } else {
      keys = wanted(verb, line, nil) ? [QuestionKey(verb: verb, item: line.item, person: nil)] : []
    }
    known.keys[memo] = keys
    return keys
  }

  private func verbFits(_ line: CurriculumLine, _ rule: EvenDraw.Rule) -> (String) -> Bool {
    switch rule {
    case .freshWithinCap:
      return { verb in
        uses[verb, default: 0] < cap && keys(verb, line).contains { asked[$0] == nil }
      }
    case .fresh:
      return { verb in keys(verb, line).contains { asked[$0] == nil } }
    case .repeated:
      let least = leastAsked
      return { verb in keys(verb, line).contains { asked[$0, default: 0] == least } }
    }
  }

  /// How often the least asked question of any line has been asked: repeats go to those first.
  private var leastAsked: Int? {
    lines.flatMap { line in line.verbs.flatMap { keys($0, line.line) } }
      .map { asked[$0, default: 0] }.min()
  }

  private func personFits(_ verb: String, _ line: CurriculumLine, _ rule: EvenDraw.Rule)
    -> (Person) -> Bool
  {
    let keys = keys(verb, line)
    let times = { (person: Person) in
      asked[QuestionKey(verb: verb, item: line.item, person: person), default: 0]
    }
    let least = rule == .repeated ? leastAsked ?? 0 : 0
    return { person in keys.contains { $0.person == person } && times(person) == least }
  }
}
