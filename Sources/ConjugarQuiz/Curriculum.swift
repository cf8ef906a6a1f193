import ConjugarCore

/// Which verbs a curriculum line draws from.
enum VerbPool: Sendable {
  /// Fully regular verbs.
  case regular
  /// Common verbs that are irregular in the line's tense (spelling changes included).
  case irregular
}

/// One line of a curriculum: `count` questions of `item` on verbs of `family`.
struct CurriculumLine: Sendable {
  let family: VerbPool
  let item: QuizItem
  let count: Int

  init(_ family: VerbPool, _ item: QuizItem, _ count: Int) {
    self.family = family
    self.item = item
    self.count = count
  }
}

/// What each difficulty asks, for a 50-question quiz; other lengths scale it.
enum Curriculum {
  static func lines(for difficulty: Difficulty) -> [CurriculumLine] {
    switch difficulty {
    case .easy: easy
    case .moderate: moderate
    case .difficult: difficult
    }
  }

  static let easy: [CurriculumLine] = [
    CurriculumLine(.regular, .tense(.presenteDeIndicativo), 10),
    CurriculumLine(.irregular, .tense(.presenteDeIndicativo), 10),
    CurriculumLine(.regular, .tense(.preterito), 10),
    CurriculumLine(.irregular, .tense(.preterito), 10),
    CurriculumLine(.regular, .tense(.futuroDeIndicativo), 5),
    CurriculumLine(.irregular, .tense(.futuroDeIndicativo), 5),
  ]

  static let moderate: [CurriculumLine] = [
    CurriculumLine(.regular, .tense(.presenteDeIndicativo), 3),
    CurriculumLine(.irregular, .tense(.presenteDeIndicativo), 4),
    CurriculumLine(.regular, .tense(.preterito), 3),
    CurriculumLine(.irregular, .tense(.preterito), 5),
    CurriculumLine(.regular, .tense(.imperfectoDeIndicativo), 3),
    CurriculumLine(.irregular, .tense(.imperfectoDeIndicativo), 2),
    CurriculumLine(.regular, .tense(.futuroDeIndicativo), 2),
    CurriculumLine(.irregular, .tense(.futuroDeIndicativo), 3),
    CurriculumLine(.regular, .tense(.condicional), 2),
    CurriculumLine(.irregular, .tense(.condicional), 2),
    CurriculumLine(.regular, .tense(.perfectoDeIndicativo), 2),
    CurriculumLine(.irregular, .tense(.perfectoDeIndicativo), 3),
    CurriculumLine(.regular, .tense(.presenteDeSubjuntivo), 3),
    CurriculumLine(.irregular, .tense(.presenteDeSubjuntivo), 4),
    CurriculumLine(.regular, .gerund, 1),
    CurriculumLine(.irregular, .gerund, 2),
    CurriculumLine(.regular, .tense(.imperativoPositivo), 2),
    CurriculumLine(.irregular, .tense(.imperativoPositivo), 2),
    CurriculumLine(.regular, .tense(.imperativoNegativo), 1),
    CurriculumLine(.irregular, .tense(.imperativoNegativo), 1),
  ]

  /// Every tense, archaic ones included: one regular and one irregular question each, more
  /// irregular ones where learners stumble most, and non-personal forms.
  static let difficult: [CurriculumLine] = {
    var lines: [CurriculumLine] = []
    let stressed: Set<Tense> = [
      .presenteDeIndicativo, .preterito, .futuroDeIndicativo, .presenteDeSubjuntivo,
      .imperfectoDeSubjuntivo1, .imperativoPositivo,
    ]
    for tense in Tense.allCases {
      lines.append(CurriculumLine(.regular, .tense(tense), 1))
      lines.append(CurriculumLine(.irregular, .tense(tense), stressed.contains(tense) ? 2 : 1))
    }
    lines.append(CurriculumLine(.irregular, .gerund, 2))
    lines.append(CurriculumLine(.irregular, .participle, 2))
    return lines
  }()

