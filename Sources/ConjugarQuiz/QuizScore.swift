/// A question with the learner's answer and its mark.
public struct QuizAnswer: Equatable, Sendable {
  public let question: QuizQuestion
  /// nil when skipped.
  public let given: String?
  public let mark: Mark

  public init(question: QuizQuestion, given: String?, mark: Mark) {
    self.question = question
    self.given = given
    self.mark = mark
  }
}

/// The tally of a quiz so far: points, the scaled score, accuracy per tense.
public struct QuizScore: Equatable, Sendable {
  public let answers: [QuizAnswer]
  public let options: QuizOptions

  public init(answers: [QuizAnswer], options: QuizOptions) {
    self.answers = answers
    self.options = options
  }

  public var correctCount: Int { answers.filter { $0.mark == .correct }.count }
  public var accentSlipCount: Int { answers.filter { $0.mark == .accentOnly }.count }
  public var points: Int { answers.reduce(0) { $0 + $1.mark.points } }

  /// Harder quizzes score more (×0.5, ×1, ×1.5), and so do quizzes with vosotros (×1.1).
  public var difficultyMultiplier: Double {
    switch options.difficulty {
    case .easy: 0.5
    case .moderate: 1
    case .difficult: 1.5
    }
  }

  public var regionMultiplier: Double { options.region == .spain ? 1.1 : 1 }

  public var score: Int {
    Int((Double(points) * difficultyMultiplier * regionMultiplier).rounded())
  }

  /// Correct answers and questions answered, per item, in order of first appearance.
  public var accuracyByItem: [(item: QuizItem, correct: Int, total: Int)] {
    var order: [QuizItem] = []
    var tally: [QuizItem: (Int, Int)] = [:]
    for answer in answers {
      let item = answer.question.item
      if tally[item] == nil { order.append(item) }
      let (correct, total) = tally[item] ?? (0, 0)
      tally[item] = (correct + (answer.mark == .correct ? 1 : 0), total + 1)
    }
    return order.map { ($0, tally[$0]!.0, tally[$0]!.1) }
  }
}
