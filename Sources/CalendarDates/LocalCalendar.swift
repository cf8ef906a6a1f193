#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A calendar day in the learner's local time, counted from 1970-01-01.
///
/// Days lie in 0001-01-01…9999-12-31 (`ISODate.days`), the dates a history can hold: a number
/// outside is clamped to the nearest end, and so is arithmetic that would leave the range, so
/// no day traps and every day has an ISO date.
public struct LocalDay: Hashable, Comparable, Sendable {
  public let number: Int

  public init(number: Int) {
    self.number = min(ISODate.days.upperBound, max(ISODate.days.lowerBound, number))
  }

  public static func < (lhs: LocalDay, rhs: LocalDay) -> Bool { lhs.number < rhs.number }

  /// The day `days` later (earlier when negative), clamped to the range.
  public func adding(days: Int) -> LocalDay {
    let (sum, overflow) = number.addingReportingOverflow(days)
    return LocalDay(number: overflow ? (days > 0 ? .max : .min) : sum)
  }

  /// Days from `self` to `other` (negative when `other` is earlier).
  public func days(to other: LocalDay) -> Int { other.number - number }

  /// `2025-03-14`.
  public var iso: String { ISODate.formatDay(number) }
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

  /// Offsets beyond a day either way are taken as a day (real ones stay within ±14 hours).
  static let largestOffset = 86_400

  /// The local day an instant falls on (any instant: clamped to the range of days, and the
  /// zone asked about the clamped instant, so NaN or a far future never reaches it).
  public func day(of date: Date) -> LocalDay {
    let clamped = Int(ISODate.clampedSeconds(date.timeIntervalSince1970))
    let asked = secondsFromUTC(Date(timeIntervalSince1970: Double(clamped)))
    let offset = min(Self.largestOffset, max(-Self.largestOffset, asked))
    let seconds = clamped + offset
    return LocalDay(number: seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400)
  }
}
