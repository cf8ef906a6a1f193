import CalendarDates
import ConjugarCore
import ConjugarQuiz
import SimpleJSON

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading a history line into a `QuizRecord`: the one reading, for `stats`, spaced review,
/// personal bests and the summary cache. Only the date is required: older and hand-edited lines
/// may lack the rest. A member of the wrong type is taken as missing, and of duplicate keys the
/// last one counts (as in a parsed object). A recognition drill's answers are not read (they
/// train another skill: the quiz counts for the streak, its answers do not enter accuracy or
/// spaced review).
///
/// The line is walked with `JSONReader` (the one JSON grammar, as strict as
/// `JSONValue(parsing:)`) and no `JSONValue` is built: the members a record has are read into
/// their types, the others are checked and skipped. A million-line history is read this way.
extension QuizRecord {
  /// What a history line holds.
  public enum LineReading: Equatable, Sendable {
    /// Not JSON, or JSON but not an object.
    case unreadableLine
    /// An object without a readable `date`.
    case undated
    case record(QuizRecord)
    /// A placement test's seeding (`PlacementRecord`).
    case placement(PlacementRecord)
    /// The undoing of every placement before it, and when.
    case placementForgotten(Date)
    /// A placement line whose members cannot be read: skipped, as an undated record is.
    case unreadablePlacement
  }

  /// Reads one history line (UTF-8, without its newline).
  public static func reading(line: UnsafeRawBufferPointer) -> LineReading {
    var members = Members()
    do throws(JSONParseError) {
      let isObject = try JSONReader.read(line) { (reader) throws(JSONParseError) -> Bool in
        guard reader.nextKind() == .object else {
          try reader.skipValue()
          return false
        }
        try reader.members { (key, reader) throws(JSONParseError) in
          try members.read(key, &reader)
        }
        return true
      }
      guard isObject else { return .unreadableLine }
    } catch {
      return .unreadableLine
    }
    switch members.lineKind {
    case PlacementRecord.kind?:
      guard let date = members.placed, let value = members.placement,
        let placement = PlacementRecord(date: date, reading: value)
      else { return .unreadablePlacement }
      return .placement(placement)
    case PlacementRecord.forgottenKind?:
      guard let date = members.forgotten else { return .unreadablePlacement }
      return .placementForgotten(date)
    default:
      guard let record = QuizRecord(members) else { return .undated }
      return .record(record)
    }
  }

  /// Reads a history line's JSON; nil when it is not an object with a readable `date`.
  public init?(reading json: JSONValue) {
    let line = Array(json.compact().utf8)
    guard case .record(let record) = line.withUnsafeBytes({ Self.reading(line: $0) }) else {
      return nil
    }
    self = record
  }

  /// The members of a line that a record reads, each as its type, the last of each name: one of
  /// another type, or a string this version does not know, is nil.
  private struct Members {
    var date: Date?
    var source: QuestionSource?
    var kind: QuizKind?
    var seed: UInt64?
    var difficulty: Difficulty?
    var region: Region?
    var vos: Bool?
    var questions: Int?
    var score: Int?
    var finished: Bool?
    /// The `focus` member, when there is one.
    var focus: JSONValue?
    /// The `answers` member: nil when missing or not a list.
    var answers: [Answer]?
    var unreadableAnswers = 0
    /// A placement's line: its `kind`, `placed` or `forgotten` date and `placement` member.
    var lineKind: String?
    var placed: Date?
    var forgotten: Date?
    var placement: JSONValue?

    mutating func read(_ key: JSONReader.Key, _ reader: inout JSONReader) throws(JSONParseError) {
      if key.equals("date") {
        date = try reader.ifString { ISODate.parse(utf8: UnsafeRawBufferPointer($0)) }
      } else if key.equals("answers") {
        try readAnswers(&reader)
      } else if key.equals("mode") {
        source = try reader.ifString {
          QuestionSource(rawValue: String(decoding: $0, as: UTF8.self))
        }
      } else if key.equals("drill") {
        kind = try reader.ifString { QuizKind(rawValue: String(decoding: $0, as: UTF8.self)) }
      } else if key.equals("seed") {
        seed = reader.nextKind() == .number ? try reader.uint64() : try reader.skipped()
      } else if key.equals("difficulty") {
        difficulty = try reader.ifString(Difficulty.init(utf8:))
      } else if key.equals("region") {
        region = try reader.ifString(Region.init(utf8:))
      } else if key.equals("vos") {
        vos = reader.nextKind() == .bool ? try reader.bool() : try reader.skipped()
      } else if key.equals("questions") {
        questions = reader.nextKind() == .number ? try reader.int() : try reader.skipped()
      } else if key.equals("score") {
        score = reader.nextKind() == .number ? try reader.int() : try reader.skipped()
      } else if key.equals("finished") {
        finished = reader.nextKind() == .bool ? try reader.bool() : try reader.skipped()
      } else if key.equals("focus") {
        focus = try reader.value()
      } else if key.equals("kind") {
        lineKind = try reader.ifString { String(decoding: $0, as: UTF8.self) }
      } else if key.equals("placed") {
        placed = try reader.ifString { ISODate.parse(utf8: UnsafeRawBufferPointer($0)) }
      } else if key.equals("forgotten") {
        forgotten = try reader.ifString { ISODate.parse(utf8: UnsafeRawBufferPointer($0)) }
      } else if key.equals("placement") {
        placement = try reader.value()
      } else {
        try reader.skipValue()
      }
    }

