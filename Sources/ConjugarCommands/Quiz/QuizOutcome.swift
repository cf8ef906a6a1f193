import ConjugarQuiz
import Messages

extension QuizRunner {
  /// How a quiz ended: its score, whether every question was answered, and why reading answers
  /// failed, if it did.
  struct Outcome {
    let score: QuizScore
    let finished: Bool
    /// Why reading answers failed ("input/output error"), when it did: the quiz stopped as if
    /// interrupted, and the command reports it after recording the answers given.
    var inputFailure: Message? = nil
    var language = Language.english

    /// The message for `inputFailure`.
    var inputFailureMessage: String? {
      inputFailure.map {
        Message.quizInputFailure(reason: $0.text(in: language)).text(in: language)
      }
    }
  }
}
