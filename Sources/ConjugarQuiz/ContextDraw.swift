import SentenceBank

/// The sentence drills' draw (`quiz --mode context`, `--mode recognize --sentences`): verbs in
/// a `Cycle`, so each verb comes up as often as the others whatever its number of sentences,
/// and for each verb one of its sentences at random, under `EvenDraw`'s rules: a question
/// (verb, tense, person) not asked yet, on a verb below the cap; then on any verb; then a new
/// sentence of a question asked already, the least asked first. A sentence is never asked
/// twice.
struct ContextDraw {
  private let total: Int
  private let cap: Int
  private let question: (Sentence) -> QuizQuestion?
  private var verbs: Cycle<String>
  /// Each verb's sentences not drawn yet, in bank order.
  private var left: [String: [Sentence]] = [:]
  private var uses: [String: Int] = [:]
  private var asked: [QuestionKey: Int] = [:]
  private(set) var chosen: [(question: QuizQuestion, sentence: Sentence)] = []

  /// `question`: the sentence's question, nil when its verb lacks the form (never drawn).
  init(sentences: [Sentence], total: Int, question: @escaping (Sentence) -> QuizQuestion?) {
    var order: [String] = []
    for sentence in sentences {
      if left[sentence.verb] == nil { order.append(sentence.verb) }
      left[sentence.verb, default: []].append(sentence)
    }
    self.total = total
    self.question = question
    cap = EvenDraw.cap(total: total, verbCount: order.count)
    verbs = Cycle(order)
  }

  mutating func draw(using generator: inout some RandomNumberGenerator) {
    for rule in EvenDraw.Rule.allCases {
      while chosen.count < total {
        let fits = verbFits(rule)
        guard let verb = verbs.nextIfAny(using: &generator, where: fits) else { break }
        let least = rule == .repeated ? leastAsked ?? 0 : 0
        let candidates = (left[verb] ?? []).indices.filter {
          asked[key(left[verb]![$0]), default: 0] == least
        }
        let index = candidates[generator.uniform(below: candidates.count)]
        let sentence = left[verb]!.remove(at: index)
        guard let question = question(sentence) else { continue }
        chosen.append((question, sentence))
        asked[question.key, default: 0] += 1
        uses[verb, default: 0] += 1
      }
    }
  }

  private func key(_ sentence: Sentence) -> QuestionKey {
    QuestionKey(verb: sentence.verb, item: .tense(sentence.tense), person: sentence.person)
  }

  private func verbFits(_ rule: EvenDraw.Rule) -> (String) -> Bool {
    switch rule {
    case .freshWithinCap:
      return { verb in
        uses[verb, default: 0] < cap
          && (left[verb] ?? []).contains { asked[key($0)] == nil }
      }
    case .fresh:
      return { verb in (left[verb] ?? []).contains { asked[key($0)] == nil } }
    case .repeated:
      let least = leastAsked
      return { verb in (left[verb] ?? []).contains { asked[key($0), default: 0] == least } }
    }
  }

  /// How often the least asked question of the sentences left has been asked.
  private var leastAsked: Int? {
    left.values.joined().map { asked[key($0), default: 0] }.min()
  }
}