    private mutating func readAnswers(_ reader: inout JSONReader) throws(JSONParseError) {
      answers = nil
      unreadableAnswers = 0
      guard reader.nextKind() == .array else { return try reader.skipValue() }
      var list: [Answer] = []
      var unreadable = 0
      try reader.elements { (reader) throws(JSONParseError) in
        if let answer = try Answer.read(&reader) {
          list.append(answer)
        } else {
          unreadable += 1
        }
      }
      answers = list
      unreadableAnswers = unreadable
    }
  }

  private init?(_ members: Members) {
    guard let date = members.date else { return nil }
    let kind = members.kind ?? .conjugate
    var options: QuizOptions? = nil
    // No `focus`: the whole curriculum; one that cannot be read: nil, and so no options.
    let focus = members.focus.map { QuizFocus(reading: $0) } ?? QuizFocus()
    if let difficulty = members.difficulty, let region = members.region, let vos = members.vos,
      let count = members.questions, let focus
    {
      options = QuizOptions(
        difficulty: difficulty, region: region, vos: vos, count: count, focus: focus)
    }
    // A spaced review of several drills names each answer's drill; a recognition answer is
    // never read, whichever line holds it.
    let answers = (members.answers ?? []).filter { ($0.drill ?? kind) != .recognize }
    let readsAnswers = kind != .recognize && members.answers != nil
    self.init(
      date: date, source: members.source ?? .curriculum, kind: kind, seed: members.seed,
      options: options, score: members.score, finished: members.finished,
      answers: readsAnswers ? answers : [])
    unreadableAnswers = readsAnswers ? members.unreadableAnswers : 0
  }
}

extension JSONReader {
  /// The next value made by `make` from its bytes when it is a string; nil (the value skipped)
  /// when it is not.
  fileprivate mutating func ifString<Value>(_ make: (UnsafeBufferPointer<UInt8>) -> Value?)
    throws(JSONParseError) -> Value?
  {
    guard nextKind() == .string else { return try skipped() }
    return try withString(make)
  }

  /// Skips the next value: nil.
  fileprivate mutating func skipped<Value>() throws(JSONParseError) -> Value? {
    try skipValue()
    return nil
  }
}

extension RawRepresentable where Self: CaseIterable, RawValue == String {
  /// The case spelt `bytes`, compared as UTF-8 without making a string.
  fileprivate init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
    for value in Self.allCases {
      var spelling = value.rawValue
      if spelling.withUTF8({
        $0.count == bytes.count && memcmp($0.baseAddress!, bytes.baseAddress!, $0.count) == 0
      }) {
        self = value
        return
      }
    }
    return nil
  }
}

extension QuizRecord.Answer {
  /// Reads one entry of `answers`: nil (the entry skipped) when it is not an object with a
  /// verb, a known tense, a person the tense has (none for the gerund and the participle), and
  /// a known mark. A repeat has `"repeat":true`; without it (every line older than relearning),
  /// or with any other value, the answer is a first answer. `diagnosis` and `irregularity` are
  /// read as strings, whatever they say (stats by habit keeps the kinds it knows).
  fileprivate static func read(_ reader: inout JSONReader) throws(JSONParseError)
    -> QuizRecord.Answer?
  {
    guard reader.nextKind() == .object else {
      try reader.skipValue()
      return nil
    }
    var verb: String?
    var expected: String?
    var given: String?
    var item: QuizItem?
    var person: Person?
    var mark: Mark?
    var isRepeat = false
    var diagnosis: String?
    var irregularity: String?
    var drill: QuizKind?
    var sentence: String?
    try reader.members { (key, reader) throws(JSONParseError) in
      // A member of another type replaces an earlier one of the same name with nothing.
      if key.equals("verb") {
        verb = try reader.ifString { String(decoding: $0, as: UTF8.self) }
      } else if key.equals("tense") {
        item = try reader.ifString {
          Tense(utf8: $0).map(QuizItem.tense) ?? QuizItem(key: String(decoding: $0, as: UTF8.self))
        }
      } else if key.equals("person") {
        person = try reader.ifString(Person.init(utf8:))
      } else if key.equals("mark") {
        mark = try reader.ifString { Mark(rawValue: String(decoding: $0, as: UTF8.self)) }
      } else if key.equals("expected") {
        expected = try reader.ifString { String(decoding: $0, as: UTF8.self) }
      } else if key.equals("given") {
        given = try reader.ifString { String(decoding: $0, as: UTF8.self) }
      } else if key.equals("diagnosis") {
        diagnosis = try reader.ifString { String(decoding: $0, as: UTF8.self) }
      } else if key.equals("irregularity") {
        irregularity = try reader.ifString { String(decoding: $0, as: UTF8.self) }
      } else if key.equals("drill") {
        drill = try reader.ifString(QuizKind.init(utf8:))
      } else if key.equals("sentence") {
        sentence = reader.nextKind() == .string ? try reader.string() : try reader.skipped()
      } else if key.equals("repeat") {
        isRepeat = reader.nextKind() == .bool ? try reader.bool() : try reader.skipped() ?? false
      } else {
        try reader.skipValue()
      }
    }
    guard let verb, !verb.isEmpty, let item, let mark else { return nil }
    var named: Person? = nil
    if case .tense(let tense) = item {
      guard let person, tense.persons.contains(person) else { return nil }
      named = person
    }
    return QuizRecord.Answer(
      key: QuestionKey(verb: verb, item: item, person: named), expected: expected, given: given,
      mark: mark, isRepeat: isRepeat, diagnosis: diagnosis, irregularity: irregularity,
      drill: drill, sentence: sentence)
  }
}
