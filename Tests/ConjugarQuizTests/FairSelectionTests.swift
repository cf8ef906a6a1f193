import ConjugarCore
import SentenceBank
import Testing

@testable import ConjugarQuiz

/// What a teacher checks on a sheet: no question twice while the pool has others (and then as
/// evenly as it allows), no verb more than ⌈N/V⌉ + 1 times, and tenses within `--difficulty`,
/// over many seeds, verb lists, counts and both draws (the conjugation, translation and
/// recognition drills share `Quiz`'s; the sentence drills `ContextQuiz`'s).
@Suite struct FairSelectionTests {
  static let conjugator = Conjugator()
  static let quiz = Quiz(conjugator: conjugator)
  static let context = ContextQuiz(bank: .bundled, conjugator: conjugator)
  static let seeds: [UInt64] = Array(1...24)

  /// A unit's list of 16 verbs with one irregular preterite (leer), as in issue 39.
  static let unit = [
    "hablar", "comer", "vivir", "leer", "estudiar", "trabajar", "escribir", "abrir", "beber",
    "cantar", "bailar", "comprar", "vender", "aprender", "decidir", "caminar",
  ]
  static let irregulars = ["ser", "ir", "tener", "hacer", "decir", "poner", "venir", "saber"]
  static let mixed = ["oír", "caer", "construir", "creer", "pedir", "llegar", "tocar"]
  static let pair = ["leer", "hablar"]
  static let lists = [unit, irregulars, mixed, pair]

  enum Draw: CaseIterable { case conjugation, sentences }

  static func keys(_ draw: Draw, _ options: QuizOptions, seed: UInt64) -> [QuestionKey] {
    var generator = SeededGenerator(seed: seed)
    switch draw {
    case .conjugation: return quiz.questions(options, using: &generator).map(\.key)
    case .sentences: return context.questions(options, using: &generator).map(\.question.key)
    }
  }

  static func options(_ verbs: [String], _ items: [QuizItem], count: Int) -> QuizOptions {
    QuizOptions(
      difficulty: .easy, region: .latinAmerica, vos: false, count: count,
      focus: QuizFocus(items: items, verbs: verbs))
  }

  /// Checks one draw against its pool (every question the selection can ask, found by asking
  /// for far more than it holds): distinct questions while the pool allows, each asked at most
  /// once more than any other after that, and verbs within ⌈N/V⌉ + 1 when the pool allows it.
  static func pool(_ draw: Draw, _ options: QuizOptions) -> Set<QuestionKey> {
    var large = options
    large.count = 400
    return Set(keys(draw, large, seed: 1))
  }

  static func checkFair(
    _ draw: Draw, _ options: QuizOptions, pool: Set<QuestionKey>, seed: UInt64
  ) {
    let asked = keys(draw, options, seed: seed)
    let times = Dictionary(asked.map { ($0, 1) }, uniquingKeysWith: +)
    #expect(Set(asked).isSubset(of: pool))
    if asked.count <= pool.count {
      #expect(times.values.allSatisfy { $0 == 1 }, "a repeat with seed \(seed)")
    } else if draw == .conjugation {
      #expect(Set(asked) == pool)
      #expect((times.values.max() ?? 0) - (times.values.min() ?? 0) <= 1, "seed \(seed)")
    }
    let perVerb = Dictionary(grouping: pool, by: \.verb).mapValues(\.count)
    let bound = EvenDraw.cap(total: asked.count, verbCount: perVerb.count)
    // The pool allows the bound when the verbs' questions within it cover the count.
    guard perVerb.values.reduce(0, { $0 + min($1, bound) }) >= asked.count else { return }
    let uses = Dictionary(asked.map { ($0.verb, 1) }, uniquingKeysWith: +)
    #expect(uses.values.allSatisfy { $0 <= bound }, "seed \(seed): \(uses)")
  }

