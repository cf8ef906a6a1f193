import CalendarDates
import SimpleJSON

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The time zone a summary's days were counted in, as its offsets from UTC at a few instants:
/// a summary cache is believed only in a zone that gives the same offsets (a learner who
/// travels gets the days of where they are, read again from the history).
///
/// The instants: noon UTC on the first quiz day, every 182 days after it (about one in winter,
/// one in summer a year) and on the last quiz day, so a few dozen at most. What they cannot
/// see is a change to a zone with the same offsets at each of them but daylight-saving changes
/// on other dates; only quizzes within an hour of midnight near those dates would move.
struct ZoneSamples: Equatable {
  let samples: [(seconds: Int, offset: Int)]

  init(calendar: LocalCalendar, days: Set<LocalDay>) {
    guard let first = days.min(), let last = days.max() else {
      samples = []
      return
    }
    let numbers = Array(stride(from: first.number, to: last.number, by: 182)) + [last.number]
    samples = numbers.map { day in
      let seconds = day * 86_400 + 43_200
      return (seconds, calendar.secondsFromUTC(Date(timeIntervalSince1970: Double(seconds))))
    }
  }

  private init(samples: [(seconds: Int, offset: Int)]) { self.samples = samples }

  static func == (left: ZoneSamples, right: ZoneSamples) -> Bool {
    left.samples.elementsEqual(right.samples) { $0 == $1 }
  }

  /// Whether `calendar` gives the same offsets.
  func match(_ calendar: LocalCalendar) -> Bool {
    samples.allSatisfy {
      calendar.secondsFromUTC(Date(timeIntervalSince1970: Double($0.seconds))) == $0.offset
    }
  }

  /// `[[seconds since 1970, offset], …]`.
  var json: JSONValue {
    .array(samples.map { .array([.integer($0.seconds), .integer($0.offset)]) })
  }

  init?(reading json: JSONValue) {
    guard case .array(let entries) = json else { return nil }
    var samples: [(seconds: Int, offset: Int)] = []
    for entry in entries {
      guard case .array(let pair) = entry, pair.count == 2,
        case .number(let seconds) = pair[0], let seconds = seconds.int,
        case .number(let offset) = pair[1], let offset = offset.int
      else { return nil }
      samples.append((seconds, offset))
    }
    self.init(samples: samples)
  }
}
