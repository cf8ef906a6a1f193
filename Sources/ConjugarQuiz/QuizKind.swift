/// What a quiz asks the learner to do: `quiz --mode` on the command line, `drill` in the
/// history (`QuizRecord.kind`). The raw values are both the option's values and the history's.
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
}
