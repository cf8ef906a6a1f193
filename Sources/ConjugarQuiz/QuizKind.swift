/// What a quiz asks the learner to do: `quiz --mode` on the command line, `drill` in the
/// history (`QuizRecord.kind`). The raw values are both the option's values and the history's;
/// one drill, recognition in sentences, is a flag of a mode rather than a mode (`modes`).
public enum QuizKind: String, CaseIterable, Sendable {
  /// A verb, tense and person are shown; the learner writes the form.
  case conjugate
  /// A form is shown; the learner names its verb, tense and person.
  case recognize
  /// An English rendering is shown ("I had (tener)"); the learner writes the Spanish form.
  case translate
  /// A sentence with a blank is shown ("Ayer (yo) ___ frío. (tener)"); the learner writes the
  /// form the sentence asks for (`ContextQuiz`).
  case context
  /// `--mode recognize --sentences`: a sentence with its form marked is shown ("Ayer (yo)
  /// *tuve* frío."); the learner names the form's verb, tense and person. Its own drill, not
  /// `recognize`: its answers are keyed by the sentence's verb, first tense and person and
  /// reviewed like the context drill's, while plain recognition's answers are not read back.
  case recognizeSentences = "recognize-sentences"

  /// The values of `--mode`, in the order `--help` lists them.
  public static let modes: [QuizKind] = [.conjugate, .recognize, .translate, .context]

  /// The learner names a form (plain or in a sentence) rather than writing one.
  public var isRecognition: Bool { self == .recognize || self == .recognizeSentences }

  /// The options that choose the drill: `--mode translate`, `--mode recognize --sentences`.
  public var options: String {
    self == .recognizeSentences ? "--mode recognize --sentences" : "--mode " + rawValue
  }

  /// Each question is a sentence of the bank (`ContextQuiz` chooses them).
  public var asksSentences: Bool { self == .context || self == .recognizeSentences }
}
