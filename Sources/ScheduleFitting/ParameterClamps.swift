/// FSRS-6's parameters and the range each may take while fitting, as fsrs-rs clamps them
/// (`parameter_clipper.rs`, one relearning step, short-term memory on), with the range of the
/// states (`simulation.rs`: S in 0.001…36,500, D in 1…10) and of a first stability (≤ 100).
public enum FSRSParameterSpace {
  /// FSRS-6's default parameters (fsrs-rs and py-fsrs `DEFAULT_PARAMETERS`).
  public static let defaults: [Double] = [
    0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796, 1.4835,
    0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
  ]
  /// How far each parameter strays across learners (fsrs-rs `PARAMS_STDDEV`): the L2 penalty
  /// toward the defaults divides by its square.
  static let spread: [Double] = [
    6.43, 9.66, 17.58, 27.85, 0.57, 0.28, 0.6, 0.12, 0.39, 0.18, 0.33, 0.3, 0.09, 0.16, 0.57,
    0.25, 1.03, 0.31, 0.32, 0.14, 0.27,
  ]
  static let minimumStability = 0.001
  static let maximumStability = 36_500.0
  static let maximumInitialStability = 100.0
  static let difficultyRange = 1.0...10.0

  /// The range of each of the 21 parameters.
  public static let ranges: [ClosedRange<Double>] = [
    minimumStability...maximumInitialStability, minimumStability...maximumInitialStability,
    minimumStability...maximumInitialStability, minimumStability...maximumInitialStability,
    1...10, 0.001...4, 0.001...4, 0.001...0.75, 0...4.5, 0...0.8, 0.001...3.5, 0.001...5,
    0.001...0.25, 0.001...0.9, 0...4, 0...1, 1...6, 0...2, 0...2, 0.01...0.8, 0.1...0.8,
  ]

  /// Each parameter moved into its range (a NaN becomes the default).
  public static func clamped(_ parameters: [Double]) -> [Double] {
    (0..<21).map { index in
      let value = index < parameters.count ? parameters[index] : defaults[index]
      guard !value.isNaN else { return defaults[index] }
      return min(ranges[index].upperBound, max(ranges[index].lowerBound, value))
    }
  }

  /// True for 21 finite numbers, each in its range.
  public static func isValid(_ parameters: [Double]) -> Bool {
    parameters.count == 21 && parameters.indices.allSatisfy { ranges[$0].contains(parameters[$0]) }
  }
}
