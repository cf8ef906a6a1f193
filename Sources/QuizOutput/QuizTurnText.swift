import ConjugarQuiz
import Messages

/// The lines of one turn of the quiz that are not the feedback: the question, and what is said
/// to input that is no answer (an unreadable line, an unknown command, nothing typed).
public struct QuizTurnText {
  public let drill: Drill
  /// How many questions the quiz asks: the width of "3/10".
  public let questionCount: Int
  public var language = Language.english

  public init(drill: Drill, questionCount: Int, language: Language = .english) {
    self.drill = drill
    self.questionCount = questionCount
    self.language = language
  }

  /// "3/10  tener · pretérito · yo" ("3/10 again  …" for a repeat): a long prompt (a context
  /// sentence) wraps under its text, past the number.
  public func question(_ question: QuizQuestion, isRepeat: Bool) -> String {
    let number = "\(question.number)/\(questionCount)"
    return QuizLine.fitted(
      drill.prompt(question, in: language),
      after: number + (isRepeat ? say(Message(.quizAgain)) : "") + "  ",
      hanging: number.count + 2)
  }

  /// A question skipped with `:skip`, and its answer.
  public func skipped(_ question: QuizQuestion) -> String {
    QuizLine.fitted(
      "  –" + say(.quizSkipped(expected: drill.expected(question, in: language))), hanging: 4)
  }

  /// Said (echoed) when input is not a terminal and a line could not be read.
  public var unreadableLine: String { say(Message(.quizUnreadableLine)) }

  /// Why the line was not read, and to answer again.
  public func answerAgain(reason: Message) -> String {
    say(.quizAnswerAgain(reason: say(reason)))
  }

  /// A `:` command the quiz does not know (`text` as typed, trimmed).
  public func unknownCommand(_ text: String) -> String { say(.quizUnknownCommand(text)) }

  /// An empty answer: nothing is marked.
  public var nothingTyped: String { say(Message(.quizNothingTyped)) }

  private func say(_ message: Message) -> String { message.text(in: language) }
}
