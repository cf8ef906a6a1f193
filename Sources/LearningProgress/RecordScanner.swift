import CalendarDates
import ConjugarCore
import ConjugarQuiz
import QuizHistory
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

/// Reads one history line straight from its bytes into a quiz, keeping only the fields a quiz
/// needs: a million lines in well under a second, where building a `JSONValue` per line took
/// 4–8 µs (dictionaries for every record and every answer).
///
/// It is a checker as strict as SimpleJSON's parser (RFC 8259: the same grammar, strings of
/// well-formed UTF-8 without control characters, nothing after the value) that does not build values
/// it skips, and it answers exactly as `PastQuiz.reading` (`QuizRecord(reading:)`) does on the parsed line, duplicate
/// keys included (the last one counts). Whatever would need more care, a backslash escape or
/// deep nesting, is `unsure`: the caller parses that line in full. A test compares both readings
/// on thousands of generated and mangled lines.
struct RecordScanner {
  enum Outcome: Equatable {
    /// Not JSON, or JSON but not an object.
    case unreadableLine
    /// An object without a readable `date`.
    case undated
    /// A quiz, and how many of its answers cannot be read.
    case quiz(PastQuiz, skippedAnswers: Int)
    /// Left to the full parser.
    case unsure
  }

  /// Reads one line with a new scanner.
  static func scan(_ line: UnsafeRawBufferPointer) -> Outcome {
    var scanner = RecordScanner()
    return scanner.scan(line)
  }

  /// Reads one line. A scanner kept for many lines reuses its buffers: the answers of the
  /// last quiz share storage with the next one until that quiz is let go.
  mutating func scan(_ line: UnsafeRawBufferPointer) -> Outcome {
    bytes = line
    index = 0
    depth = 0
    entries.removeAll(keepingCapacity: true)
    answers.removeAll(keepingCapacity: true)
    let fields: RecordFields
    do throws(Stop) {
      guard let record = try record() else { return .unreadableLine }
      fields = record
    } catch {
      return error == .unsure ? .unsure : .unreadableLine
    }
    guard case .string(let dateRange)? = fields.date,
      let date = ISODate.parse(utf8: slice(dateRange))
    else { return .undated }
    // The spellings of `QuizKind.recognize` and `QuestionSource.spacedReview`.
    let isRecognition = isString(fields.drill, "recognize")
    var skipped = 0
    if !isRecognition, fields.answers == .list {
      for entry in entries {
        if let entry, let answer = answer(entry, date: date) {
          answers.append(answer)
        } else {
          skipped += 1
        }
      }
    }
    let isSpacedReview = isString(fields.mode, "review")
    let quiz = PastQuiz(
      date: date, isSpacedReview: isSpacedReview, isRecognition: isRecognition, answers: answers,
      attempt: isSpacedReview
        ? nil : attempt(fields, date: date, drill: isRecognition ? .recognize : .conjugate))
    return .quiz(quiz, skippedAnswers: skipped)
  }

  private enum Stop: Error { case invalid, unsure }

  /// A member's value: a string (its bytes between the quotes), a number or an object (its
  /// bytes), a boolean, or anything else.
  private enum Field {
    case string(Range<Int>)
    case number(Range<Int>)
    case bool(Bool)
    case object(Range<Int>)
    case other
  }

  private struct AnswerFields { var verb, tense, person, mark: Field? }

  /// The `answers` member: a list (its entries in `entries`) or anything else.
  private enum Answers { case list, other }

  private struct RecordFields {
    var date, mode, drill: Field?
    var answers: Answers?
    /// What a personal best needs (`QuizAttempt`).
    var seed, score, finished, difficulty, region, vos, questions, focus: Field?
  }

  /// Nesting deeper than this is left to the full parser (a record has three levels).
  private static let deepest = 32

  private var bytes = UnsafeRawBufferPointer(start: nil, count: 0)
  private var index = 0
  private var depth = 0
  /// The entries of the last `answers` list; nil for an entry that is not an object.
  private var entries: [AnswerFields?] = []
  /// The readable answers of the line.
  private var answers: [PastAnswer] = []

  init() {}

