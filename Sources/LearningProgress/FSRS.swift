import ConjugarQuiz
import ReviewRetention
import ScheduleFitting

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// FSRS-6 (Free Spaced Repetition Scheduler, Ye et al.) with its 21 default parameters w₀…w₂₀,
/// deterministic (no fuzz), as the reference implementation (PyPI `fsrs` 6.x, `Scheduler` with
/// no learning or relearning steps) computes it. G is the grade (Again 1, Hard 2, Good 3), t
/// the whole days since the last review, S the stability in days, D the difficulty (1…10):
///
///     R(t, S)     = (1 + F·t/S)^−w₂₀, F = 0.9^(−1/w₂₀) − 1        (retrievability)
///     S₀(G)       = w[G−1];  D₀(G) = w₄ − e^(w₅(G−1)) + 1          (first review)
///     D′          = w₇·D₀(4) + (1−w₇)·(D + (10−D)·(−w₆(G−3))/9)     (clamped to 1…10)
///     same day    S′ = S · e^(w₁₇(G−3+w₁₈)) · S^−w₁₉ (the factor at least 1 unless Again)
///     recall      S′ = S · (1 + e^w₈ (11−D) S^−w₉ (e^(w₁₀(1−R)) − 1) · (w₁₅ if Hard))
///     forget      S′ = min(w₁₁ D^−w₁₂ ((S+1)^w₁₃ − 1) e^(w₁₄(1−R)), S / e^(w₁₇w₁₈))
///     interval    I  = round(S/F · (r^(−1/w₂₀) − 1)), within 1…36,500 days (r: retention)
///
/// S is kept in 0.001…10¹² (the reference has no upper bound, but no history reaches one: the
/// dates span under 4 million days, and past that S grows by less each review). Exactly as the reference: t is the floor of the elapsed time in
/// days (`timedelta.days`), so "same day" means under 24 hours since the last review (or a
/// clock set back), not the same calendar date; `round` halves to even (Python's); e^x is
/// `pow(e, x)` as Python's `math.e ** x`. Tests hold it to fixtures the reference generated
/// (scripts/fsrs-fixtures.py).
///
/// Nothing can overflow: D stays in 1…10 and S in 0.001…10¹² after every step, from any state in
/// those ranges; the interval is clamped as a `Double` before it becomes an `Int`.
///
/// The parameters are a value (`FSRSParameters`): the defaults, or those fitted to the learner
/// (`ScheduleFitting`, `stats --fit`); every function takes them, the defaults when not given.
public enum FSRS {
  /// FSRS-6's default parameters (py-fsrs 6.x and fsrs-rs `DEFAULT_PARAMETERS`).
  public static let parameters: [Double] = FSRSParameterSpace.defaults
  /// The desired retention a learner may choose, and the default (`DesiredRetention`).
  public static let retentionRange = DesiredRetention.range
  public static let defaultRetention = DesiredRetention.defaultValue
  /// The longest interval, in days (about a century, as the reference's default).
  public static let maximumInterval = 36_500
  static let minimumStability = 0.001
  static let maximumStability = 1e12
  static let difficultyRange: ClosedRange<Double> = 1...10
  private static let e = 2.718281828459045

  /// The grade of a mark: wrong or skipped Again (also the recognition drill's half credit,
  /// whose answers are not read into progress), an accent slip Hard, right Good. FSRS's Easy
  /// is never given: a typed answer does not say how easy it was.
  public enum Grade: Int, Sendable {
    case again = 1
    case hard = 2
    case good = 3

    public init(_ mark: Mark) {
      switch mark {
      case .correct: self = .good
      case .accentOnly: self = .hard
      case .wrong, .partlyRight, .skipped: self = .again
      }
    }
  }

