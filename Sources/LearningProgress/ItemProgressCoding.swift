import CalendarDates
import ConjugarCore
import ConjugarQuiz
import SimpleJSON

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One item's progress as the summary cache keeps it: the only place an `ItemProgress` is
/// written or read back, so that a change of what it holds (another scheduler's state) is a
/// change of this file and of `SummaryCache.version`. One flat array an item,
///
///     ["hablar","preterito","yo","conjugate",[3,1,1,0],"cwcac",[4.93,5.11],"c",[6,1],20150,
///      763000000.5]
///
/// verb, item key, person (null for the gerund and participle), drill, the tally (correct,
/// accent slips, wrong, skipped), the recent marks oldest first (one letter each), the FSRS
/// memory state (stability, difficulty; null before the first answer), the last answer's mark
/// (null before the first), the reviews and lapses, the last answer's local day and its date
/// (seconds since 2001, as `Date` holds it). Numbers are written in their shortest form that
/// reads back to the same `Double`, so a state read back is the state saved, bit for bit.
enum ItemProgressCoding {
  private static let letters: [(Mark, UInt8)] = [
    (.correct, UInt8(ascii: "c")), (.accentOnly, UInt8(ascii: "a")),
    (.partlyRight, UInt8(ascii: "p")), (.wrong, UInt8(ascii: "w")),
    (.skipped, UInt8(ascii: "s")),
  ]

  private static func letter(_ mark: Mark) -> UInt8 { letters.first { $0.0 == mark }!.1 }

  static func json(_ key: QuestionKey, _ drill: QuizKind, _ progress: ItemProgress) -> JSONValue {
    let tally = progress.tally
    let marks = progress.recent.map(letter)
    let memory: JSONValue =
      progress.memory.map { .array([.double($0.stability), .double($0.difficulty)]) } ?? .null
    return .array([
      .string(key.verb), .string(key.item.key), key.person.map { .string($0.rawValue) } ?? .null,
      .string(drill.rawValue),
      .array(
        [tally.correct, tally.accentSlips, tally.wrong, tally.skipped].map(JSONValue.integer)),
      .string(String(decoding: marks, as: UTF8.self)),
      memory,
      progress.lastMark.map { .string(String(decoding: [letter($0)], as: UTF8.self)) } ?? .null,
      .array([progress.reviews, progress.lapses].map(JSONValue.integer)),
      .integer(progress.lastDay.number),
      .double(progress.lastDate.timeIntervalSinceReferenceDate),
    ])
  }

  /// nil unless every member is there and of its type (counts not negative, known keys, a
  /// memory state FSRS could have made).
  static func read(_ json: JSONValue) -> (QuestionKey, QuizKind, ItemProgress)? {
    guard case .array(let fields) = json, fields.count == 11,
      case .string(let verb) = fields[0], !verb.isEmpty,
      case .string(let itemKey) = fields[1], let item = QuizItem(key: itemKey),
      case .string(let drillName) = fields[3], let drill = QuizKind(rawValue: drillName),
      let tally = counts(fields[4], 4), case .string(let letters) = fields[5],
      let recent = marks(letters), let reviews = counts(fields[8], 2),
      case .number(let day) = fields[9], let day = day.int,
      case .number(let date) = fields[10], let date = date.double
    else { return nil }
    let person: Person?
    switch fields[2] {
    case .null: person = nil
    case .string(let name):
      guard let named = Person(rawValue: name) else { return nil }
      person = named
    default: return nil
    }
    let memory: MemoryState?
    switch fields[6] {
    case .null: memory = nil
    case .array(let pair):
      guard pair.count == 2, case .number(let stability) = pair[0],
        let stability = stability.double, stability > 0, stability.isFinite,
        case .number(let difficulty) = pair[1], let difficulty = difficulty.double,
        (1...10).contains(difficulty)
      else { return nil }
      memory = MemoryState(stability: stability, difficulty: difficulty)
    default: return nil
    }
    let lastMark: Mark?
    switch fields[7] {
    case .null: lastMark = nil
    case .string(let letter):
      guard let marks = marks(letter), marks.count == 1 else { return nil }
      lastMark = marks.last
    default: return nil
    }
    guard (memory == nil) == (lastMark == nil) else { return nil }
    var counted = Tally()
    (counted.correct, counted.accentSlips, counted.wrong, counted.skipped) = (
      tally[0], tally[1], tally[2], tally[3]
    )
    let progress = ItemProgress(
      tally: counted, recent: recent, memory: memory,
      lastDate: Date(
        timeIntervalSinceReferenceDate: date), lastDay: LocalDay(number: day),
      lastMark: lastMark, reviews: reviews[0], lapses: reviews[1])
    return (QuestionKey(verb: verb, item: item, person: person), drill, progress)
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
