/// The desired retention of spaced review: the chance of recall a learner wants when an item
/// comes due. The settings accept it within `range`; FSRS (LearningProgress) schedules with it.
/// Kept apart from both so that the settings do not depend on the scheduler.
public enum DesiredRetention {
  /// The values a learner may choose.
  public static let range: ClosedRange<Double> = 0.70...0.97
  /// The value when none is chosen.
  public static let defaultValue = 0.90
}
