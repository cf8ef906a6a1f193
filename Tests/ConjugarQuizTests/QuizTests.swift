import ConjugarCore
import Testing

@testable import ConjugarQuiz

@Suite struct SeededGeneratorTests {
  /// Fixed outputs: a change here would silently change every recorded quiz.
  @Test func splitMix64IsStable() {
    var generator = SeededGenerator(seed: 42)
    let values = (0..<3).map { _ in generator.next() }
    #expect(
      values == [13_679_457_532_755_275_413, 2_949_826_092_126_892_291, 5_139_283_748_462_763_858])
  }

  @Test func shuffleIsAPermutationAndRepeatable() {
    var a = SeededGenerator(seed: 9)
    var b = SeededGenerator(seed: 9)
    let items = Array(0..<20)
    let first = items.seededShuffle(using: &a)
    #expect(first == items.seededShuffle(using: &b))
    #expect(first.sorted() == items)
    #expect(first != items)
  }

  @Test func uniformStaysInRange() {
    var generator = SeededGenerator(seed: 1)
    var seen = Set<Int>()
    for _ in 0..<1000 {
      let value = generator.uniform(below: 7)
      #expect((0..<7).contains(value))
      seen.insert(value)
    }
    #expect(seen.count == 7)
  }

  @Test func cycleGivesEveryElementOncePerRound() {
    var generator = SeededGenerator(seed: 3)
    var cycle = Cycle(["a", "b", "c", "d"])
    let round = (0..<4).map { _ in cycle.next(using: &generator) }
    #expect(Set(round) == ["a", "b", "c", "d"])
  }

  @Test func nextIfAnyDrawsNothingWhenNothingFits() {
    var generator = SeededGenerator(seed: 3)
    var cycle = Cycle(["a", "b", "c", "d"])
    #expect(cycle.nextIfAny(using: &generator, where: { $0 == "z" }) == nil)
    let fitting = (0..<3).compactMap { _ in
      cycle.nextIfAny(using: &generator, where: { $0 != "b" })
    }
    #expect(Set(fitting) == ["a", "c", "d"])
    #expect(cycle.nextIfAny(using: &generator, where: { $0 != "b" }) != nil)
  }
}

@Suite struct QuizCompositionTests {
  let quiz = Quiz(conjugator: Conjugator())

  func questions(_ options: QuizOptions, seed: UInt64) -> [QuizQuestion] {
    var generator = SeededGenerator(seed: seed)
    return quiz.questions(options, using: &generator)
  }

  let easy = QuizOptions(difficulty: .easy, region: .latinAmerica, vos: false)

  @Test func sameSeedSameQuizDifferentSeedDifferentQuiz() {
    #expect(questions(easy, seed: 5) == questions(easy, seed: 5))
    #expect(questions(easy, seed: 5) != questions(easy, seed: 6))
    #expect(questions(easy, seed: 5).map(\.number) == Array(1...50))
  }

  @Test(arguments: [
    (Difficulty.easy, Set(["presenteDeIndicativo", "preterito", "futuroDeIndicativo"])),
    (
      .moderate,
      Set([
        "presenteDeIndicativo", "preterito", "imperfectoDeIndicativo", "futuroDeIndicativo",
        "condicional",
        "perfectoDeIndicativo", "presenteDeSubjuntivo", "gerund", "imperativoPositivo",
        "imperativoNegativo",
      ])
    ),
    (.difficult, Set(Tense.allCases.map(\.rawValue) + ["gerund", "participle"])),
  ])
  func compositionFollowsTheCurriculum(_ difficulty: Difficulty, _ keys: Set<String>) {
    var options = easy
    options.difficulty = difficulty
    let asked = questions(options, seed: 11)
    #expect(asked.count == 50)
    #expect(Set(asked.map(\.item.key)) == keys)
  }

  /// Whether the verb's form departs from its regular pattern in the question's tense (any
  /// person), or in the gerund or participle.
  func isIrregular(_ question: QuizQuestion) throws -> Bool {
    let conjugator = Conjugator()
    let conjugation = try conjugator.conjugate(question.verb)
    let regular = conjugator.regularPattern(of: conjugation)
    switch question.item {
    case .gerund: return conjugation.gerund.text != regular.gerund.text
    case .participle: return conjugation.participle.text != regular.participle.text
    case .tense(let tense):
      return tense.persons.contains {
        conjugation.form(tense, $0)?.text != regular.form(tense, $0)?.text
      }
    }
  }