  /// The top-level object's fields; nil when the line does not start with an object.
  private mutating func record() throws(Stop) -> RecordFields? {
    skipSpace()
    guard peek(UInt8(ascii: "{")) else { return nil }
    var fields = RecordFields()
    if try beginContainer(closedBy: UInt8(ascii: "}")) {
      repeat {
        let key = try key()
        if equals(key, "date") {
          fields.date = try field()
        } else if equals(key, "mode") {
          fields.mode = try field()
        } else if equals(key, "drill") {
          fields.drill = try field()
        } else if equals(key, "answers") {
          fields.answers = try answerList()
        } else if equals(key, "score") {
          fields.score = try field()
        } else if equals(key, "seed") {
          fields.seed = try field()
        } else if equals(key, "finished") {
          fields.finished = try field()
        } else if equals(key, "difficulty") {
          fields.difficulty = try field()
        } else if equals(key, "region") {
          fields.region = try field()
        } else if equals(key, "vos") {
          fields.vos = try field()
        } else if equals(key, "questions") {
          fields.questions = try field()
        } else if equals(key, "focus") {
          fields.focus = try field()
        } else {
          try skipValue()
        }
      } while try next(closedBy: UInt8(ascii: "}"))
    }
    skipSpace()
    guard index == bytes.count else { throw .invalid }
    return fields
  }

  private mutating func answerList() throws(Stop) -> Answers {
    skipSpace()
    guard peek(UInt8(ascii: "[")) else {
      try skipValue()
      return .other
    }
    entries.removeAll(keepingCapacity: true)
    if try beginContainer(closedBy: UInt8(ascii: "]")) {
      repeat {
        skipSpace()
        if peek(UInt8(ascii: "{")) {
          entries.append(try answer())
        } else {
          try skipValue()
          entries.append(nil)
        }
      } while try next(closedBy: UInt8(ascii: "]"))
    }
    return .list
  }

  private mutating func answer() throws(Stop) -> AnswerFields {
    var answer = AnswerFields()
    if try beginContainer(closedBy: UInt8(ascii: "}")) {
      repeat {
        let key = try key()
        if equals(key, "verb") {
          answer.verb = try field()
        } else if equals(key, "tense") {
          answer.tense = try field()
        } else if equals(key, "person") {
          answer.person = try field()
        } else if equals(key, "mark") {
          answer.mark = try field()
        } else {
          try skipValue()
        }
      } while try next(closedBy: UInt8(ascii: "}"))
    }
    return answer
  }

