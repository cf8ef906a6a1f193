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
}
