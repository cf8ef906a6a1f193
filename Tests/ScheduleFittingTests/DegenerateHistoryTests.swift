import ConjugarQuiz
import Testing

@testable import ScheduleFitting

/// Fits of random and degenerate answers: never a crash, a NaN or a parameter outside its
/// range, and the stages by the number of predictions.
@Suite struct DegenerateHistoryTests {
  /// Cards of answers `days` apart with grades from `grade`.
  static func data(
    cards: Int, answers: Int, days: (Int, Int) -> Int, grade: (Int, Int) -> Int
  ) -> FitData {
    var order = 0
    var result: [[FitReview]] = []
    for card in 0..<cards {
      result.append(
        (0..<answers).map { index in
          order += 1
          return FitReview(
            rating: grade(card, index), elapsedDays: index == 0 ? 0 : days(card, index),
            order: order)
        })
    }
    return FitData(cards: result)
  }

  static func check(_ fit: ScheduleFit) {
    #expect(FSRSParameterSpace.isValid(fit.parameters), "\(fit.parameters)")
    #expect(FSRSParameterSpace.isValid(fit.trial), "\(fit.trial)")
    for evaluation in [fit.defaultEvaluation, fit.fittedEvaluation].compactMap({ $0 }) {
      #expect(evaluation.logLoss.isFinite && evaluation.rmseBins.isFinite)
    }
  }

  @Test func allAgain() {
    Self.check(
      ScheduleFit(Self.data(cards: 60, answers: 8, days: { _, i in i }, grade: { _, _ in 1 })))
  }

  @Test func allGood() {
    Self.check(
      ScheduleFit(Self.data(cards: 80, answers: 8, days: { _, i in 1 << i }, grade: { _, _ in 3 })))
  }

  @Test func oneAnswerPerItemKeepsTheDefaults() {
    let fit = ScheduleFit(
      Self.data(cards: 500, answers: 1, days: { _, _ in 0 }, grade: { c, _ in c % 3 + 1 }))
    Self.check(fit)
    #expect(fit.stage == .defaults && !fit.adopted && fit.scheduling == FSRSParameterSpace.defaults)
  }

  @Test func aThousandAnswersOnOneDay() {
    let fit = ScheduleFit(
      Self.data(cards: 1, answers: 1000, days: { _, _ in 0 }, grade: { _, i in i % 3 + 1 }))
    Self.check(fit)
    #expect(fit.predictions == 0 && !fit.adopted)
  }

  /// A clock set back reads as a gap of 0 (a negative gap is clamped), huge gaps as 36,500 days.
  @Test func aClockThatGoesBackAndHugeGaps() {
    Self.check(
      ScheduleFit(
        Self.data(
          cards: 100, answers: 6, days: { c, i in [-5, 3, Int.max, -Int.max, 40][(c + i) % 5] },
          grade: { c, i in (c * 7 + i) % 3 + 1 })))
  }

  @Test(arguments: [1, 2, 3, 4, 5])
  func randomAnswers(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    let cards = 20 + generator.uniform(below: 300)
    var order = 0
    var result: [[FitReview]] = []
    for _ in 0..<cards {
      result.append(
        (0..<(1 + generator.uniform(below: 12))).map { index in
          order += 1
          return FitReview(
            rating: 1 + generator.uniform(below: 4),
            elapsedDays: index == 0 ? 0 : generator.uniform(below: 60) - 5, order: order)
        })
    }
    Self.check(ScheduleFit(FitData(cards: result)))
  }

  @Test func theStagesFollowThePredictions() {
    let few = ScheduleFit(
      Self.data(cards: 5, answers: 2, days: { _, _ in 2 }, grade: { _, _ in 3 }))
    #expect(few.stage == .defaults && few.trialStage == .defaults)
    let some = ScheduleFit(
      Self.data(
        cards: 40, answers: 2, days: { c, _ in 1 + c % 3 }, grade: { c, _ in c % 4 == 0 ? 1 : 3 }))
    #expect(some.stage == .initialStabilities)
    Self.check(some)
  }
}