  private mutating func field() throws(Stop) -> Field {
    skipSpace()
    guard index < bytes.count else { throw .invalid }
    let start = index
    switch bytes[index] {
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"):
      try literal("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try literal("false")
      return .bool(false)
    case UInt8(ascii: "{"):
      try skipValue()
      return .object(start..<index)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      try number()
      return .number(start..<index)
    default:
      try skipValue()
      return .other
    }
  }

  // MARK: The grammar

  /// Enters the object or array at `index`; false when it is empty (and already closed).
  private mutating func beginContainer(closedBy close: UInt8) throws(Stop) -> Bool {
    depth += 1
    if depth > Self.deepest { throw .unsure }
    index += 1
    skipSpace()
    guard peek(close) else { return true }
    index += 1
    depth -= 1
    return false
  }

  /// An object's next key, positioned after its colon.
  private mutating func key() throws(Stop) -> Range<Int> {
    skipSpace()
    guard peek(UInt8(ascii: "\"")) else { throw .invalid }
    let key = try string()
    skipSpace()
    try expect(UInt8(ascii: ":"))
    return key
  }

  /// After a member or an element: true when a comma announces another, false at the end.
  private mutating func next(closedBy close: UInt8) throws(Stop) -> Bool {
    skipSpace()
    if peek(UInt8(ascii: ",")) {
      index += 1
      return true
    }
    try expect(close)
    depth -= 1
    return false
  }

  private mutating func skipValue() throws(Stop) {
    skipSpace()
    guard index < bytes.count else { throw .invalid }
    switch bytes[index] {
    case UInt8(ascii: "{"):
      if try beginContainer(closedBy: UInt8(ascii: "}")) {
        repeat {
          _ = try key()
          try skipValue()
        } while try next(closedBy: UInt8(ascii: "}"))
      }
    case UInt8(ascii: "["):
      if try beginContainer(closedBy: UInt8(ascii: "]")) {
        repeat { try skipValue() } while try next(closedBy: UInt8(ascii: "]"))
      }
    case UInt8(ascii: "\""): _ = try string()
    case UInt8(ascii: "t"): try literal("true")
    case UInt8(ascii: "f"): try literal("false")
    case UInt8(ascii: "n"): try literal("null")
    default: try number()
    }
  }

  /// A string at `index` without escapes: the range of its bytes between the quotes.
  private mutating func string() throws(Stop) -> Range<Int> {
    let start = index + 1
    var position = start
    var isASCII = true
    while true {
      // The next byte that is not printable ASCII other than a quote or a backslash: eight
      // bytes at a time, then one at a time at the end of the line.
      if position + 8 <= bytes.count {
        let special = Self.specialBytes(
          UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self)))
        if special == 0 {
          position += 8
          continue
        }
        position += special.trailingZeroBitCount / 8
      } else {
        while position < bytes.count, Self.isPlain(bytes[position]) { position += 1 }
        guard position < bytes.count else { throw .invalid }
      }
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") { break }
      if byte == UInt8(ascii: "\\") { throw .unsure }
      if byte < 0x20 { throw .invalid }
      isASCII = false
      position += 1
    }
    index = position + 1
    if !isASCII, !Self.isValidUTF8(slice(start..<position)) { throw .invalid }
    return start..<position
  }

  private static func isPlain(_ byte: UInt8) -> Bool {
    byte > UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") && byte < 0x80
  }

  /// The high bit of each byte of `word` that is a quote, a backslash, a control character or
  /// not ASCII, exact up to the first such byte ("Bit Twiddling Hacks": a byte below n, a zero
  /// byte; a borrow only disturbs the bytes above the first match).
  private static func specialBytes(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    func below(_ value: UInt64, _ limit: UInt64) -> UInt64 {
      (value &- ones &* limit) & ~value & highs
    }
    return (word & highs) | below(word, 0x20) | below(word ^ (ones &* 0x22), 1)
      | below(word ^ (ones &* 0x5C), 1)
  }

  /// Well-formed UTF-8 (Unicode 15, table 3-7): what `String(validating:)` accepts, without
  /// making a string.
  static func isValidUTF8(_ bytes: UnsafeRawBufferPointer) -> Bool {
    var index = 0
    while index < bytes.count {
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      let length: Int
      var second: ClosedRange<UInt8> = 0x80...0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        second = 0xA0...0xBF
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        second = 0x80...0x9F
      case 0xF0:
        length = 4
        second = 0x90...0xBF
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        second = 0x80...0x8F
      default: return false
      }
      guard index + length <= bytes.count, second.contains(bytes[index + 1]) else { return false }
      for next in (index + 2)..<(index + length) where !(0x80...0xBF).contains(bytes[next]) {
        return false
      }
      index += length
    }
    return true
  }

  /// `-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?`
  private mutating func number() throws(Stop) {
    if peek(UInt8(ascii: "-")) { index += 1 }
    guard isDigit() else { throw .invalid }
    if bytes[index] == UInt8(ascii: "0") { index += 1 } else { skipDigits() }
    if peek(UInt8(ascii: ".")) {
      index += 1
      guard isDigit() else { throw .invalid }
      skipDigits()
    }
    if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
      index += 1
      if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
      guard isDigit() else { throw .invalid }
      skipDigits()
    }
  }

  private mutating func literal(_ word: StaticString) throws(Stop) {
    let end = index + word.utf8CodeUnitCount
    guard end <= bytes.count, equals(index..<end, word) else { throw .invalid }
    index = end
  }

  private mutating func skipSpace() {
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): index += 1
      default: return
      }
    }
  }

  private mutating func skipDigits() { while isDigit() { index += 1 } }

  private func isDigit() -> Bool {
    index < bytes.count && bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9")
  }

  private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

  private mutating func expect(_ byte: UInt8) throws(Stop) {
    guard peek(byte) else { throw .invalid }
    index += 1
  }

  // MARK: Values

  private func slice(_ range: Range<Int>) -> UnsafeRawBufferPointer {
    UnsafeRawBufferPointer(rebasing: bytes[range])
  }

  private func equals(_ range: Range<Int>, _ word: StaticString) -> Bool {
    guard range.count == word.utf8CodeUnitCount, bytes[range.lowerBound] == word.utf8Start.pointee
    else { return false }
    return memcmp(bytes.baseAddress! + range.lowerBound, word.utf8Start, range.count) == 0
  }

  private func isString(_ field: Field?, _ word: StaticString) -> Bool {
    guard case .string(let range)? = field else { return false }
    return equals(range, word)
  }

  private func text(_ range: Range<Int>) -> String { String(decoding: slice(range), as: UTF8.self) }

  /// The same reading as `QuizAttempt(QuizRecord(reading:))` for a quiz that is not a spaced
  /// review. The selection, rare and nested, is parsed in full.
  private func attempt(_ fields: RecordFields, date: Date, drill: QuizKind)
    -> QuizAttempt?
  {
    guard case .bool(true)? = fields.finished, case .number(let score)? = fields.score,
      let score = number(score).int, case .string(let difficulty)? = fields.difficulty,
      let difficulty = Difficulty(rawValue: text(difficulty)),
      case .string(let region)? = fields.region, let region = Region(rawValue: text(region)),
      case .bool(let vos)? = fields.vos, case .number(let count)? = fields.questions,
      let count = number(count).int
    else { return nil }
    var focus = QuizFocus()
    if let field = fields.focus {
      guard case .object(let range) = field, let value = JSONValue(parsing: slice(range)),
        let read = QuizFocus(reading: value)
      else { return nil }
      focus = read
    }
    var seed: UInt64? = nil
    if case .number(let range)? = fields.seed { seed = number(range).uint64 }
    return QuizAttempt(
      date: date, isSpacedReview: false, drill: drill, seed: seed,
      options: QuizOptions(
        difficulty: difficulty, region: region, vos: vos, count: count, focus: focus),
      score: score, finished: true)
  }

  /// The number at `range` (already checked by `number()`): plain digits, what the quiz writes,
  /// without making a string; any other spelling (`-3`, `1.0`, `1e2`) through `JSONNumber`.
  private func number(_ range: Range<Int>) -> (int: Int?, uint64: UInt64?) {
    guard range.count <= 18, slice(range).allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
      let number = JSONNumber(literal: text(range))
      return (number?.int, number?.uint64)
    }
    let value = slice(range).reduce(0) { $0 * 10 + Int($1 - 0x30) }
    return (value, UInt64(value))
  }

  /// The same checks as `QuizRecord.Answer(reading:)`.
  private func answer(_ fields: AnswerFields, date: Date) -> PastAnswer? {
    guard case .string(let verb)? = fields.verb, !verb.isEmpty,
      case .string(let itemKey)? = fields.tense, let item = item(itemKey),
      case .string(let markName)? = fields.mark,
      let mark = lookUp(markName, Self.marks, complete: false, Mark.init(rawValue:))
    else { return nil }
    var person: Person? = nil
    if case .tense(let tense) = item {
      guard case .string(let personKey)? = fields.person,
        let named = lookUp(personKey, Self.persons, Person.init(rawValue:)),
        tense.persons.contains(named)
      else { return nil }
      person = named
    }
    return PastAnswer(
      date: date, key: QuestionKey(verb: text(verb), item: item, person: person), mark: mark)
  }

  /// The keys of items, marks and persons as bytes: ASCII text is compared byte for byte,
  /// anything else goes through the type's own initializer (which also knows equivalent
  /// spellings), so the answers are the same. Items and persons come from `allCases`; marks
  /// are listed, so a mark missing from the list is also left to `Mark(rawValue:)`.
  private static let items: [(key: [UInt8], value: QuizItem)] =
    (Tense.allCases.map(QuizItem.tense) + [.gerund, .participle]).map { (Array($0.key.utf8), $0) }
  private static let marks: [(key: [UInt8], value: Mark)] =
    [Mark.correct, .accentOnly, .partlyRight, .wrong, .skipped].map {
      (Array($0.rawValue.utf8), $0)
    }
  private static let persons: [(key: [UInt8], value: Person)] = Person.allCases.map {
    (Array($0.rawValue.utf8), $0)
  }

  private func item(_ range: Range<Int>) -> QuizItem? {
    lookUp(range, Self.items, QuizItem.init(key:))
  }

  private func lookUp<Value>(
    _ range: Range<Int>, _ table: [(key: [UInt8], value: Value)], complete: Bool = true,
    _ make: (String) -> Value?
  ) -> Value? {
    let key = slice(range)
    guard key.allSatisfy({ $0 < 0x80 }) else { return make(text(range)) }
    for entry in table where entry.key.count == key.count {
      if entry.key.withUnsafeBytes({ memcmp($0.baseAddress!, key.baseAddress!, key.count) }) == 0 {
        return entry.value
      }
    }
    return complete ? nil : make(text(range))
  }
}
