import ConjugarCore
import GrammarWords
import Messages
import SentenceBank

/// How a quiz of one kind asks a question, marks an answer and states the expected answer.
public struct Drill {
  public let kind: QuizKind
  /// Recognition: every reading of each question's form, by question number.
  private let readings: [Int: [FormAnalysis]]
  /// Translation: each question's English and every form that renders the same, by number.
  private let translations: [Int: Translation]
  /// Context: each question's sentence, by number.
  private let sentences: [Int: ContextSentence]
  /// Recognition in sentences: each question's sentence and the readings it accepts, by number.
  private let recognitions: [Int: SentenceRecognition]
  /// Recognition in sentences: how the form is marked in its sentence (bold on a terminal).
  private let emphasis: (String) -> String
  /// Context: `--hint tense` names the tense after the verb.
  /// `--hint tense`: the sentence drills name the tense in each question.
  public let showsTense: Bool
  private let conjugator: Conjugator
  /// The persons the quiz asks: another slot's form is named only in these (no vos in a quiz
  /// without vos, no vosotros outside Spain).
  private let persons: Set<Person>
  /// A spaced review of several drills (`init(mixing:)`): the drill of each question, by
  /// number; empty when every question is asked in `kind`.
  private var kinds: [Int: QuizKind] = [:]
  /// The subjunctives the focus names without -ra/-se (both twins, `QuizItem.twinsNamed`): a
  /// question of either accepts the other's forms.
  private let twinsNamed: Set<Tense>

  /// Readings in vos count only when the quiz uses vos. `sentences`: the sentence drills', by
  /// question number (`ContextQuiz`); `emphasis` marks the form in a sentence to recognise.
  public init(
    kind: QuizKind, questions: [QuizQuestion], options: QuizOptions, conjugator: Conjugator,
    sentences: [Int: Sentence] = [:], showsTense: Bool = false,
    emphasis: @escaping (String) -> String = SentenceRecognition.starred
  ) {
    self.kind = kind
    self.conjugator = conjugator
    self.showsTense = showsTense
    self.emphasis = emphasis
    recognitions =
      kind == .recognizeSentences
      ? Dictionary(
        uniqueKeysWithValues: questions.compactMap { question in
          sentences[question.number].map {
            (
              question.number,
              SentenceRecognition(
                sentence: $0, question: question,
                conjugation: try? conjugator.conjugate(question.verb), vos: options.vos)
            )
          }
        }) : [:]
    self.sentences = Dictionary(
      uniqueKeysWithValues: questions.compactMap { question in
        sentences[question.number].map {
          (question.number, ContextSentence(sentence: $0, question: question))
        }
      })
    persons = Set(options.personsAsked).union(options.focus.persons)
    twinsNamed = QuizItem.twinsNamed(options.focus.items)
    translations =
      kind == .translate
      ? Translation.all(for: questions, persons: self.persons, conjugator: conjugator) : [:]
    guard kind == .recognize else {
      readings = [:]
      return
    }
    let analyzer = FormAnalyzer(conjugator: conjugator)
    readings = Dictionary(
      uniqueKeysWithValues: questions.map { question in
        let all = Recognition.readings(of: question, analyzer: analyzer)
        return (question.number, options.asksVos ? all : all.filter { $0.person != .vos })
      })
  }

  /// One drill of the questions of several (a spaced review asks each item in its own drill):
  /// each question asked as `kinds` says (by question number), by the drill of that kind in
  /// `drills`, built over its questions. `kind` is the drills' when all are of one kind, else
  /// `.conjugate`.
  public init(mixing drills: [Drill], kinds: [Int: QuizKind]) {
    let first = drills.first
    let all = Set(drills.map(\.kind))
    kind = all.count == 1 ? first?.kind ?? .conjugate : .conjugate
    conjugator = first?.conjugator ?? Conjugator()
    showsTense = first?.showsTense ?? false
    emphasis = first?.emphasis ?? SentenceRecognition.starred
    persons = drills.reduce(into: []) { $0.formUnion($1.persons) }
    twinsNamed = drills.reduce(into: []) { $0.formUnion($1.twinsNamed) }
    func merged<Value>(_ part: (Drill) -> [Int: Value]) -> [Int: Value] {
      drills.reduce(into: [:]) { all, drill in all.merge(part(drill)) { old, _ in old } }
    }
    readings = merged(\.readings)
    translations = merged(\.translations)
    sentences = merged(\.sentences)
    recognitions = merged(\.recognitions)
    self.kinds = all.count == 1 ? [:] : kinds
  }