  /// The memory state after a review of grade `grade`, `elapsedDays` (whole days, any value)
  /// after the previous one; `memory` nil for the first review.
  public static func review(
    _ memory: MemoryState?, _ grade: Grade, elapsedDays: Int,
    parameters: FSRSParameters = .defaults
  ) -> MemoryState {
    let w = parameters.weights
    let g = Double(grade.rawValue)
    guard let memory else {
      return MemoryState(
        stability: max(minimumStability, w[grade.rawValue - 1]),
        difficulty: clampDifficulty(initialDifficulty(g, w)))
    }
    let s = memory.stability
    let d = memory.difficulty
    var next: Double
    if elapsedDays < 1 {
      var increase = pow(e, w[17] * (g - 3 + w[18])) * pow(s, -w[19])
      if grade != .again { increase = max(increase, 1) }
      next = s * increase
    } else {
      let r = retrievability(stability: s, elapsedDays: elapsedDays, parameters: parameters)
      if grade == .again {
        let longTerm = w[11] * pow(d, -w[12]) * (pow(s + 1, w[13]) - 1) * pow(e, (1 - r) * w[14])
        next = min(longTerm, s / pow(e, w[17] * w[18]))
      } else {
        let hardPenalty = grade == .hard ? w[15] : 1
        next =
          s
          * (1 + pow(e, w[8]) * (11 - d) * pow(s, -w[9]) * (pow(e, (1 - r) * w[10]) - 1)
            * hardPenalty)
      }
    }
    let delta = -(w[6] * (g - 3))
    let reverted = w[7] * parameters.meanDifficulty + (1 - w[7]) * (d + (10 - d) * delta / 9)
    return MemoryState(
      stability: min(maximumStability, max(minimumStability, next)),
      difficulty: clampDifficulty(reverted))
  }

  /// The probability of recall `elapsedDays` after a review (negative counts as 0).
  public static func retrievability(
    stability: Double, elapsedDays: Int, parameters: FSRSParameters = .defaults
  ) -> Double {
    pow(1 + parameters.factor * Double(max(0, elapsedDays)) / stability, parameters.decay)
  }

  /// Whole days from one review to the next, rounded down (the reference's `timedelta.days`):
  /// 23 hours is 0, a clock set back an hour is −1.
  public static func elapsedDays(from start: Date, to end: Date) -> Int {
    let days = ((end.timeIntervalSince1970 - start.timeIntervalSince1970) / 86_400).rounded(.down)
    guard days.isFinite else { return days > 0 ? Int(Int32.max) : Int(Int32.min) }
    return Int(min(Double(Int32.max), max(Double(Int32.min), days)))
  }

  /// Days until the next review of an item of stability `stability` for the desired retention
  /// `retention` (clamped to `retentionRange`): 1…`maximumInterval`.
  public static func interval(
    stability: Double, retention: Double, parameters: FSRSParameters = .defaults
  ) -> Int {
    let r = min(retentionRange.upperBound, max(retentionRange.lowerBound, retention))
    let days = (stability / parameters.factor * (pow(r, 1 / parameters.decay) - 1)).rounded(
      .toNearestOrEven)
    guard !days.isNaN else { return 1 }
    return Int(min(Double(maximumInterval), max(1, days)))
  }

  static func initialDifficulty(_ g: Double, _ w: [Double]) -> Double {
    w[4] - pow(e, w[5] * (g - 1)) + 1
  }

  private static func clampDifficulty(_ d: Double) -> Double {
    min(difficultyRange.upperBound, max(difficultyRange.lowerBound, d))
  }
}

/// How well an item is remembered (FSRS): the stability in days (the interval at which recall
/// falls to 90%) and the difficulty (1…10).
public struct MemoryState: Equatable, Sendable {
  public var stability: Double
  public var difficulty: Double

  public init(stability: Double, difficulty: Double) {
    self.stability = stability
    self.difficulty = difficulty
  }
}

/// FSRS-6's 21 parameters w₀…w₂₀ and what every review derives from them, worked out once: the
/// defaults, or a learner's fit (each within fsrs-rs's range, `FSRSParameterSpace`).
public struct FSRSParameters: Equatable, Sendable {
  public let weights: [Double]
  let decay: Double
  let factor: Double
  let meanDifficulty: Double

  /// FSRS-6's defaults.
  public static let defaults = FSRSParameters(checked: FSRSParameterSpace.defaults)

  /// nil unless `weights` are 21 finite numbers, each within its range.
  public init?(_ weights: [Double]) {
    guard FSRSParameterSpace.isValid(weights) else { return nil }
    self.init(checked: weights)
  }

  private init(checked weights: [Double]) {
    self.weights = weights
    decay = -weights[20]
    factor = pow(0.9, 1 / decay) - 1
    meanDifficulty = FSRS.initialDifficulty(4, weights)
  }

  public var isDefault: Bool { weights == FSRSParameterSpace.defaults }

  /// 16 hex digits naming the parameters (FNV-1a of their bit patterns): caches tell the
  /// states of one parameter set from another's by it.
  public var fingerprint: String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for weight in weights {
      withUnsafeBytes(of: weight.bitPattern.littleEndian) {
        for byte in $0 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
      }
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
