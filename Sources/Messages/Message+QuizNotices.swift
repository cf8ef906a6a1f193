/// The typed messages of a quiz with nothing to ask (`QuizNoticeMessages`).
extension Message {

  public static func quizNoVerbFollowsModel(_ model: String) -> Message {
    Message.quizNoVerbFollowsModel(model: model)
  }

  /// `names`: the selection as given (--verbs, --tense…), joined with commas.
  public static func quizNoQuestionFits(_ names: [String]) -> Message {
    Message.quizNoQuestionFits(names: names.joined(separator: ", "))
  }
}
