import ConjugarCore
import ConjugarQuiz
import LearningHabits
import Messages
import StatsOutput

/// The questions of `quiz --weak`: the irregular forms of the habits to work on
/// (`HabitStatistics.workOn`, accents left out: they are in every tense) across every verb of
/// the selection that has them, not only the verbs the learner met: the difficulty's tier, or
/// the `--verbs`, `--top`, `--model` verbs; the curriculum's tenses, or `--tense`; the quiz's
/// persons (region and vos), or `--person`.
///
/// The questions go round the weak habits in turn, weakest first, and within a habit round
/// its verbs in a seeded order, each verb giving one of its forms at random: the same seed and
/// history give the same quiz.
struct WeakSpotsQuiz {
  let questions: [QuizQuestion]
  let habits: [Habit]

  /// The habits drilled, named in `language` (the header lists them).
  func habitNames(in language: Language) -> [String] {
    habits.map { StatsNames.habit($0, in: language) }
  }

  /// The default length: a short drill, beside a full quiz's 50.
  static let defaultCount = 20

  /// The drill, or nil after one note on stderr when there is no history or nothing weak yet;
  /// throws (after one error line) when the history cannot be read.
  static func make(
    count: Int?, seed: UInt64, options: QuizOptions, settingsPath: String?,
    environment: CommandEnvironment
  ) throws(CommandFailure) -> WeakSpotsQuiz? {
    let summary = try environment.historySummary(settingsPath: settingsPath)
    guard !summary.isEmpty else {
      environment.note(Message(.weakNoHistory))
      return nil
    }
    let classifier = HabitClassifier(conjugator: environment.conjugator)
    let habits = HabitStatistics(summary: summary, classifier: classifier).workOn.map(\.habit)
      .filter(\.isDrillable)
    guard !habits.isEmpty else {
      environment.note(.weakNothingWeak(minimumAnswers: HabitStatistics.minimumAnswers))
      return nil
    }
    var generator = SeededGenerator(seed: seed)
    let pools = forms(of: habits, options: options, classifier: classifier).map {
      $0.seededShuffle(using: &generator)
    }
    let keys = draw(from: pools, count: count ?? defaultCount, using: &generator)
    let questions = Quiz(conjugator: environment.conjugator, cache: environment.quizCache)
      .questions(for: keys, limit: keys.count, using: &generator)
    guard !questions.isEmpty else {
      let names = habits.map { StatsNames.habit($0, in: environment.language) }
      environment.note(.weakNoForms(habits: names.joined(separator: ", ")))
      return nil
    }
    return WeakSpotsQuiz(questions: questions, habits: habits)
  }

  /// For each habit, each verb of the selection with its forms (in use) that show it: every
  /// form classified once.
  static func forms(of habits: [Habit], options: QuizOptions, classifier: HabitClassifier)
    -> [[[QuestionKey]]]
  {
    let focus = options.focus
    let lexicon = classifier.conjugator.lexicon
    let verbs =
      focus.verbs.isEmpty
      ? VerbTiers.verbs(for: options.difficulty, in: lexicon).map(\.verb) : focus.verbs
    let items = focus.items.isEmpty ? CurriculumItems.items(for: options.difficulty) : focus.items
    let persons = focus.persons.isEmpty ? options.personsAsked : focus.persons
    var pools: [[[QuestionKey]]] = Array(repeating: [], count: habits.count)
    for verb in verbs {
      guard let conjugation = classifier.irregularities(of: verb)?.conjugation else { continue }
      var keys: [[QuestionKey]] = Array(repeating: [], count: habits.count)
      for item in items {
        let slots: [Person?]
        switch item {
        case .tense(let tense):
          slots = persons.filter { conjugation.form(tense, $0).map { !$0.isUnusual } ?? false }
        case .gerund, .participle: slots = [nil]
        }
        for person in slots {
          let key = QuestionKey(verb: verb, item: item, person: person)
          let shown = classifier.irregularities(key)
          for (index, habit) in habits.enumerated()
          where shown.contains(where: habit.irregularities.contains) {
            keys[index].append(key)
          }
        }
      }
      for index in habits.indices where !keys[index].isEmpty { pools[index].append(keys[index]) }
    }
    return pools
  }

  /// Up to `count` keys, each once: round the habits, and within each round its verbs, one
  /// form of each verb at random. A verb that several habits share is passed over once it has
  /// its fair share (`EvenDraw.cap`), while the habit has other verbs.
  static func draw(
    from pools: [[[QuestionKey]]], count: Int, using generator: inout SeededGenerator
  ) -> [QuestionKey] {
    var pools = pools
    var next = Array(repeating: 0, count: pools.count)
    var chosen: [QuestionKey] = []
    var taken: Set<QuestionKey> = []
    var uses: [String: Int] = [:]
    let verbs = Set(pools.joined().compactMap(\.first?.verb))
    let cap = EvenDraw.cap(total: count, verbCount: verbs.count)
    while chosen.count < count, pools.contains(where: { !$0.isEmpty }) {
      for habit in pools.indices where chosen.count < count && !pools[habit].isEmpty {
        let size = pools[habit].count
        let verb =
          (0..<size).lazy.map { (next[habit] + $0) % size }.first {
            uses[pools[habit][$0].first?.verb ?? "", default: 0] < cap
          } ?? next[habit] % size
        var forms = pools[habit][verb].filter { !taken.contains($0) }
        if forms.isEmpty {
          pools[habit].remove(at: verb)
          continue
        }
        let key = forms.remove(at: generator.uniform(below: forms.count))
        chosen.append(key)
        taken.insert(key)
        uses[key.verb, default: 0] += 1
        pools[habit][verb] = forms
        if forms.isEmpty { pools[habit].remove(at: verb) } else { next[habit] = verb + 1 }
      }
    }
    return chosen
  }
}
