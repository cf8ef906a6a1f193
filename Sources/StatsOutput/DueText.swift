import CalendarDates
import LearningProgress
import Messages
import PlainText
import SimpleJSON

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What is due for review and the streak, in words and as JSON: `conjugar due`, the REPL's
/// banner and the end of a quiz say it the same way.
public enum DueText {
  /// `3 items due today · streak 5 days`; the streak is left out while it is 0. Short enough
  /// for a shell prompt. In `language` (the quiz's end says it in the quiz's).
  public static func line(_ report: DueReport, in language: Language = .english) -> String {
    Message.dueLine(due: report.due, streak: report.streak).text(in: language)
  }

  /// `{"due":3,"nextDue":"2025-03-14T23:00:00Z","streak":5}`: `nextDue` is the instant the
  /// next item falls due (the start of its local day, in UTC), null when none will.
  public static func json(_ report: DueReport, calendar: LocalCalendar) -> JSONValue {
    .object([
      "due": .integer(report.due),
      "nextDue": report.nextDue.map { .string(ISODate.format(start(of: $0, calendar))) } ?? .null,
      "streak": .integer(report.streak),
    ])
  }

  /// The first instant of a local day: midnight less the offset in force then (asked twice,
  /// since the offset at midnight UTC may differ from the one at local midnight).
  static func start(of day: LocalDay, _ calendar: LocalCalendar) -> Date {
    let midnight = Double(day.number) * 86_400
    var offset = calendar.secondsFromUTC(Date(timeIntervalSince1970: midnight))
    offset = calendar.secondsFromUTC(Date(timeIntervalSince1970: midnight - Double(offset)))
    return Date(timeIntervalSince1970: midnight - Double(offset))
  }
}