  @Test(arguments: [5, 12, 25, 40])
  func theUnitsPreteriteSheetAsksNoQuestionTwiceAndNoVerbTooOften(_ count: Int) {
    for seed in Self.seeds {
      let asked = Self.keys(
        .conjugation, Self.options(Self.unit, [.tense(.preterito)], count: count), seed: seed)
      #expect(asked.count == count)
      #expect(Set(asked).count == count, "seed \(seed)")
      let leer = asked.filter { $0.verb == "leer" }.count
      #expect(leer <= EvenDraw.cap(total: count, verbCount: Self.unit.count), "seed \(seed)")
    }
  }

  @Test(arguments: Draw.allCases, [5, 12, 25, 60])
  func everyListAndCountIsDrawnFairly(_ draw: Draw, _ count: Int) {
    let selections: [[QuizItem]] = [
      [.tense(.preterito)], [.tense(.presenteDeIndicativo), .tense(.futuroDeIndicativo)], [],
    ]
    for verbs in Self.lists {
      for items in selections {
        let options = Self.options(verbs, items, count: count)
        let pool = Self.pool(draw, options)
        #expect(pool.count < 400)
        for seed in Self.seeds.prefix(20) {
          Self.checkFair(draw, options, pool: pool, seed: seed)
        }
      }
    }
  }

  @Test(arguments: [Difficulty.easy, .moderate], [10, 30])
  func theWholeCurriculumIsDrawnFairly(_ difficulty: Difficulty, _ count: Int) {
    for seed in Self.seeds.prefix(20) {
      for draw in Draw.allCases {
        let options = QuizOptions(
          difficulty: difficulty, region: .spain, vos: false, count: count)
        let asked = Self.keys(draw, options, seed: seed)
        #expect(Set(asked).count == asked.count, "seed \(seed)")
        let uses = Dictionary(asked.map { ($0.verb, 1) }, uniquingKeysWith: +)
        #expect(uses.values.allSatisfy { $0 <= 2 }, "seed \(seed): \(uses)")
      }
    }
  }

  @Test(arguments: [Difficulty.easy, .moderate], Draw.allCases)
  func everyDrillKeepsToTheTensesOfTheDifficulty(_ difficulty: Difficulty, _ draw: Draw) {
    let allowed = Set(CurriculumItems.items(for: difficulty))
    for seed in Self.seeds.prefix(20) {
      for verbs in [[], Self.unit, Self.irregulars] {
        let options = QuizOptions(
          difficulty: difficulty, region: .spain, vos: false, count: 40,
          focus: QuizFocus(verbs: verbs))
        let items = Set(Self.keys(draw, options, seed: seed).map(\.item))
        #expect(items.isSubset(of: allowed), "\(difficulty) seed \(seed): \(items)")
      }
    }
  }

  /// Issue 39: an "easy" context sheet held the pluscuamperfecto and the pretérito anterior.
  @Test func anEasyContextSheetAsksOnlyTheEasyTenses() {
    let easy: Set<QuizItem> = [
      .tense(.presenteDeIndicativo), .tense(.preterito), .tense(.futuroDeIndicativo),
    ]
    var generator = SeededGenerator(seed: 4)
    let options = QuizOptions(difficulty: .easy, region: .spain, vos: false, count: 200)
    let asked = Self.context.questions(options, using: &generator)
    #expect(asked.count == 200)
    #expect(Set(asked.map(\.question.item)).isSubset(of: easy))
    #expect(asked.allSatisfy { easy.contains(.tense($0.sentence.tense)) })
  }

  @Test func aPoolSmallerThanTheCountRepeatsEvenly() {
    // hablar and leer in the pretérito, Latin America: 10 questions for 23 asked.
    let asked = Self.keys(
      .conjugation, Self.options(Self.pair, [.tense(.preterito)], count: 23), seed: 7)
    let times = Dictionary(asked.map { ($0, 1) }, uniquingKeysWith: +)
    #expect(asked.count == 23)
    #expect(times.count == 10)
    #expect(Set(times.values) == [2, 3])
  }

  @Test func theCapIsTheEvenShareAndOne() {
    #expect(EvenDraw.cap(total: 12, verbCount: 16) == 2)
    #expect(EvenDraw.cap(total: 25, verbCount: 16) == 3)
    #expect(EvenDraw.cap(total: 32, verbCount: 16) == 3)
    #expect(EvenDraw.cap(total: 5, verbCount: 0) == 5)
  }
}
