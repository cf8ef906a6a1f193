import CalendarDates
import ConjugarQuiz
import LearningProgress
import Messages
import PlainText
import SimpleJSON

/// `conjugar stats --items`: every item of the spaced-review queue, in review order, with its
/// FSRS state, as a text table or JSON (Docs/JSON.md).
///
/// JSON keeps every number at full precision (stability, difficulty and retrievability can be
/// checked against the reference implementation); the table rounds them for reading.
public struct ItemsReport {
  let scheduler: SpacedReviewScheduler
  let retention: Double
  let today: LocalDay

  /// The report of `scheduler`, made at `retention` on the local day `today`.
  public init(scheduler: SpacedReviewScheduler, retention: Double, today: LocalDay) {
    self.scheduler = scheduler
    self.retention = retention
    self.today = today
  }

  /// `{"retention":…,"today":…,"dueToday":…,"items":[{"verb","tense","person","drill",
  /// "reviews","lapses","stability","difficulty","lastDate","lastDay","lastMark","due","dueDay",
  /// "retrievability"}…]}`.
  public func json() -> JSONValue {
    .object([
      "retention": .double(retention), "today": .string(today.iso),
      "dueToday": .integer(scheduler.dueCount(on: today)),
      "items": .array(
        scheduler.queue.map { card in
          .object([
            "verb": .string(card.key.verb), "tense": .string(card.key.item.key),
            "person": card.key.person.map { .string($0.rawValue) } ?? .null,
            "drill": .string(card.drill.rawValue), "reviews": .integer(card.reviews),
            "lapses": .integer(card.lapses), "stability": .double(card.memory.stability),
            "difficulty": .double(card.memory.difficulty),
            "lastDate": .string(ISODate.format(card.lastDate)),
            "lastDay": .string(card.lastDay.iso), "lastMark": .string(card.lastMark.rawValue),
            "due": .string(ISODate.format(card.due)), "dueDay": .string(card.dueDay.iso),
            "retrievability": .double(card.retrievability),
          ])
        }),
    ])
  }

  /// A title line and one row an item; verbs pass through `escapingControlCharacters`. When the
  /// table is wider than `width` (nil: never), each item is a block instead: its name, then its
  /// fields as "Label: value", wrapped at the fields' ends. In `language`: headings, drills,
  /// marks and percentages (numbers keep their decimal point, dates are ISO).
  public func text(width: Int? = nil, in language: Language = .english) -> [String] {
    func say(_ message: Message) -> String { message.text(in: language) }
    let due = scheduler.dueCount(on: today)
    guard !scheduler.queue.isEmpty else { return [say(Message(.statsItemsNone))] }
    let header = [
      MessageKey.statsColumnItem, .statsColumnDrill, .statsColumnReviews, .statsColumnLapses,
      .statsColumnStability, .statsColumnDifficulty, .statsColumnLastAnswer, .statsColumnDue,
      .statsColumnRecall,
    ].map { say(Message($0)) }
    let rows =
      [header]
      + scheduler.queue.map { card in
        [
          QuestionKey(
            verb: card.key.verb.escapingControlCharacters, item: card.key.item,
            person: card.key.person
          ).label(in: language),
          StatsNames.drill(card.drill, in: language), "\(card.reviews)", "\(card.lapses)",
          say(.statsDaysValue(Self.fixed(card.memory.stability))),
          Self.fixed(card.memory.difficulty),
          "\(card.lastDay.iso) \(StatsNames.mark(card.lastMark, in: language))", card.dueDay.iso,
          say(.statsPercent(Int((card.retrievability * 100).rounded()))),
        ]
      }
    let title = say(
      .statsItemsTitle(items: scheduler.queue.count, due: due, retention: "\(retention)"))
    let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
    if let width, widths.reduce(2 * (widths.count - 1), +) > width {
      return [WrappedText.fitted(title, hanging: 2, width: width)]
        + rows.dropFirst().flatMap { row in
          let fields = zip(header, row).dropFirst().map { label, value in
            (label + ": " + value).replacing(" ", with: "\u{A0}")
          }
          return [
            "", WrappedText.fitted(row[0], hanging: 2, width: width),
            WrappedText.fitted("  " + fields.joined(separator: " · "), hanging: 2, width: width),
          ]
        }
    }
    let numeric: Set<Int> = [2, 3, 4, 5, 8]
    let lines = rows.map { row in
      row.indices.map { column in
        let cell = row[column]
        return numeric.contains(column)
          ? String(repeating: " ", count: widths[column] - cell.count) + cell
          : cell.padded(to: widths[column])
      }
      .joined(separator: "  ").trimmingTrailingWhitespace()
    }
    return [title, ""] + lines
  }

  /// `12.35`: two decimals, rounded half away from zero (the values are positive and small).
  static func fixed(_ value: Double) -> String {
    let cents = Int((min(1e12, value) * 100).rounded())
    return "\(cents / 100)." + (cents % 100 < 10 ? "0" : "") + "\(cents % 100)"
  }
}
