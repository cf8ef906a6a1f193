import ConjugarOutput
import ConjugarQuiz

extension AnswerFeedback {
  /// The mark (one column, maybe coloured), `label`, `expected` and `after`, with the letters of
  /// `expected` the answer got wrong marked: bold red with colour, else a caret line under them.
  /// Recognition answers are not marked, nor an answer too long for one line.
  func marked(
    _ symbol: String, _ label: String, _ expected: String, given: String, after: String = "",
    question: QuizQuestion
  ) -> [String] {
    let lead = "  " + symbol + label
    let leadWidth = 3 + label.count
    guard !drill.kind(of: question).isRecognition, leadWidth + expected.count <= QuizLine.width
    else {
      return [QuizLine.fitted(lead + expected + after, hanging: 4)]
    }
    let answer = AnswerChecker.normalized(given)
    if style.usesColor {
      let flags = AnswerDifference.marks(given: answer, expected: expected)
      var text = ""
      var run = ""
      var runIsWrong = false
      for (character, wrong) in zip(expected, flags) {
        if wrong != runIsWrong {
          text += runIsWrong ? style.irregular(run) : run
          run = ""
          runIsWrong = wrong
        }
        run.append(character)
      }
      text += runIsWrong ? style.irregular(run) : run
      return [lead + text + after]
    }
    let carets = AnswerDifference.markerLine(given: answer, expected: expected)
    let line = QuizLine.fitted(lead + expected + after, hanging: 4)
    guard !carets.isEmpty else { return [line] }
    return [line, String(repeating: " ", count: leadWidth) + carets]
  }
}
