import ConjugarQuiz

/// The SuperMemo 2 schedule of one item (Woźniak, 1987), as commonly stated, with two bounds:
///
///     q ≥ 3: I ← 1 (first success), 6 (second), min(365, round(I × EF)) after; n ← n + 1
///     q < 3: n ← 0, I ← 1
///     EF ← min(3.0, max(1.3, EF + 0.1 − (5 − q) × (0.08 + (5 − q) × 0.02)))
///
/// SM-2 rather than FSRS: it is deterministic, needs only a grade per answer (which the marks
/// give) rather than response times or a model fitted to many reviews, and fits in a few lines
/// that can be checked by hand. The easiness is kept in hundredths, so intervals are exact
/// integers on every platform (round half up).
///
/// The bounds. Unbounded, every perfect answer adds 0.1 to EF and multiplies I by EF, so about
/// 30 correct answers in a row overflow a 64-bit interval (issue 12). Here:
/// - EF stays in 1.30…3.00 (`easiness` 130…300). 1.3 is SM-2's own floor; 3.0 lets an item that
///   is always right climb five steps above the 2.5 it starts with, while a success never more
///   than triples the wait: past 3.0, extra easiness only reaches the horizon in fewer answers.
/// - I stays in 0…365 days: a learner who has answered right for a year still sees the item
///   once a year (irregular forms fade), and a due day is never more than a year after the
///   last answer, so day arithmetic stays far from any limit.
/// - n saturates at `Int.max` (only 0, 1 and "more" matter to the formula).
///
/// Why nothing can overflow, for any sequence of answers and any starting state: `review`
/// first clamps the state into those ranges (a value made with `init(repetitions:…)` may be
/// anything), so `I × EF + 50 ≤ 365 × 300 + 50 = 109,550`; the easiness step lies in
/// −80…+10 and is applied to a value in 130…300; n + 1 is only computed below `Int.max`.
/// Every intermediate value is below 2^17.
public struct SM2: Equatable, Sendable {
  /// The lowest easiness, in hundredths (SM-2's 1.3).
  public static let minimumEasiness = 130
  /// The highest easiness, in hundredths (3.0; see the type's documentation).
  public static let maximumEasiness = 300
  /// The longest interval in days (one year; see the type's documentation).
  public static let maximumInterval = 365

  /// Successful reviews in a row (n).
  public var repetitions = 0
  /// The easiness factor EF in hundredths: 250 is 2.5; kept in 130…300.
  public var easiness = 250
  /// Days from the last answer to the next review (I), at most 365; 0 before the first answer.
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
  /// counts as wrong, though its answers are not read into spaced review.
  public static func quality(of mark: Mark) -> Int {
    switch mark {
    case .correct: 5
    case .accentOnly: 3
    case .wrong, .partlyRight: 1
    case .skipped: 0
    }
  }

  /// The schedule after an answer of grade `quality` (any value; clamped to 0–5).
  public mutating func review(quality: Int) {
    let q = min(5, max(0, quality))
    let current = min(Self.maximumEasiness, max(Self.minimumEasiness, easiness))
    if q >= 3 {
      let successes = max(0, repetitions)
      switch successes {
      case 0: interval = 1
      case 1: interval = 6
      default:
        let previous = min(Self.maximumInterval, max(0, interval))
        interval = max(1, min(Self.maximumInterval, (previous * current + 50) / 100))
      }
      repetitions = successes == .max ? successes : successes + 1
    } else {
      repetitions = 0
      interval = 1
    }
    let step = 10 - (5 - q) * (8 + (5 - q) * 2)
    easiness = min(Self.maximumEasiness, max(Self.minimumEasiness, current + step))
  }

  public mutating func review(_ mark: Mark) { review(quality: Self.quality(of: mark)) }
}
