import ConjugarQuiz
import ConjugarSettings

extension QuizOptions {
  /// The options the learner's settings give, for a quiz of `count` questions.
  public init(settings: Settings, count: Int = defaultCount) {
    self.init(
      difficulty: settings.difficulty, region: settings.region, vos: settings.vos, count: count)
  }
}
