#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// ISO 8601 dates in UTC with whole seconds (2026-11-22T02:07:00Z), without a calendar or
/// formatter: civil-from-days arithmetic (proleptic Gregorian calendar).
///
/// The years are 0001…9999, the four-digit years the files hold. Parsing is strict: a date
/// that does not exist (2025-02-31, 2023-02-29), a leap second (23:59:60: POSIX time has
/// none), an offset beyond ±23:59, a fifth year digit or anything after the date is refused,
/// never read as another date. Formatting never fails: an instant outside the years is shown
/// as the nearest one inside (NaN as 1970-01-01T00:00:00Z), so whatever it formats, `parse`
/// reads back.
public enum ISODate {
  /// 0001-01-01T00:00:00Z, in seconds from 1970.
  public static let earliestSecond: Int64 = -62_135_596_800
  /// 9999-12-31T23:59:59Z, in seconds from 1970.
  public static let latestSecond: Int64 = 253_402_300_799
  /// 0001-01-01 … 9999-12-31, in days from 1970-01-01.
  public static let days: ClosedRange<Int> = -719_162...2_932_896

  /// `2026-11-22T02:07:00Z`; the nearest representable instant for one outside 0001…9999.
  public static func format(_ date: Date) -> String {
    let seconds = clampedSeconds(date.timeIntervalSince1970)
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let secondOfDay = seconds - days * 86_400
    return formatDay(Int(days)) + "T" + two(secondOfDay / 3600) + ":" + two(secondOfDay / 60 % 60)
      + ":"
      + two(secondOfDay % 60) + "Z"
  }

  /// `2026-11-22` for a count of days from 1970-01-01 (any `Int`: clamped to `days`).
  public static func formatDay(_ daysSince1970: Int) -> String {
    let (year, month, day) = civil(
      fromDays: Int64(min(days.upperBound, max(days.lowerBound, daysSince1970))))
    let yearText = String(year)
    return String(repeating: "0", count: 4 - yearText.count) + yearText + "-" + two(month) + "-"
      + two(day)
  }

  /// Accepts YYYY-MM-DD, YYYY-MM-DDTHH:MM:SSZ, and an optional fraction (ignored: whole
  /// seconds) or ±HH:MM offset instead of Z; nil for anything else (see the type).
  public static func parse(_ text: String) -> Date? {
    var text = text
    return text.withUTF8 { parse(utf8: UnsafeRawBufferPointer($0)) }
  }

  /// `parse` of UTF-8 text in a buffer (a history line's bytes), without making a string.
  public static func parse(utf8 bytes: UnsafeRawBufferPointer) -> Date? {
    func number(_ range: Range<Int>) -> Int64? {
      guard range.upperBound <= bytes.count else { return nil }
      var value: Int64 = 0
      for byte in bytes[range] {
        guard (48...57).contains(byte) else { return nil }
        value = value * 10 + Int64(byte - 48)
      }
      return value
    }
    guard bytes.count >= 10, let year = number(0..<4), bytes[4] == 45, let month = number(5..<7),
      bytes[7] == 45, let day = number(8..<10), year >= 1, (1...12).contains(month),
      (1...daysIn(month: month, year: year)).contains(day)
    else { return nil }
    var seconds = days(fromCivil: year, month, day) * 86_400
    if bytes.count == 10 { return Date(timeIntervalSince1970: Double(seconds)) }
    guard bytes.count >= 20, bytes[10] == 84 || bytes[10] == 116, let hour = number(11..<13),
      bytes[13] == 58, let minute = number(14..<16), bytes[16] == 58, let second = number(17..<19),
      hour < 24, minute < 60, second < 60
    else { return nil }
    seconds += hour * 3600 + minute * 60 + second
    var rest = 19
    if rest < bytes.count, bytes[rest] == 46 {
      rest += 1
      let digits = rest
      while rest < bytes.count, (48...57).contains(bytes[rest]) { rest += 1 }
      guard rest > digits else { return nil }
    }
    guard rest < bytes.count else { return nil }
    if bytes[rest] == 90 || bytes[rest] == 122 {
      guard rest + 1 == bytes.count else { return nil }
    } else if bytes[rest] == 43 || bytes[rest] == 45, rest + 6 == bytes.count,
      let offsetHours = number((rest + 1)..<(rest + 3)), bytes[rest + 3] == 58,
      let offsetMinutes = number((rest + 4)..<(rest + 6)), offsetHours < 24, offsetMinutes < 60
    {
      let offset = offsetHours * 3600 + offsetMinutes * 60
      seconds += bytes[rest] == 43 ? -offset : offset
    } else {
      return nil
    }
    return Date(timeIntervalSince1970: Double(seconds))
  }

  /// `date` itself inside 0001…9999, else the nearest end (NaN: 1970-01-01T00:00:00Z): a clock
  /// outside the calendar is read as its nearest end.
  public static func clamped(_ date: Date) -> Date {
    let interval = date.timeIntervalSince1970
    if interval >= Double(earliestSecond), interval <= Double(latestSecond) { return date }
    return Date(timeIntervalSince1970: Double(clampedSeconds(interval)))
  }

  /// Whole seconds from 1970, rounded down and clamped to 0001…9999 (NaN: 0).
  public static func clampedSeconds(_ interval: Double) -> Int64 {
    if interval.isNaN { return 0 }
    if interval <= Double(earliestSecond) { return earliestSecond }
    if interval >= Double(latestSecond) { return latestSecond }
    return Int64(interval.rounded(.down))
  }

  static func daysIn(month: Int64, year: Int64) -> Int64 {
    switch month {
    case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  private static func two(_ n: Int64) -> String { n < 10 ? "0\(n)" : "\(n)" }

  private static func civil(fromDays z0: Int64) -> (Int64, Int64, Int64) {
    let z = z0 + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let day = doy - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  private static func days(fromCivil year0: Int64, _ month: Int64, _ day: Int64) -> Int64 {
    let year = month <= 2 ? year0 - 1 : year0
    let era = (year >= 0 ? year : year - 399) / 400
    let yoe = year - era * 400
    let doy = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
    return era * 146_097 + doe - 719_468
  }
}
