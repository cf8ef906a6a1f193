@testable import ConjugarSettings
import Foundation
import Testing

@Suite struct ISODateTests {
  @Test(arguments: [
    ("1970-01-01T00:00:00Z", 0.0), ("2026-11-22T02:07:00Z", 1_795_313_220), ("2000-02-29T12:00:00Z", 951_825_600),
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
    for bad in ["2026-13-01", "2026-1-1", "yesterday", "2026-01-31T25:00:00Z", "2026-01-31T00:00:00"] {
      #expect(ISODate.parse(bad) == nil, "\(bad)")
    }
  }
}
