import CalendarDates
import ConjugarQuiz
import LearningProgress
import Messages
import SimpleJSON

/// The placement in effect as `stats` shows it: "Placement on 2026-11-28: knows regular
/// presents and the imperfect.", and as its JSON member (Docs/JSON.md).
public enum PlacementText {
  /// The line; nil when no placement is in effect. Group keys this version does not know are
  /// left out.
  public static func line(_ summary: HistorySummary, in language: Language) -> String? {
    guard let placement = summary.placement else { return nil }
    let day = summary.calendar.day(of: placement.date).iso
    let names = placement.known.compactMap(PlacementGroup.init(rawValue:)).map {
      $0.name.text(in: language)
    }
    let message: Message =
      names.isEmpty
      ? .statsPlacementNoneKnown(date: day) : .statsPlacement(date: day, groups: names)
    return message.text(in: language)
  }

  /// `{"date":…,"day":…,"known":[…],"notKnown":[…],"forms":…,"seeded":…}`, or null.
  public static func json(_ summary: HistorySummary) -> JSONValue {
    guard let placement = summary.placement else { return .null }
    return .object([
      "date": .string(ISODate.format(placement.date)),
      "day": .string(summary.calendar.day(of: placement.date).iso),
      "known": .array(placement.known.map(JSONValue.string)),
      "notKnown": .array(placement.notKnown.map(JSONValue.string)),
      "forms": .integer(placement.forms), "seeded": .integer(summary.seeded.count),
    ])
  }
}
