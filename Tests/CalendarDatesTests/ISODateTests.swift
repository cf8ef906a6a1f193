import Foundation
import Testing

@testable import CalendarDates

@Suite struct ISODateTests {
  @Test(arguments: [
    ("1970-01-01T00:00:00Z", 0.0), ("2026-11-22T02:07:00Z", 1_795_313_220),
    ("2000-02-29T12:00:00Z", 951_825_600),
    ("1969-12-31T23:59:59Z", -1),
  ])
  func isoDatesRoundTrip(_ text: String, _ seconds: Double) {
    let date = Date(timeIntervalSince1970: seconds)
    #expect(ISODate.format(date) == text)
    #expect(ISODate.parse(text) == date)
  }

  @Test func isoDatesAcceptDatesOffsetsAndFractions() {
    #expect(ISODate.parse("2026-01-31") == ISODate.parse("2026-01-31T00:00:00Z"))
    #expect(ISODate.parse("2026-01-31T02:00:00+02:00") == ISODate.parse("2026-01-31T00:00:00Z"))
    #expect(ISODate.parse("2026-01-31T00:00:00.250Z") == ISODate.parse("2026-01-31T00:00:00Z"))
    for bad in [
      "2026-13-01", "2026-1-1", "yesterday", "2026-01-31T25:00:00Z", "2026-01-31T00:00:00",
    ] {
      #expect(ISODate.parse(bad) == nil, "\(bad)")
    }
  }
}

/// Strict dates (issue 12: 2025-02-31, 23:59:60, +99:99 and year 10000 were read as other dates).
@Suite struct StrictISODateTests {
  @Test(arguments: [
    "2025-02-31", "2025-02-29", "2023-02-29", "2100-02-29", "2025-04-31", "2025-06-31",
    "2025-09-31",
    "2025-11-31", "2025-01-32", "2025-00-10", "2025-13-01", "2025-01-00", "0000-01-01",
    "0000-12-31T00:00:00Z",
    "10000-01-01", "10000-01-01T00:00:00Z", "+10000-01-01", "-0001-01-01", "99999-12-31",
    "2025-02-31T00:00:00Z", "2023-02-29T12:00:00Z", "2025-03-01T23:59:60Z", "2016-12-31T23:59:60Z",
    "2025-03-01T24:00:00Z", "2025-03-01T12:60:00Z", "2025-03-01T12:00:99Z",
    "2025-03-01T12:00:00+99:99", "2025-03-01T12:00:00+24:00", "2025-03-01T12:00:00-24:00",
    "2025-03-01T12:00:00+23:60", "2025-03-01T12:00:00+05:75", "2025-03-01T12:00:00+5:00",
    "2025-03-01T12:00:00+0500",
    "2025-03-01T12:00:00.Z", "2025-03-01T12:00:00.", "2025-03-01T12:00:00Zjunk",
    "2025-03-01T12:00:00Z ",
    "2025-03-01 ", "2025-03-01junk", "2025-03-01T", "2025-03-01T12:00Z",
    "2025-03-01T12:00:00+01:00:00",
    " 2025-03-01", "2025-3-01", "2025/03/01", "２０２５-03-01", "",
  ])
  func invalidDatesAreRefused(_ text: String) {
    #expect(ISODate.parse(text) == nil, "\(text)")
  }

  @Test(
    arguments: [
      ("2024-02-29", 1_709_164_800), ("2000-02-29T00:00:00Z", 951_782_400),
      ("1600-02-29", -11_670_998_400),
      ("2025-12-31T23:59:59Z", 1_767_225_599), ("2025-03-01T23:59:59.999999Z", 1_740_873_599),
      ("2025-03-01T00:30:00+23:59", 1_740_702_660), ("2025-03-01T00:00:00-23:59", 1_740_873_540),
      ("2025-03-01t12:00:00z", 1_740_830_400), ("2025-03-01T12:00:00-00:00", 1_740_830_400),
      ("0001-01-01T00:00:00Z", -62_135_596_800), ("9999-12-31T23:59:59Z", 253_402_300_799),
      ("1969-12-31T23:59:59Z", -1), ("1970-01-01", 0),
    ] as [(String, Int64)])
  func validDatesGiveTheExactInstant(_ text: String, _ seconds: Int64) {
    #expect(ISODate.parse(text) == Date(timeIntervalSince1970: Double(seconds)), "\(text)")
  }

  @Test(arguments: [
    (-Double.infinity, "0001-01-01T00:00:00Z"), (-1e300, "0001-01-01T00:00:00Z"),
    (-62_135_596_801, "0001-01-01T00:00:00Z"), (253_402_300_800, "9999-12-31T23:59:59Z"),
    (1e300, "9999-12-31T23:59:59Z"), (Double.infinity, "9999-12-31T23:59:59Z"),
    (Double.nan, "1970-01-01T00:00:00Z"),
    (-0.5, "1969-12-31T23:59:59Z"), (1.999, "1970-01-01T00:00:01Z"),
  ])
  func formattingNeverFailsAndAlwaysParsesBack(_ seconds: Double, _ text: String) {
    let formatted = ISODate.format(Date(timeIntervalSince1970: seconds))
    #expect(formatted == text)
    #expect(ISODate.parse(formatted) != nil)
  }

  @Test(arguments: [
    (Int.min, "0001-01-01"), (-719_162, "0001-01-01"), (0, "1970-01-01"), (2_932_896, "9999-12-31"),
    (Int.max, "9999-12-31"),
  ])
  func daysAreClamped(_ days: Int, _ text: String) {
    #expect(ISODate.formatDay(days) == text)
  }

  /// Every day of 0001…9999 (a seeded sample) formats and parses back to the same instant.
  @Test func formatAndParseRoundTripEverywhere() throws {
    var state: UInt64 = 12
    for _ in 0..<20_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let span = UInt64(ISODate.latestSecond - ISODate.earliestSecond + 1)
      let seconds = ISODate.earliestSecond + Int64((state >> 1) % span)
      let date = Date(timeIntervalSince1970: Double(seconds))
      let text = ISODate.format(date)
      #expect(ISODate.parse(text) == date, "\(text)")
      #expect(
        ISODate.parse(String(text.prefix(10)))
          == Date(timeIntervalSince1970: Double(seconds - ((seconds % 86_400) + 86_400) % 86_400)))
    }
  }
}
