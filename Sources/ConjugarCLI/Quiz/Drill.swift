import ConjugarCore
import ConjugarQuiz

/// How a quiz of one mode asks a question, marks an answer and states the expected answer.
struct Drill {
  let mode: QuizMode
  /// Recognition: every reading of each question's form, by question number.
  private let readings: [Int: [FormAnalysis]]
  private let conjugator: Conjugator
  /// The persons the quiz asks: another slot's form is named only in these (no vos in a quiz
  /// without vos, no vosotros outside Spain).
  private let persons: Set<Person>

  /// Readings in vos count only when the quiz uses vos.
  init(mode: QuizMode, questions: [QuizQuestion], options: QuizOptions, conjugator: Conjugator) {
    self.mode = mode
    self.conjugator = conjugator
    var persons: Set<Person> = [.yo, options.vos ? .vos : .tu, .el, .nosotros, .ellos]
    if options.region == .spain { persons.insert(.vosotros) }
    self.persons = persons.union(options.focus.persons)
    guard mode == .recognize else {
      readings = [:]
      return
    }
    let analyzer = FormAnalyzer(conjugator: conjugator)
    readings = Dictionary(
      uniqueKeysWithValues: questions.map { question in
        let all = Recognition.readings(of: question, analyzer: analyzer)
        return (question.number, options.vos ? all : all.filter { $0.person != .vos })
      })
  }

  /// What headers add for this mode: nothing for the usual drill, else its name.
  var headerSuffix: String { mode == .conjugate ? "" : " · " + mode.rawValue }

  var instructions: String {
    switch mode {
    case .conjugate:
      "Answer with the verb form; :skip skips a question, :quit stops.\n"
        + "Typing help: a' → á, n~ → ñ, u: → ü."
    case .recognize:
      "Name the verb, tense and person of each form, e.g. 'tener, pretérito, yo'\n"
        + "(half marks for the verb alone); :skip skips a question, :quit stops."
    }
  }

  /// The question line: `hablar · pretérito · yo`, or the form to recognise.
  func prompt(_ question: QuizQuestion) -> String {
    switch mode {
    case .conjugate: QuizRunner.describe(question)
    case .recognize: question.answer
    }
  }

  func mark(_ answer: String, _ question: QuizQuestion) -> Mark {
    switch mode {
    case .conjugate: AnswerChecker.mark(answer, for: question)
    case .recognize: Recognition.mark(answer, readings: readings(question))
    }
  }

  /// The expected answer: the form, or every reading of the form joined by "or".
  func expected(_ question: QuizQuestion) -> String {
    switch mode {
    case .conjugate: question.answer
    case .recognize: Recognition.describe(readings(question))
    }
  }

  /// Recognition of an ambiguous form: the readings other than the one the learner gave.
  func otherReadings(_ answer: String, _ question: QuizQuestion) -> [String] {
    guard mode == .recognize else { return [] }
    let all = readings(question)
    guard all.count > 1 else { return [] }
    let others = all.filter { Recognition.mark(answer, readings: [$0]) != .correct }
    return others.isEmpty ? [] : [Recognition.describe(others)]
  }

  /// A wrong answer that is another form of the question's verb: which ("debió is él/usted,
  /// pretérito"), else nil.
  func otherSlot(of answer: String, _ question: QuizQuestion) -> String? {
    guard mode == .conjugate else { return nil }
    let given = AnswerChecker.normalized(answer)
    guard !given.isEmpty, let conjugation = try? conjugator.conjugate(question.verb) else {
      return nil
    }
    let matches: (VerbForm) -> Bool = { form in
      form.allForms.contains { AnswerChecker.normalized($0) == given }
    }
    var groups: [(name: String, persons: [String])] = []
    for tense in Tense.allCases {
      let persons = tense.persons.filter { person in
        self.persons.contains(person) && conjugation.form(tense, person).map(matches) ?? false
      }
      if !persons.isEmpty { groups.append((tense.name.lowercased(), persons.map(\.shortLabel))) }
    }
    if matches(conjugation.gerund) { groups.append(("gerundio", [])) }
    if matches(conjugation.participle) { groups.append(("participio", [])) }
    guard !groups.isEmpty else { return nil }
    let described = groups.prefix(3).map { group in
      group.persons.isEmpty
        ? group.name : group.persons.joined(separator: " or ") + ", " + group.name
    }
    return "\(given) is " + described.joined(separator: "; or ")
  }

  private func readings(_ question: QuizQuestion) -> [FormAnalysis] {
    readings[question.number] ?? []
  }
}