  @Test func easyMixesRegularAndIrregularForms() throws {
    let asked = questions(easy, seed: 2)
    let irregular = try asked.filter(isIrregular)
    #expect(irregular.count == 25)
    #expect(asked.count - irregular.count == 25)
  }

  @Test func irregularVerbsAreAskedInAPersonWhereTheyAreIrregular() throws {
    let conjugator = Conjugator()
    var checked = 0
    for question in questions(easy, seed: 4) where try isIrregular(question) {
      guard case .tense(let tense) = question.item, let person = question.person else { continue }
      let conjugation = try conjugator.conjugate(question.verb)
      let regular = conjugator.regularPattern(of: conjugation)
      #expect(
        conjugation.form(tense, person)?.text != regular.form(tense, person)?.text,
        "\(question.verb) \(tense) \(person)")
      checked += 1
    }
    #expect(checked >= 20)
  }

  @Test func personsAreSpreadEvenly() {
    let asked = questions(
      QuizOptions(difficulty: .easy, region: .latinAmerica, vos: false, count: 100), seed: 8)
    var tally: [Person: Int] = [:]
    for question in asked { tally[question.person!, default: 0] += 1 }
    #expect(Set(tally.keys) == [.yo, .tu, .el, .nosotros, .ellos])
    #expect(tally.values.max()! - tally.values.min()! <= 6, "\(tally)")
  }

  @Test func latinAmericaHasNoVosotrosAndSpainHasIt() {
    let latin = questions(
      QuizOptions(difficulty: .moderate, region: .latinAmerica, vos: false, count: 200), seed: 1)
    #expect(!latin.contains { $0.person == .vosotros })
    let spain = questions(
      QuizOptions(difficulty: .moderate, region: .spain, vos: false, count: 200), seed: 1)
    #expect(spain.contains { $0.person == .vosotros })
  }

  @Test func vosReplacesTu() {
    let asked = questions(
      QuizOptions(difficulty: .easy, region: .latinAmerica, vos: true, count: 100), seed: 3)
    #expect(asked.contains { $0.person == .vos })
    #expect(!asked.contains { $0.person == .tu })
    let present = asked.first { $0.person == .vos && $0.item == .tense(.presenteDeIndicativo) }
    #expect(
      present.map {
        $0.answer.hasSuffix("ás") || $0.answer.hasSuffix("és") || $0.answer.hasSuffix("ís")
          || $0.answer == "sos" || $0.answer == "vas" || $0.answer == "has" || $0.answer == "das"
          || $0.answer == "ves"
      } ?? false)
  }

  @Test(arguments: [1, 7, 49, 50, 51, 333, 500])
  func countIsHonoured(_ count: Int) {
    #expect(
      questions(
        QuizOptions(difficulty: .difficult, region: .spain, vos: false, count: count), seed: 5
      ).count == count)
  }

  @Test func apportionKeepsProportions() {
    #expect(Curriculum.apportion(Curriculum.easy, total: 50) == [10, 10, 10, 10, 5, 5])
    #expect(Curriculum.apportion(Curriculum.easy, total: 10) == [2, 2, 2, 2, 1, 1])
    #expect(Curriculum.apportion(Curriculum.easy, total: 3).reduce(0, +) == 3)
  }
}

@Suite struct QuestionsForKeysTests {
  let quiz = Quiz(conjugator: Conjugator())

  func questions(_ keys: [QuestionKey], limit: Int, seed: UInt64) -> [QuizQuestion] {
    var generator = SeededGenerator(seed: seed)
    return quiz.questions(for: keys, limit: limit, using: &generator)
  }

  let keys = [
    QuestionKey(verb: "tener", item: .tense(.preterito), person: .yo),
    QuestionKey(verb: "xyzqq", item: .tense(.preterito), person: .yo),
    QuestionKey(verb: "soler", item: .tense(.futuroDeIndicativo), person: .yo),
    QuestionKey(verb: "hablar", item: .tense(.preterito), person: nil),
    QuestionKey(verb: "decir", item: .participle, person: nil),
    QuestionKey(verb: "ir", item: .tense(.presenteDeIndicativo), person: .nosotros),
  ]

  @Test func formsThatNoLongerExistAreSkippedAndTheNextKeysFillIn() {
    let result = questions(keys, limit: 3, seed: 1)
    #expect(Set(result.map(\.verb)) == ["tener", "decir", "ir"])
    #expect(result.map(\.number) == [1, 2, 3])
    #expect(Set(result.map(\.answer)) == ["tuve", "dicho", "vamos"])
  }

