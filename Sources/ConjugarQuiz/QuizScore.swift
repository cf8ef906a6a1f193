/// A question with the learner's answer and its mark.
public struct QuizAnswer: Equatable, Sendable {
  public let question: QuizQuestion
  /// nil when skipped.
  public let given: String?
  public let mark: Mark
  /// An answer to a question asked again to relearn it (`RelearningQueue`): practice, not
  /// counted in the score.
  public let isRepeat: Bool
  /// Why an answer not accepted is wrong: the first diagnosis's kind (AnswerDiagnosis's
  /// `DiagnosisKind` raw value, "regularized") and, when the diagnosis names one, the
  /// irregularity's key ("strong-preterite"); nil for a right or skipped answer, or one the
  /// quiz did not diagnose (recognition).
  public var diagnosis: String? = nil
  public var irregularity: String? = nil

  public init(
    question: QuizQuestion, given: String?, mark: Mark, isRepeat: Bool = false,
    diagnosis: String? = nil, irregularity: String? = nil
  ) {
    self.question = question
    self.given = given
    self.mark = mark
    self.isRepeat = isRepeat
    self.diagnosis = diagnosis
    self.irregularity = irregularity
  }
}

/// The tally of a quiz so far: points, the scaled score, accuracy per tense, relearning.
///
/// Only the first answer to each question counts for the score, the accuracy and personal
/// bests; the repeats of relearning count only for `relearnedCount` (and, in the history, for
/// spaced review).
public struct QuizScore: Equatable, Sendable {
  /// Every answer, in the order given: first answers and repeats.
  public let answers: [QuizAnswer]
  public let options: QuizOptions

  public init(answers: [QuizAnswer], options: QuizOptions) {
    self.answers = answers
    self.options = options
  }

  /// The first answer to each question, in the order given: what the score counts.
  public var firstAnswers: [QuizAnswer] { answers.filter { !$0.isRepeat } }

  public var correctCount: Int { firstAnswers.filter { $0.mark == .correct }.count }
  public var accentSlipCount: Int { firstAnswers.filter { $0.mark == .accentOnly }.count }
  public var points: Int { firstAnswers.reduce(0) { $0 + $1.mark.points } }

  /// Questions whose first answer was not right: those relearning asks again.
  public var missedCount: Int {
    firstAnswers.filter { RelearningQueue.comesBack($0.mark) }.count
  }

  /// Of the questions missed, those a repeat then answered right.
  public var relearnedCount: Int {
    Set(answers.filter { $0.isRepeat && $0.mark == .correct }.map(\.question.number)).count
  }

  /// Harder quizzes score more (×0.5, ×1, ×1.5), and so do quizzes with vosotros (×1.1).
  public var difficultyMultiplier: Double {
    switch options.difficulty {
    case .easy: 0.5
    case .moderate: 1
    case .difficult: 1.5
    }
  }

  public var regionMultiplier: Double { options.region.usesVosotros ? 1.1 : 1 }

  public var score: Int {
    Int((Double(points) * difficultyMultiplier * regionMultiplier).rounded())
  }

  /// Correct first answers and questions answered, per item, in order of first appearance.
  public var accuracyByItem: [(item: QuizItem, correct: Int, total: Int)] {
    var order: [QuizItem] = []
    var tally: [QuizItem: (Int, Int)] = [:]
    for answer in firstAnswers {
      let item = answer.question.item
      if tally[item] == nil { order.append(item) }
      let (correct, total) = tally[item] ?? (0, 0)
      tally[item] = (correct + (answer.mark == .correct ? 1 : 0), total + 1)
    }
    return order.map { ($0, tally[$0]!.0, tally[$0]!.1) }
  }
}
