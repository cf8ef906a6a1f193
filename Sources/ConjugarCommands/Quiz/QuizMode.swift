import QuizHistory

/// What a quiz asks for.
public enum QuizMode: String, CaseIterable, Sendable {
  /// A verb, tense and person are shown; the learner writes the form.
  case conjugate
  /// A form is shown; the learner names its verb, tense and person.
  case recognize
  /// An English rendering is shown ("I had (tener)"); the learner writes the Spanish form.
  case translate
}

extension QuizMode {
  /// As the history records it.
  var recorded: QuizRecord.Drill {
    switch self {
    case .conjugate: .conjugate
    case .recognize: .recognize
    case .translate: .translate
    }
  }
}
