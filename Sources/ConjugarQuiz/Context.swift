import ConjugarCore
import GrammarWords
import Messages
import SentenceBank

/// The context drill (`quiz --mode context`): each question is a sentence of the bank with a
/// blank, and the sentence, not a label, says the tense. A question's key is the sentence's
/// verb, first tense and person, so the history, `stats` and FSRS count it like any item (in
/// the drill `context`); every tense the sentence lists is accepted, each with all its
/// spellings (-ra and -se).
public struct ContextQuiz: Sendable {
  /// Questions when no `--count` is given: sentences take longer to read than labels.
  public static let defaultCount = 20

  private let bank: SentenceBank
  private let conjugator: Conjugator
  private let cache: QuizCache

  public init(bank: SentenceBank, conjugator: Conjugator, cache: QuizCache = QuizCache()) {
    self.bank = bank
    self.conjugator = conjugator
    self.cache = cache
  }

  /// Up to `options.count` sentences that fit the options, drawn with `generator`, each with
  /// its question (numbered from 1). A sentence fits when its first tense is one the focus
  /// selects (`selects`), or without `--tense` one the difficulty's curriculum asks
  /// (`CurriculumItems`), its verb and its person fit, and its form departs from the regular
  /// pattern with `--irregular`; its person must be one the quiz asks (`PersonChoice`), never
  /// vos with vos off. The draw is `ContextDraw`'s: verbs evenly, no question twice while the
  /// bank has others. Empty when nothing fits.
  public func questions<Generator: RandomNumberGenerator>(
    _ options: QuizOptions, using generator: inout Generator
  ) -> [(question: QuizQuestion, sentence: Sentence)] {
    let focus = options.focus
    let irregularity = IrregularityIndex(conjugator: conjugator, cache: cache)
    let persons = Set(PersonChoice(options: options).personal).subtracting(
      options.asksVos ? [] : [.vos])
    let verbs = Set(focus.verbs)
    let items = focus.items.isEmpty ? CurriculumItems.items(for: options.difficulty) : focus.items
    let fitting = bank.sentences.filter { sentence in
      items.contains { Self.selects($0, sentence) }
        && (verbs.isEmpty || verbs.contains(sentence.verb))
        && persons.contains(sentence.person)
        && (!focus.irregularOnly
          || irregularity.isIrregular(
            sentence.verb, in: .tense(sentence.tense), person: sentence.person))
    }
    var draw = ContextDraw(sentences: fitting, total: options.count) { sentence in
      irregularity.conjugation(of: sentence.verb).flatMap {
        Self.question(number: 0, sentence: sentence, conjugation: $0)
      }
    }
    draw.draw(using: &generator)
    return draw.chosen.seededShuffle(using: &generator).enumerated().map { index, chosen in
      (chosen.question.renumbered(index + 1), chosen.sentence)
    }
  }

  /// A sentence for each question of a spaced review (same verb, tense and person), drawn with
  /// `generator`; the questions without one are left out, the rest numbered from 1.
  public func sentences<Generator: RandomNumberGenerator>(
    for questions: [QuizQuestion], using generator: inout Generator
  ) -> [(question: QuizQuestion, sentence: Sentence)] {
    var chosen: [(question: QuizQuestion, sentence: Sentence)] = []
    for asked in questions {
      guard case .tense(let tense) = asked.item, let person = asked.person else { continue }
      let candidates = bank.sentences(for: asked.verb, in: tense).filter {
        $0.tense == tense && $0.person == person
      }
      guard !candidates.isEmpty,
        let conjugation = IrregularityIndex(conjugator: conjugator, cache: cache)
          .conjugation(of: asked.verb)
      else { continue }
      let sentence = candidates[generator.uniform(below: candidates.count)]
      if let question = Self.question(
        number: chosen.count + 1, sentence: sentence, conjugation: conjugation)
      {
        chosen.append((question, sentence))
      }
    }
    return chosen
  }

  /// Whether a selected item selects the sentence: its first tense, or the -se twin of its -ra
  /// first tense (the bank lists both), so `--tense "imperfecto de subjuntivo (-se)"` asks
  /// the sentences whose key is the -ra tense.
  private static func selects(_ item: QuizItem, _ sentence: Sentence) -> Bool {
    guard case .tense(let tense) = item else { return false }
    return tense == sentence.tense || tense.subjunctiveTwin == sentence.tense
  }

  /// What an empty selection lacks, for the one-line error: "no sentences for tener in the
  /// futuro perfecto de subjuntivo".
  public static func nothingFits(_ options: QuizOptions, in language: Language = .english)
    -> String
  {
    let focus = options.focus
    var verbs: String? = nil
    if !focus.verbs.isEmpty {
      let shown = focus.verbs.prefix(6).joined(separator: ", ")
      verbs = focus.verbs.count <= 6 ? shown : shown + ", …"
    }
    return Message.contextNothingFits(
      verbs: verbs, tenses: focus.items.map(\.name), persons: focus.persons.map(\.shortLabel),
      vosOff: focus.persons.contains(.vos) && !options.asksVos, irregular: focus.irregularOnly
    ).text(in: language)
  }

  /// The question of a sentence: the form of its first tense, every other spelling of it and
  /// every form of the other tenses it accepts.
  static func question(number: Int, sentence: Sentence, conjugation: Conjugation)
    -> QuizQuestion?
  {
    guard let form = conjugation.form(sentence.tense, sentence.person) else { return nil }
    var alternatives: [String] = []
    let others = sentence.tenses.compactMap { conjugation.form($0, sentence.person) }
    for text in others.flatMap(\.allForms)
    where text != form.text && !alternatives.contains(text) {
      alternatives.append(text)
    }
    return QuizQuestion(
      number: number, verb: sentence.verb, item: .tense(sentence.tense), person: sentence.person,
      answer: form.text, alternatives: alternatives)
  }
}

/// A context question's sentence, as the drill shows it and explains a wrong answer.
struct ContextSentence {
  let sentence: Sentence
  let question: QuizQuestion

  /// `Ayer (yo) ___ un examen de historia. (tener)`; with the tense hint
  /// `(tener · pretérito)`.
  func prompt(showingTense: Bool, in language: Language = .english) -> String {
    var label = sentence.verb
    if showingTense { label += " · " + sentence.tense.name(in: language).lowercased() }
    return sentence.spanish + " (" + label + ")"
  }

  /// When `given` is a form of the sentence's verb and person in a tense the sentence does not
  /// accept, the cue that asks for its tense: "«ayer» asks for the pretérito: tuve".
  func cue(for given: String, conjugation: Conjugation?, in language: Language = .english)
    -> String?
  {
    let answer = AnswerChecker.normalized(given)
    // A text's sentence may have no cue (`TextCues`).
    guard !answer.isEmpty, !sentence.cue.isEmpty, let conjugation else { return nil }
    let elsewhere = Tense.allCases.contains { tense in
      !sentence.tenses.contains(tense)
        && (conjugation.form(tense, sentence.person)?.allForms ?? []).contains {
          AnswerChecker.normalized($0) == answer
        }
    }
    guard elsewhere else { return nil }
    return Message.quizCueAsksFor(
      sentence.shownCue, tense: sentence.tense.name(in: language).lowercased(),
      form: question.answer
    ).text(in: language)
  }
}
