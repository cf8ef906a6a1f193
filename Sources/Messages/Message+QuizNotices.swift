/// The typed messages of a quiz with nothing to ask (`QuizNoticeMessages`).
extension Message {
  public static let quizVerbListEmpty = Message(.quizVerbListEmpty)
  public static let reviewNoSentences = Message(.reviewNoSentences)
  public static let reviewNoForms = Message(.reviewNoForms)
  public static let reviewNoHistory = Message(.reviewNoHistory)
  public static let reviewNothingInSelection = Message(.reviewNothingInSelection)
  public static let weakNoHistory = Message(.weakNoHistory)

  public static func quizNoVerbFollowsModel(_ model: String) -> Message {
    Message(.quizNoVerbFollowsModel, ["model": .quoted(model)])
  }

  /// `names`: the selection as given (--verbs, --tense…), joined with commas.
  public static func quizNoQuestionFits(_ names: [String]) -> Message {
    Message(.quizNoQuestionFits, ["names": .text(names.joined(separator: ", "))])
  }

  /// `command`: what to run first ("conjugar quiz --mode translate"), quoted.
  public static func reviewNothingInDrill(_ command: String) -> Message {
    Message(.reviewNothingInDrill, ["command": .quoted(command)])
  }

  /// `day`: ISO 8601 (2026-01-31).
  public static func reviewNothingDue(nextOn day: String) -> Message {
    Message(.reviewNothingDue, ["day": .text(day)])
  }

  public static func weakNothingYet(minimumAnswers: Int) -> Message {
    Message(.weakNothingYet, ["count": .text(String(minimumAnswers))])
  }
}
