import ConjugarCore
import Testing

@testable import ConjugarQuiz

/// Where relearning puts a missed question: `gap` turns later, or at the end when fewer remain,
/// until it is right or asked three times; and the score counting first answers only.
@Suite struct RelearningQueueTests {
  static func questions(_ count: Int) -> [QuizQuestion] {
    (1...max(count, 1)).prefix(count).map { number in
      QuizQuestion(
        number: number, verb: "hablar", item: .tense(.preterito), person: .yo, answer: "hablé",
        alternatives: [])
    }
  }

  /// The turns of a quiz of `count` questions whose answers `mark` gives (by question number
  /// and which time it is asked), as `number` or `number+` for a repeat.
  static func order(_ count: Int, _ mark: (Int, Int) -> Mark) -> [String] {
    var queue = RelearningQueue(questions(count))
    var order: [String] = []
    while let turn = queue.next() {
      order.append("\(turn.question.number)" + (turn.isRepeat ? "+" : ""))
      queue.answered(turn, mark(turn.question.number, turn.ask))
    }
    return order
  }

  @Test func withNoMistakeTheQuestionsComeInOrderOnce() {
    #expect(Self.order(5) { _, _ in .correct } == ["1", "2", "3", "4", "5"])
    #expect(Self.order(0) { _, _ in .correct } == [])
  }

  @Test(arguments: [Mark.wrong, .skipped, .accentOnly, .partlyRight])
  func aMissComesBackAfterThreeOtherQuestions(mark: Mark) {
    let order = Self.order(8) { number, ask in number == 2 && ask == 1 ? mark : .correct }
    #expect(order == ["1", "2", "3", "4", "5", "2+", "6", "7", "8"])
  }

  @Test func aRepeatMissedAgainComesBackUntilAskedThreeTimes() {
    let order = Self.order(10) { number, _ in number == 1 ? .wrong : .correct }
    #expect(order == ["1", "2", "3", "4", "1+", "5", "6", "7", "1+", "8", "9", "10"])
    let relearned = Self.order(10) { number, ask in number == 1 && ask < 3 ? .wrong : .correct }
    #expect(relearned == order)
  }

  @Test func nearTheEndARepeatWaitsForTheLastQuestionsOnly() {
    #expect(
      Self.order(5) { number, ask in number == 4 && ask == 1 ? .wrong : .correct }
        == ["1", "2", "3", "4", "5", "4+"])
    #expect(
      Self.order(3) { number, _ in number == 3 ? .skipped : .correct } == [
        "1", "2", "3", "3+", "3+",
      ])
  }

  @Test func repeatsDueTogetherGoInTheOrderTheyWereMissed() {
    let order = Self.order(6) { number, ask in number <= 2 && ask == 1 ? .wrong : .correct }
    #expect(order == ["1", "2", "3", "4", "1+", "2+", "5", "6"])
    let all = Self.order(3) { _, ask in ask < 3 ? .wrong : .correct }
    #expect(all == ["1", "2", "3", "1+", "2+", "3+", "1+", "2+", "3+"])
  }

  @Test func theQueueKnowsWhenEveryQuestionHasBeenAsked() {
    var queue = RelearningQueue(Self.questions(2))
    #expect(!queue.hasAskedEveryQuestion)
    let first = queue.next()!
    queue.answered(first, .wrong)
    #expect(!queue.hasAskedEveryQuestion)
    let second = queue.next()!
    #expect(second.question.number == 2 && queue.hasAskedEveryQuestion)
  }

  /// Random marks (seeded): each question is asked first once, in order; a repeat follows a
  /// miss of the same question after `gap` other turns, or sooner only once every question has
  /// been asked; a question stops coming back once right or asked three times.
  @Test(arguments: 1...40)
  func placementHoldsForAnyMarks(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    let count = 1 + generator.uniform(below: 12)
    let marks: [Mark] = [.correct, .correct, .wrong, .skipped, .accentOnly]
    var queue = RelearningQueue(Self.questions(count))
    var turns: [(number: Int, ask: Int, mark: Mark, allAsked: Bool)] = []
    while let turn = queue.next() {
      let mark = marks[generator.uniform(below: marks.count)]
      turns.append((turn.question.number, turn.ask, mark, queue.hasAskedEveryQuestion))
      queue.answered(turn, mark)
    }
    #expect(turns.filter { $0.ask == 1 }.map(\.number) == Array(1...count))
    for (index, turn) in turns.enumerated() where turn.ask > 1 {
      let previous = turns[..<index].lastIndex { $0.number == turn.number }!
      #expect(turns[previous].ask == turn.ask - 1)
      #expect(turns[previous].mark != .correct)
      let between = index - previous - 1
      #expect(between >= RelearningQueue.gap || turns[index - 1].allAsked)
    }
    for number in 1...count {
      let last = turns.last { $0.number == number }!
      #expect(last.mark == .correct || last.ask == RelearningQueue.maximumAsks)
    }
  }

  @Test func theScoreCountsFirstAnswersAndRepeatsCountAsRelearning() {
    let questions = Self.questions(3)
    let answers = [
      QuizAnswer(question: questions[0], given: "hable", mark: .accentOnly),
      QuizAnswer(question: questions[1], given: nil, mark: .skipped),
      QuizAnswer(question: questions[2], given: "hablé", mark: .correct),
      QuizAnswer(question: questions[0], given: "hablé", mark: .correct, isRepeat: true),
      QuizAnswer(question: questions[1], given: "x", mark: .wrong, isRepeat: true),
      QuizAnswer(question: questions[1], given: nil, mark: .skipped, isRepeat: true),
    ]
    let score = QuizScore(
      answers: answers,
      options: QuizOptions(difficulty: .moderate, region: .latinAmerica, vos: false))
    #expect(score.firstAnswers == Array(answers.prefix(3)))
    #expect(score.points == 15 && score.score == 15)
    #expect(score.correctCount == 1 && score.accentSlipCount == 1)
    #expect(score.accuracyByItem.first?.correct == 1 && score.accuracyByItem.first?.total == 3)
    #expect(score.missedCount == 2 && score.relearnedCount == 1)
  }
}
