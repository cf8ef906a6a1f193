#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// ISO 8601 dates in UTC with whole seconds (2026-11-22T02:07:00Z), without a calendar or
/// formatter: civil-from-days arithmetic (proleptic Gregorian calendar).
enum ISODate {
  static func format(_ date: Date) -> String {
    let seconds = Int64(date.timeIntervalSince1970.rounded(.down))
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let secondOfDay = seconds - days * 86_400
    let (year, month, day) = civil(fromDays: days)
    func two(_ n: Int64) -> String { n < 10 ? "0\(n)" : "\(n)" }
    let yearText = String(year)
    let paddedYear = String(repeating: "0", count: max(0, 4 - yearText.count)) + yearText
    return "\(paddedYear)-\(two(month))-\(two(day))T\(two(secondOfDay / 3600)):\(two(secondOfDay / 60 % 60)):\(two(secondOfDay % 60))Z"
  }

  /// Accepts YYYY-MM-DD, YYYY-MM-DDTHH:MM:SSZ, and an optional fraction or ±HH:MM offset.
  static func parse(_ text: String) -> Date? {
    let bytes = Array(text.utf8)
    func number(_ range: Range<Int>) -> Int64? {
      guard range.upperBound <= bytes.count else { return nil }
      var value: Int64 = 0
      for byte in bytes[range] {
        guard (48...57).contains(byte) else { return nil }
        value = value * 10 + Int64(byte - 48)
      }
      return value
    }
    guard let year = number(0..<4), bytes.count >= 10, bytes[4] == 45, let month = number(5..<7),
      bytes[7] == 45, let day = number(8..<10), (1...12).contains(month), (1...31).contains(day)
    else { return nil }
    var seconds = days(fromCivil: year, month, day) * 86_400
    if bytes.count == 10 { return Date(timeIntervalSince1970: Double(seconds)) }
    guard bytes.count >= 20, bytes[10] == 84 || bytes[10] == 116, let hour = number(11..<13),
      bytes[13] == 58, let minute = number(14..<16), bytes[16] == 58, let second = number(17..<19),
      hour < 24, minute < 60, second < 61
    else { return nil }
    seconds += hour * 3600 + minute * 60 + second
    var rest = 19
    if rest < bytes.count, bytes[rest] == 46 {
      rest += 1
      while rest < bytes.count, (48...57).contains(bytes[rest]) { rest += 1 }
    }
    guard rest < bytes.count else { return nil }
    if bytes[rest] == 90 || bytes[rest] == 122 {
      guard rest + 1 == bytes.count else { return nil }
    } else if bytes[rest] == 43 || bytes[rest] == 45, rest + 6 == bytes.count,
      let offsetHours = number((rest + 1)..<(rest + 3)), bytes[rest + 3] == 58,
      let offsetMinutes = number((rest + 4)..<(rest + 6))
    {
      let offset = offsetHours * 3600 + offsetMinutes * 60
      seconds += bytes[rest] == 43 ? -offset : offset
    } else {
      return nil
    }
    return Date(timeIntervalSince1970: Double(seconds))
  }

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