  /// The drill `question` is asked in: `kind`, or in a review of several drills its own.
  public func kind(of question: QuizQuestion) -> QuizKind { kinds[question.number] ?? kind }

  /// The drills the questions are asked in, in `QuizKind.allCases` order.
  public var drillsAsked: [QuizKind] {
    kinds.isEmpty ? [kind] : QuizKind.allCases.filter(Set(kinds.values).contains)
  }

  /// What headers add for this kind in `language`: nothing for the usual drill, else its name.
  public func headerSuffix(in language: Language) -> String {
    kind.headerSuffix.text(in: language)
  }

  /// The question line: `hablar · pretérito · yo`, or the form to recognise.
  public func prompt(_ question: QuizQuestion, in language: Language = .english) -> String {
    switch kind(of: question) {
    case .conjugate: question.key.label(in: language)
    case .recognize: question.answer
    case .translate:
      translations[question.number].map { "\($0.english) (\(question.verb))" }
        ?? question.key.label(in: language)
    case .context:
      sentences[question.number]?.prompt(showingTense: showsTense, in: language)
        ?? question.key.label(in: language)
    case .recognizeSentences:
      recognitions[question.number]?.prompt(emphasis: emphasis) ?? question.answer
    }
  }

  /// What `--speak` says after a question: the whole sentence with its form, in the sentence
  /// drills; else the form.
  public func spoken(_ question: QuizQuestion) -> String {
    guard kind(of: question).asksSentences, let sentence = sentences[question.number]?.sentence
    else {
      return question.answer
    }
    return sentence.filled(with: question.answer)
  }

  /// `accents`: what an accent slip earns (recognition names words, and ignores it).
  public func mark(_ answer: String, _ question: QuizQuestion, accents: AccentsPolicy = .default)
    -> Mark
  {
    switch kind(of: question) {
    case .conjugate, .context:
      AnswerChecker.mark(answer, for: accepting(question), accents: accents)
    case .recognize: Recognition.mark(answer, readings: readings(question))
    case .recognizeSentences: recognitions[question.number]?.mark(answer) ?? .wrong
    case .translate: AnswerChecker.mark(answer, for: accepting(question), accents: accents)
    }
  }

  /// The question with every answer this drill accepts among its alternatives: translation
  /// adds every form whose English is the same ("you had (tener)": vos's tuviste too);
  /// conjugation adds the -se form to a -ra question (and the reverse) when the focus named the
  /// tense without -ra/-se; the other drills accept the question's own. A class's key file
  /// records these.
  public func accepting(_ question: QuizQuestion) -> QuizQuestion {
    switch kind(of: question) {
    case .translate: return translations[question.number]?.question ?? question
    case .conjugate:
      guard case .tense(let tense) = question.item, twinsNamed.contains(tense),
        let conjugation = try? conjugator.conjugate(question.verb)
      else {
        return question
      }
      return question.acceptingTwin(from: conjugation)
    default: return question
    }
  }

  /// The expected answer: the form, or every reading of the form joined by "or" (in
  /// `language`).
  public func expected(_ question: QuizQuestion, in language: Language = .english) -> String {
    switch kind(of: question) {
    case .conjugate, .translate, .context: question.answer
    case .recognize: Recognition.describe(readings(question), in: language)
    case .recognizeSentences:
      recognitions[question.number]?.expected(in: language) ?? question.key.label(in: language)
    }
  }