  @Test func theSeedShufflesTheChosenQuestions() {
    #expect(questions(keys, limit: 10, seed: 4) == questions(keys, limit: 10, seed: 4))
    let orders = Set((0..<8).map { questions(keys, limit: 10, seed: $0).map(\.verb) })
    #expect(orders.count > 1)
    #expect(questions(keys, limit: 10, seed: 4).count == 3)
  }
}

@Suite struct MarkingTests {
  static func question(_ answer: String, alternatives: [String] = [], tense: Tense = .preterito)
    -> QuizQuestion
  {
    QuizQuestion(
      number: 1, verb: "x", item: .tense(tense), person: .el, answer: answer,
      alternatives: alternatives)
  }

  @Test(arguments: [
    ("habló", "habló", Mark.correct),
    ("  HABLÓ ", "habló", .correct),
    ("hablo", "habló", .accentOnly),
    ("hablé", "habló", .wrong),
    ("", "habló", .wrong),
    ("   ", "habló", .wrong),
    ("hablo'", "habló", .correct),
    ("hablo' ", "habló", .correct),
    ("hablo´", "habló", .correct),
    ("ha'blo", "habló", .accentOnly),
    ("nin~o", "niño", .correct),
    ("pingu:ino", "pingüino", .correct),
    ("pinguino", "pingüino", .wrong),
    ("A'RBOL", "árbol", .correct),
  ])
  func marks(_ given: String, _ expected: String, _ mark: Mark) {
    #expect(AnswerChecker.mark(given, for: Self.question(expected)) == mark)
  }

  @Test func negativeImperativeNoIsOptional() {
    let question = Self.question("no hables", tense: .imperativoNegativo)
    #expect(AnswerChecker.mark("no hables", for: question) == .correct)
    #expect(AnswerChecker.mark("hables", for: question) == .correct)
    #expect(AnswerChecker.mark("no  hables", for: question) == .correct)
    #expect(AnswerChecker.mark("hablés", for: question) == .accentOnly)
  }

  @Test func alternativesAreCorrect() {
    let question = Self.question("tengas", alternatives: ["tengás"])
    #expect(AnswerChecker.mark("tengás", for: question) == .correct)
    #expect(AnswerChecker.mark("tenga's", for: question) == .correct)
  }

  @Test func scoreScalesByDifficultyAndRegion() {
    let q = Self.question("habló")
    let answers = [
      QuizAnswer(question: q, given: "habló", mark: .correct),
      QuizAnswer(question: q, given: "hablo", mark: .accentOnly),
      QuizAnswer(question: q, given: nil, mark: .skipped),
    ]
    let easy = QuizScore(
      answers: answers, options: QuizOptions(difficulty: .easy, region: .latinAmerica, vos: false))
    #expect(easy.points == 15)
    #expect(easy.score == 8)
    #expect(easy.correctCount == 1)
    let hard = QuizScore(
      answers: answers, options: QuizOptions(difficulty: .difficult, region: .spain, vos: false))
    #expect(hard.score == 25)
    #expect(hard.accuracyByItem.first?.correct == 1 && hard.accuracyByItem.first?.total == 3)
  }
}

@Suite struct QuizCacheTests {
  /// The cache only saves work: a quiz drawn with a cache warmed by other quizzes (another
  /// difficulty, a selection, a review's keys) asks exactly what a fresh quiz asks.
  @Test func aWarmCacheAsksWhatAFreshOneAsks() {
    let conjugator = Conjugator()
    let warm = QuizCache()
    var generator = SeededGenerator(seed: 11)
    var easy = QuizOptions(difficulty: .easy, region: .spain, vos: true)
    easy.focus.irregularOnly = true
    _ = Quiz(conjugator: conjugator, cache: warm).questions(easy, using: &generator)
    let difficult = QuizOptions(difficulty: .difficult, region: .latinAmerica, vos: false)
    var a = SeededGenerator(seed: 12)
    var b = SeededGenerator(seed: 12)
    let fromWarm = Quiz(conjugator: conjugator, cache: warm).questions(difficult, using: &a)
    let fromFresh = Quiz(conjugator: conjugator).questions(difficult, using: &b)
    #expect(fromWarm == fromFresh)
    #expect(fromWarm.count == 50)
  }
}
