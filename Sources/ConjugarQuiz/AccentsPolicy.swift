/// How an answer right but for its accents (hablo for habló) is marked: the teacher's choice
/// (`--accents` on `quiz` and `grade`, recorded in a class's key file). `AnswerChecker.mark`
/// is the one place that applies it; `half` is what quizzes always did.
public enum AccentsPolicy: String, CaseIterable, Sendable {
  /// An accent slip is wrong: no credit.
  case strict
  /// An accent slip earns half credit (`Mark.accentOnly`).
  case half
  /// Accents are not marked: an accent slip earns full credit.
  case ignore

  public static let `default` = AccentsPolicy.half

  /// What an accent slip becomes under this policy.
  public var accentSlipMark: Mark {
    switch self {
    case .strict: .wrong
    case .half: .accentOnly
    case .ignore: .correct
    }
  }

  /// The feedback for an accent slip the policy turns into a full mark or a miss, e.g.
  /// "accent slip: counted wrong (strict accents)"; nil for `half`, whose "almost" says it.
  public var accentSlipNote: String? {
    switch self {
    case .strict: "accent slip: counted wrong (strict accents)"
    case .half: nil
    case .ignore: "accent slip: counted right (accents ignored)"
    }
  }
}
