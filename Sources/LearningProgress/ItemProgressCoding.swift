import CalendarDates
import ConjugarCore
import ConjugarQuiz
import SimpleJSON

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One question's progress as the summary cache keeps it: the only place an `ItemProgress` is
/// written or read back, so that a change of what it holds (another scheduler's state) is a
/// change of this file and of `SummaryCache.version`. One flat array a question,
///
///     ["hablar","preterito","yo",[3,1,1,0],"cwcac",[0,230,1],20150,763000000.5]
///
/// verb, item key, person (null for the gerund and participle), the tally (correct, accent
/// slips, wrong, skipped), the recent marks oldest first (one letter each), the SM-2 state
/// (repetitions, easiness, interval), the last answer's local day and its date (seconds since
/// 2001, as `Date` holds it, so it reads back exactly).
enum ItemProgressCoding {
  private static let letters: [(Mark, UInt8)] = [
    (.correct, UInt8(ascii: "c")), (.accentOnly, UInt8(ascii: "a")),
    (.partlyRight, UInt8(ascii: "p")), (.wrong, UInt8(ascii: "w")),
    (.skipped, UInt8(ascii: "s")),
  ]

  static func json(_ key: QuestionKey, _ progress: ItemProgress) -> JSONValue {
    let tally = progress.tally
    let schedule = progress.schedule
    let marks = progress.recent.map { mark in letters.first { $0.0 == mark }!.1 }
    return .array([
      .string(key.verb), .string(key.item.key), key.person.map { .string($0.rawValue) } ?? .null,
      .array(
        [tally.correct, tally.accentSlips, tally.wrong, tally.skipped].map(JSONValue.integer)),
      .string(String(decoding: marks, as: UTF8.self)),
      .array([schedule.repetitions, schedule.easiness, schedule.interval].map(JSONValue.integer)),
      .integer(progress.lastDay.number),
      .number(JSONNumber(progress.lastDate.timeIntervalSinceReferenceDate) ?? 0),
    ])
  }

  /// nil unless every member is there and of its type (counts not negative, known keys).
  static func read(_ json: JSONValue) -> (QuestionKey, ItemProgress)? {
    guard case .array(let fields) = json, fields.count == 8,
      case .string(let verb) = fields[0], !verb.isEmpty,
      case .string(let itemKey) = fields[1], let item = QuizItem(key: itemKey),
      let tally = counts(fields[3], 4), let state = counts(fields[5], 3),
      case .string(let letters) = fields[4], let recent = marks(letters),
      case .number(let day) = fields[6], let day = day.int,
      case .number(let date) = fields[7], let date = date.double
    else { return nil }
    let person: Person?
    switch fields[2] {
    case .null: person = nil
    case .string(let name):
      guard let named = Person(rawValue: name) else { return nil }
      person = named
    default: return nil
    }
    var counted = Tally()
    (counted.correct, counted.accentSlips, counted.wrong, counted.skipped) = (
      tally[0], tally[1], tally[2], tally[3]
    )
    let progress = ItemProgress(
      tally: counted, recent: recent,
      schedule: SM2(repetitions: state[0], easiness: state[1], interval: state[2]),
      lastDay: LocalDay(number: day), lastDate: Date(timeIntervalSinceReferenceDate: date))
    return (QuestionKey(verb: verb, item: item, person: person), progress)
  }

  private static func counts(_ json: JSONValue, _ count: Int) -> [Int]? {
    guard case .array(let values) = json, values.count == count else { return nil }
    var result: [Int] = []
    for value in values {
      guard case .number(let number) = value, let int = number.int, int >= 0 else { return nil }
      result.append(int)
    }
    return result
  }

  private static func marks(_ text: String) -> RecentMarks? {
    guard text.utf8.count <= RecentMarks.capacity else { return nil }
    var recent = RecentMarks()
    for byte in text.utf8 {
      guard let mark = letters.first(where: { $0.1 == byte })?.0 else { return nil }
      recent.append(mark)
    }
    return recent
  }
}