  /// The lines for the difficulty, kept to `items` when given. Each of `items` weighs the same,
  /// split between regular and irregular forms as the difficulty splits it (half and half for
  /// an item it does not ask).
  static func lines(for difficulty: Difficulty, items: [QuizItem]) -> [CurriculumLine] {
    let all = lines(for: difficulty)
    guard !items.isEmpty else { return all }
    return items.flatMap { item -> [CurriculumLine] in
      let kept = all.filter { $0.item == item }
      let regular = kept.filter { $0.family == .regular }.reduce(0) { $0 + $1.count }
      let irregular = kept.filter { $0.family == .irregular }.reduce(0) { $0 + $1.count }
      let share = regular + irregular == 0 ? 50 : regular * 100 / (regular + irregular)
      return [CurriculumLine(.regular, item, share), CurriculumLine(.irregular, item, 100 - share)]
        .filter { $0.count > 0 }
    }
  }

}

/// The verbs each difficulty draws from: the most used verbs of the lexicon (frequency ranks),
/// leaving out archaic, vulgar and unglossed verbs, verbs used in the third person only and
/// pronominal infinitives (levantarse), whose answers would need their pronoun.
public enum VerbTiers {
  /// How many of the most used verbs each difficulty draws from.
  public static func size(of difficulty: Difficulty) -> Int {
    switch difficulty {
    case .easy: 150
    case .moderate: 400
    case .difficult: 1_200
    }
  }

  /// The difficulty's verbs with their models, most used first.
  public static func verbs(for difficulty: Difficulty, in lexicon: Lexicon) -> [(
    verb: String, model: String
  )] {
    let ranked = lexicon.isBundled ? bundledRanking : ranking(of: lexicon)
    return Array(ranked.prefix(size(of: difficulty)))
  }

  /// Whether a verb is one a quiz draws on its own: glossed, current, fit for a classroom, with
  /// every person, not pronominal.
  public static func isDrillable(_ entry: VerbEntry) -> Bool {
    entry.translation != nil && !entry.isArchaic && !entry.isVulgar && !entry.isThirdPersonOnly
      && !entry.infinitive.hasSuffix("se")
  }

  private static let bundledRanking = ranking(of: .bundled)

  /// The drillable verbs most used first, as many as the largest tier: the ranks walked in
  /// order, each verb looked up (the list is not parsed whole).
  private static func ranking(of lexicon: Lexicon) -> [(verb: String, model: String)] {
    let largest = Difficulty.allCases.map(size(of:)).max() ?? 0
    var ranked: [(verb: String, model: String)] = []
    for verb in lexicon.frequency.mostUsedFirst where ranked.count < largest {
      guard let entry = lexicon.entry(for: verb), isDrillable(entry) else { continue }
      ranked.append((entry.infinitive, entry.model))
    }
    // A lexicon without ranks for enough verbs (a test's): its unranked verbs, in list order.
    if ranked.count < largest {
      let frequency = lexicon.frequency
      for entry in lexicon.entries
      where ranked.count < largest && isDrillable(entry)
        && frequency.rank(of: entry.infinitive) == nil
      {
        ranked.append((entry.infinitive, entry.model))
      }
    }
    return ranked
  }

}

/// The tenses (and gerund, participle) a difficulty's curriculum asks, in its order: what
/// `quiz --weak` draws from when no `--tense` is given.
public enum CurriculumItems {
  public static func items(for difficulty: Difficulty) -> [QuizItem] {
    var items: [QuizItem] = []
    for line in Curriculum.lines(for: difficulty) where !items.contains(line.item) {
      items.append(line.item)
    }
    return items
  }
}

extension Curriculum {
  /// Splits `total` questions over the lines in proportion to their counts (largest remainder,
  /// ties to the earlier line), so `--count` keeps the curriculum's mix.
  static func apportion(_ lines: [CurriculumLine], total: Int) -> [Int] {
    let weight = lines.reduce(0) { $0 + $1.count }
    guard weight > 0, total > 0 else { return lines.map { _ in 0 } }
    var counts = lines.map { $0.count * total / weight }
    let remainders = lines.enumerated().map { ($0.offset, $0.element.count * total % weight) }
    var missing = total - counts.reduce(0, +)
    for (index, _) in remainders.sorted(by: { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 })
    where missing > 0 {
      counts[index] += 1
      missing -= 1
    }
    return counts
  }
}