  /// Recognition of an ambiguous form: the readings other than the one the learner gave.
  public func otherReadings(
    _ answer: String, _ question: QuizQuestion, in language: Language = .english
  ) -> [String] {
    if kind(of: question) == .recognizeSentences {
      return recognitions[question.number]?.otherReading(answer, in: language).map { [$0] } ?? []
    }
    guard kind(of: question) == .recognize else { return [] }
    let all = readings(question)
    guard all.count > 1 else { return [] }
    let others = all.filter { Recognition.mark(answer, readings: [$0]) != .correct }
    return others.isEmpty ? [] : [Recognition.describe(others, in: language)]
  }

  /// A wrong answer that is another form of the question's verb: which ("debió is él/usted,
  /// pretérito"), else nil.
  public func otherSlot(
    of answer: String, _ question: QuizQuestion, in language: Language = .english
  ) -> String? {
    guard !kind(of: question).isRecognition else { return nil }
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
      if !persons.isEmpty {
        groups.append((tense.name(in: language).lowercased(), persons.map(\.shortLabel)))
      }
    }
    if matches(conjugation.gerund) { groups.append(("gerundio", [])) }
    if matches(conjugation.participle) { groups.append(("participio", [])) }
    guard !groups.isEmpty else { return nil }
    let described = groups.prefix(3).map { group in
      group.persons.isEmpty
        ? Message.verbatim(group.name) : .quizPersonsOfTense(group.persons, tense: group.name)
    }
    return Message.quizFormIs(given, readings: described).text(in: language)
  }

  /// Context, recognition in sentences: the cue that asks for the sentence's tense, when a wrong answer is the verb's
  /// form in another tense ("«ayer» asks for the pretérito: tuve"), else nil.
  public func cue(for answer: String, _ question: QuizQuestion, in language: Language = .english)
    -> String?
  {
    if kind(of: question) == .recognizeSentences {
      return recognitions[question.number]?.cue(for: answer, in: language)
    }
    return sentences[question.number]?.cue(
      for: answer, conjugation: try? conjugator.conjugate(question.verb), in: language)
  }

  /// The sentence drills: the sentence in English, shown after an answer not right (under
  /// "En inglés:" in Spanish).
  /// A text's sentence (`TextQuiz`) has no English: nil.
  public func english(_ question: QuizQuestion, in language: Language = .english) -> String? {
    sentences[question.number].flatMap {
      $0.sentence.english.isEmpty
        ? nil : Message.quizSentenceInEnglish($0.sentence.english).text(in: language)
    }
  }

  /// Recognition in sentences: the sentence with the form filled in, in pieces for a worksheet
  /// to mark the form its own way; nil in other drills.
  public func marked(_ question: QuizQuestion) -> (before: String, form: String, after: String)? {
    recognitions[question.number]?.pieces
  }

  /// Recognition in sentences: every tense and person the drill accepts for the form, the
  /// sentence's own first (a worksheet's key and JSON); empty in other drills.
  public func acceptedReadings(_ question: QuizQuestion) -> [(tense: Tense, person: Person)] {
    recognitions[question.number]?.slots ?? []
  }

  /// What a key adds after `expected`: the forms also accepted (conjugation, context), or in
  /// recognition in sentences the other readings the drill accepts (`presente de indicativo ·
  /// nosotros`); empty in the other drills.
  public func alsoAccepted(_ question: QuizQuestion, in language: Language = .english)
    -> [String]
  {
    switch kind(of: question) {
    case .conjugate, .context: accepting(question).alternatives
    case .recognizeSentences: recognitions[question.number]?.otherReadings(in: language) ?? []
    case .recognize, .translate: []
    }
  }

  /// Context: the question's sentence (a worksheet prints its English, tenses and filled key).
  public func sentence(_ question: QuizQuestion) -> Sentence? {
    sentences[question.number]?.sentence
  }

  private func readings(_ question: QuizQuestion) -> [FormAnalysis] {
    readings[question.number] ?? []
  }
}
