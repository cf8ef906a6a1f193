#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
import ConjugarSettings

/// A calendar day in the learner's local time, counted from 1970-01-01.
public struct LocalDay: Hashable, Comparable, Sendable {
  public let number: Int

  public init(number: Int) { self.number = number }

  public static func < (lhs: LocalDay, rhs: LocalDay) -> Bool { lhs.number < rhs.number }

  public func adding(days: Int) -> LocalDay { LocalDay(number: number + days) }

  /// Days from `self` to `other` (negative when `other` is earlier).
  public func days(to other: LocalDay) -> Int { other.number - number }

  /// `2025-03-14`.
  public var iso: String {
    String(Settings.formatDate(Date(timeIntervalSince1970: Double(number) * 86_400)).prefix(10))
  }
}

/// Turns instants into local days with an injected offset from UTC, so the module never reads
/// the process's time zone: the command passes the live one, tests pass a fixed one.
public struct LocalCalendar: Sendable {
  /// Seconds east of UTC at an instant (it changes with daylight saving time).
  public let secondsFromUTC: @Sendable (Date) -> Int

  public init(secondsFromUTC: @escaping @Sendable (Date) -> Int) {
    self.secondsFromUTC = secondsFromUTC
  }

  /// A zone with a constant offset: `.fixed(hours: -5)`.
  public static func fixed(hours: Int, minutes: Int = 0) -> LocalCalendar {
    let seconds = hours * 3600 + (hours < 0 ? -minutes : minutes) * 60
    return LocalCalendar { _ in seconds }
  }

  public static let utc = LocalCalendar { _ in 0 }

  /// The local day an instant falls on.
  public func day(of date: Date) -> LocalDay {
    let seconds = Int(date.timeIntervalSince1970.rounded(.down)) + secondsFromUTC(date)
    return LocalDay(number: seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400)
  }
}
