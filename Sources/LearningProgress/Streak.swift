import CalendarDates

/// Consecutive calendar days with at least one quiz.
public struct Streak: Equatable, Sendable {
  /// The run that ends today, or yesterday when there is no quiz yet today (it can still go
  /// on); 0 otherwise.
  public let current: Int
  /// The longest run ever.
  public let longest: Int

  public init(current: Int, longest: Int) {
    self.current = current
    self.longest = longest
  }

  /// The streak of the days with a quiz, seen from `today`. Days after `today` (a clock that
  /// was ahead) count for the longest run only.
  public init(days: Set<LocalDay>, today: LocalDay) {
    let sorted = days.sorted()
    var longest = 0
    var run = 0
    var previous: LocalDay? = nil
    var current = 0
    for day in sorted {
      run = previous.map { $0.adding(days: 1) == day } == true ? run + 1 : 1
      longest = max(longest, run)
      if day <= today { current = day >= today.adding(days: -1) ? run : 0 }
      previous = day
    }
    self.init(current: current, longest: longest)
  }
}
