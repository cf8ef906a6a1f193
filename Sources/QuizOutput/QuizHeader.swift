import ConjugarQuiz
import Messages

/// The lines before a quiz's first question: the header (what is asked, with its seed), the
/// selection's line when there is one, and how to answer the drill.
public struct QuizHeader {
  public let drill: Drill
  public let options: QuizOptions
  public let seed: UInt64
  public let questionCount: Int
  public var source: QuestionSource = .curriculum
  /// A spaced review: how many items of its queue are due today.
  public var dueToday = 0
  /// A weak-spots drill (`quiz --weak`): the habits it drills, named in the header.
  public var weakSpots: [String] = []
  public var language = Language.english

  public init(drill: Drill, options: QuizOptions, seed: UInt64, questionCount: Int) {
    self.drill = drill
    self.options = options
    self.seed = seed
    self.questionCount = questionCount
  }

  /// The header, the selection's line (wrapped) and the instructions, in that order.
  public var lines: [String] {
    var lines = [header]
    if let only = options.focus.headerLine(in: language) {
      lines.append(QuizLine.fitted(only, hanging: 2))
    }
    lines.append(instructions)
    // A spaced review of several drills: how to answer each drill it asks.
    if drill.drillsAsked.count > 1 {
      lines += drill.drillsAsked.dropFirst().map { instructions(for: $0) }
    }
    return lines
  }

  /// "Quiz · seed 42 · easy · Spain · 5 questions", or a review's or weak-spots drill's.
  public var header: String {
    let drillName = drill.headerSuffix(in: language)
    if source == .spacedReview {
      return [
        say(.quizReviewWord), say(.quizSeed(seed)), say(.quizQuestions(questionCount)),
        say(.quizDueToday(dueToday)),
      ]
      .joined(separator: " · ") + drillName
    }
    if source == .weakSpots {
      // The habits' names can run long: wrapped like the quiz's other lines.
      return QuizLine.fitted(
        [
          say(.quizWeakSpotsWord), say(.quizSeed(seed)), say(.quizQuestions(questionCount)),
          weakSpots.joined(separator: ", "),
        ]
        .joined(separator: " · ") + drillName, hanging: 2)
    }
    var parts = [
      say(.quizWord), say(.quizSeed(seed)), say(options.difficulty.message),
      say(options.region.message), say(.quizQuestions(questionCount)),
    ]
    if options.asksVos { parts.append("vos") }
    return parts.joined(separator: " · ") + drillName
  }

  /// How to answer the drill, with the typing help where forms are written.
  public var instructions: String { instructions(for: drill.drillsAsked[0]) }

  private func instructions(for kind: QuizKind) -> String {
    switch kind {
    case .conjugate: say(Message(.quizInstructionsConjugate))
    case .recognize: say(Message(.quizInstructionsRecognize))
    case .translate: say(Message(.quizInstructionsTranslate))
    case .context: say(Message(.quizInstructionsContext))
    case .recognizeSentences: say(Message(.quizInstructionsRecognizeSentences))
    }
  }

  private func say(_ message: Message) -> String { message.text(in: language) }

}
