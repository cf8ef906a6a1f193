/// What `quiz --hint` adds to a question: `tense` names the tense after the verb in a context
/// question, for a learner still finding the cues.
public enum QuizHint: String, CaseIterable, Sendable {
  case tense
}
