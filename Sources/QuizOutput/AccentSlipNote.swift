import ConjugarQuiz
import Messages

extension AccentsPolicy {
  /// The feedback for an accent slip the policy turns into a full mark or a miss, e.g.
  /// "accent slip: counted wrong (strict accents)", in `language`; nil for `half`, whose
  /// "almost" says it.
  public func accentSlipNote(in language: Language) -> String? {
    switch self {
    case .strict: Message(.quizAccentSlipStrict).text(in: language)
    case .half: nil
    case .ignore: Message(.quizAccentSlipIgnore).text(in: language)
    }
  }
}
