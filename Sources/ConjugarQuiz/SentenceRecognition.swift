import ConjugarCore
import GrammarWords
import Messages
import SentenceBank

/// Recognition in sentences (`quiz --mode recognize --sentences`): a sentence of the bank with
/// its form filled in and marked, and the learner names the form's verb, tense and person.
///
/// An answer is right when the tense and person named make the form shown for the sentence's
/// verb (the sentence settles the verb: fui in a sentence of ir is not ser's), or name a tense
/// the sentence lists in its person (the -se twin of a -ra form). So a homograph is right
/// whichever tense it names (hablamos: presente or pretérito), and the feedback says which one
/// the sentence's cue asks for.
public struct SentenceRecognition {
  let sentence: Sentence
  let question: QuizQuestion
  /// The tense and person pairs accepted, the sentence's own first.
  let slots: [(tense: Tense, person: Person)]

  /// `vos`: whether vos slots count (as in plain recognition, only when the quiz uses vos).
  init(sentence: Sentence, question: QuizQuestion, conjugation: Conjugation?, vos: Bool) {
    self.sentence = sentence
    self.question = question
    var slots = sentence.tenses.map { (tense: $0, person: sentence.person) }
    let shown = AnswerChecker.normalized(question.answer)
    for tense in Tense.allCases {
      for person in tense.persons where vos || person != .vos {
        guard !slots.contains(where: { $0.tense == tense && $0.person == person }),
          let form = conjugation?.form(tense, person),
          form.allForms.contains(where: { AnswerChecker.normalized($0) == shown })
        else { continue }
        slots.append((tense, person))
      }
    }
    self.slots = slots
  }

  /// How the form is marked without colour: `Ayer (yo) *tuve* frío.`
  public static func starred(_ form: String) -> String { "*" + form + "*" }

  /// The sentence with the form filled in, passed through `emphasis`.
  func prompt(emphasis: (String) -> String) -> String {
    let pieces = self.pieces
    return pieces.before + emphasis(pieces.form) + pieces.after
  }

  /// The sentence with the form filled in, in three pieces (a worksheet marks the form).
  var pieces: (before: String, form: String, after: String) {
    sentence.filledPieces(with: question.answer)
  }

  /// The accepted readings other than `expected`, persons of one tense together:
  /// `presente de indicativo · nosotros`, `imperfecto de indicativo · yo or él/usted`; the
  /// joins in `language`.
  func otherReadings(in language: Language = .english) -> [String] {
    var groups: [(tense: Tense, persons: [String])] = []
    for slot in slots.dropFirst() {
      if let index = groups.firstIndex(where: { $0.tense == slot.tense }) {
        groups[index].persons.append(slot.person.shortLabel)
      } else {
        groups.append((slot.tense, [slot.person.shortLabel]))
      }
    }
    return groups.map {
      $0.tense.name(in: language).lowercased() + " · "
        + Message.quizAlternatives($0.persons).text(in: language)
    }
  }

  /// Full marks when the verb and an accepted tense and person are named; half marks for the
  /// verb alone (or with a tense or person that does not make the form); else wrong.
  func mark(_ text: String) -> Mark {
    let answer = Recognition.parse(text)
    guard answer.verb == sentence.verb.folded(.formLookup) else { return .wrong }
    return accepts(answer) ? .correct : .partlyRight
  }

  /// `tener · pretérito · yo`: the sentence's own reading.
  func expected(in language: Language) -> String { question.key.label(in: language) }

  /// A right answer that names none of the sentence's tenses (a homograph): the reading the
  /// cue asks for, "hablar · pretérito · nosotros, which «ayer» asks for".
  func otherReading(_ text: String, in language: Language = .english) -> String? {
    let answer = Recognition.parse(text)
    guard accepts(answer), answer.tenses.isDisjoint(with: sentence.tenses) else { return nil }
    return Message.quizReadingAskedFor(expected(in: language), cue: sentence.shownCue)
      .text(in: language)
  }

  /// An answer whose tense (named or missing) is not one the sentence lists: the cue,
  /// "«ayer» asks for the pretérito".
  func cue(for text: String, in language: Language = .english) -> String? {
    let answer = Recognition.parse(text)
    guard !accepts(answer), answer.tenses.isDisjoint(with: sentence.tenses) else { return nil }
    return Message.quizCueAsksFor(
      sentence.shownCue, tense: sentence.tense.name(in: language).lowercased()
    )
    .text(in: language)
  }

  private func accepts(_ answer: Recognition.Answer) -> Bool {
    answer.verb == sentence.verb.folded(.formLookup) && answer.kind == .finite
      && slots.contains { answer.tenses.contains($0.tense) && answer.persons.contains($0.person) }
  }
}
