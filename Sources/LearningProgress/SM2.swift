import ConjugarQuiz

/// The SuperMemo 2 schedule of one item (Woźniak, 1987), as commonly stated:
///
///     q ≥ 3: I ← 1 (first success), 6 (second), round(I × EF) after; n ← n + 1
///     q < 3: n ← 0, I ← 1
///     EF ← max(1.3, EF + 0.1 − (5 − q) × (0.08 + (5 − q) × 0.02))
///
/// SM-2 rather than FSRS: it is deterministic, needs only a grade per answer (which the marks
/// give) rather than response times or a model fitted to many reviews, and fits in a few lines
/// that can be checked by hand. The easiness is kept in hundredths, so intervals are exact
/// integers on every platform (round half up).
public struct SM2: Equatable, Sendable {
  /// Successful reviews in a row (n).
  public var repetitions = 0
  /// The easiness factor EF in hundredths: 250 is 2.5; never below 130.
  public var easiness = 250
  /// Days from the last answer to the next review (I); 0 before the first answer.
  public var interval = 0

  public init() {}

  public init(repetitions: Int, easiness: Int, interval: Int) {
    self.repetitions = repetitions
    self.easiness = easiness
    self.interval = interval
  }

  /// The grade (0–5) of a mark: correct 5 (perfect recall), an accent slip 3 (recalled, with
  /// an error: still a pass), wrong 1 (incorrect, but the answer is familiar once seen),
  /// skipped 0 (no recall at all); the recognition drill's half credit (only the verb named)
  /// counts as wrong, though its answers are not read into reviews.
  public static func quality(of mark: Mark) -> Int {
    switch mark {
    case .correct: 5
    case .accentOnly: 3
    case .wrong, .partlyRight: 1
    case .skipped: 0
    }
  }

  /// The schedule after an answer of grade `quality` (0–5).
  public mutating func review(quality: Int) {
    let q = min(5, max(0, quality))
    if q >= 3 {
      switch repetitions {
      case 0: interval = 1
      case 1: interval = 6
      default: interval = (interval * easiness + 50) / 100
      }
      repetitions += 1
    } else {
      repetitions = 0
      interval = 1
    }
    easiness = max(130, easiness + 10 - (5 - q) * (8 + (5 - q) * 2))
  }

  public mutating func review(_ mark: Mark) { review(quality: Self.quality(of: mark)) }
}
