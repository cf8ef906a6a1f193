import AnswerDiagnosis
import ConjugarCore
import ConjugarQuiz

/// Which habits an item's expected form shows, and that form: each verb conjugated once (with
/// its regular pattern, `VerbIrregularities`), each item then a few string comparisons.
public final class HabitClassifier {
  public let conjugator: Conjugator
  private var verbs: [String: VerbIrregularities?] = [:]

  public init(conjugator: Conjugator) { self.conjugator = conjugator }

  /// The verb's irregularities; nil for a verb that does not conjugate.
  public func irregularities(of verb: String) -> VerbIrregularities? {
    if let known = verbs[verb] { return known }
    let found = (try? conjugator.conjugate(verb)).map {
      VerbIrregularities($0, conjugator: conjugator)
    }
    verbs[verb] = found
    return found
  }

  /// The expected form of `key`; nil when the verb has no such form.
  public func expected(_ key: QuestionKey) -> String? {
    guard let conjugation = irregularities(of: key.verb)?.conjugation else { return nil }
    switch key.item {
    case .tense(let tense): return key.person.flatMap { conjugation.form(tense, $0)?.text }
    case .gerund: return conjugation.gerund.text
    case .participle: return conjugation.participle.text
    }
  }

  /// The irregularities the expected form of `key` shows, most telling first.
  public func irregularities(_ key: QuestionKey) -> [Irregularity] {
    guard let verb = irregularities(of: key.verb) else { return [] }
    switch key.item {
    case .tense(let tense): return key.person.map { verb.irregularities(tense, $0) } ?? []
    case .gerund: return verb.gerundIrregularities
    case .participle: return verb.participleIrregularities
    }
  }

  /// The irregular habits the expected form of `key` shows, each once.
  public func habits(_ key: QuestionKey) -> [Habit] {
    var habits: [Habit] = []
    for irregularity in irregularities(key) {
      let habit = Habit.of(irregularity)
      if !habits.contains(habit) { habits.append(habit) }
    }
    return habits
  }

  /// Whether a form carries a written accent or diaeresis.
  static func hasWrittenAccent(_ form: String) -> Bool {
    form.contains { "áéíóúü".contains($0) }
  }
}
