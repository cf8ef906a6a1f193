#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
import ConjugarCore
import ConjugarQuiz
import ConjugarSettings

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
/// it skips, and it answers exactly as `PastQuiz.reading` does on the parsed line, duplicate
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

  static func scan(_ line: UnsafeRawBufferPointer) -> Outcome {
    var scanner = RecordScanner(bytes: line)
    let fields: RecordFields
    do throws(Stop) {
      guard let record = try scanner.record() else { return .unreadableLine }
      fields = record
    } catch {
      return error == .unsure ? .unsure : .unreadableLine
    }
    guard case .string(let dateRange)? = fields.date, let date = ISODate.parse(utf8: scanner.slice(dateRange))
    else { return .undated }
    let isRecognition = scanner.isString(fields.drill, "recognize")
    var answers: [PastAnswer] = []
    var skipped = 0
    if !isRecognition, case .list(let entries)? = fields.answers {
      answers.reserveCapacity(entries.count)
      for entry in entries {
        if let entry, let answer = scanner.answer(entry, date: date) { answers.append(answer) } else { skipped += 1 }
      }
    }
    let quiz = PastQuiz(
      date: date, isReview: scanner.isString(fields.mode, "review"), isRecognition: isRecognition, answers: answers)
    return .quiz(quiz, skippedAnswers: skipped)
  }

  private enum Stop: Error { case invalid, unsure }

  /// A member's value: a string (its bytes between the quotes) or anything else.
  private enum Field { case string(Range<Int>), other }

  private struct AnswerFields { var verb, tense, person, mark: Field? }

  private enum Answers {
    /// nil for an entry that is not an object.
    case list([AnswerFields?])
    case other
  }

  private struct RecordFields { var date, mode, drill: Field?, answers: Answers? }

  /// Nesting deeper than this is left to the full parser (a record has three levels).
  private static let deepest = 32

  private let bytes: UnsafeRawBufferPointer
  private var index = 0
  private var depth = 0

  private init(bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

  /// The top-level object's fields; nil when the line does not start with an object.
  private mutating func record() throws(Stop) -> RecordFields? {
    skipSpace()
    guard peek(UInt8(ascii: "{")) else { return nil }
    var fields = RecordFields()
    try members { (scanner: inout RecordScanner, key) throws(Stop) in
      if scanner.equals(key, "date") {
        fields.date = try scanner.field()
      } else if scanner.equals(key, "mode") {
        fields.mode = try scanner.field()
      } else if scanner.equals(key, "drill") {
        fields.drill = try scanner.field()
      } else if scanner.equals(key, "answers") {
        fields.answers = try scanner.answerList()
      } else {
        try scanner.skipValue()
      }
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
    var list: [AnswerFields?] = []
    try elements { (scanner: inout RecordScanner) throws(Stop) in
      if scanner.peek(UInt8(ascii: "{")) {
        var answer = AnswerFields()
        try scanner.members { (scanner: inout RecordScanner, key) throws(Stop) in
          if scanner.equals(key, "verb") {
            answer.verb = try scanner.field()
          } else if scanner.equals(key, "tense") {
            answer.tense = try scanner.field()
          } else if scanner.equals(key, "person") {
            answer.person = try scanner.field()
          } else if scanner.equals(key, "mark") {
            answer.mark = try scanner.field()
          } else {
            try scanner.skipValue()
          }
        }
        list.append(answer)
      } else {
        try scanner.skipValue()
        list.append(nil)
      }
    }
    return .list(list)
  }

  private mutating func field() throws(Stop) -> Field {
    skipSpace()
    guard peek(UInt8(ascii: "\"")) else {
      try skipValue()
      return .other
    }
    return .string(try string())
  }

  // MARK: The grammar

  /// An object at `index`: calls `member` with each key, positioned at its value.
  private mutating func members(
    _ member: (inout RecordScanner, Range<Int>) throws(Stop) -> Void
  ) throws(Stop) {
    try enter()
    index += 1
    skipSpace()
    if peek(UInt8(ascii: "}")) {
      index += 1
    } else {
      while true {
        skipSpace()
        guard peek(UInt8(ascii: "\"")) else { throw .invalid }
        let key = try string()
        skipSpace()
        try expect(UInt8(ascii: ":"))
        try member(&self, key)
        skipSpace()
        if peek(UInt8(ascii: ",")) {
          index += 1
          continue
        }
        try expect(UInt8(ascii: "}"))
        break
      }
    }
    depth -= 1
  }

  /// An array at `index`: calls `element` positioned at each element.
  private mutating func elements(_ element: (inout RecordScanner) throws(Stop) -> Void) throws(Stop) {
    try enter()
    index += 1
    skipSpace()
    if peek(UInt8(ascii: "]")) {
      index += 1
    } else {
      while true {
        skipSpace()
        try element(&self)
        skipSpace()
        if peek(UInt8(ascii: ",")) {
          index += 1
          continue
        }
        try expect(UInt8(ascii: "]"))
        break
      }
    }
    depth -= 1
  }

  private mutating func skipValue() throws(Stop) {
    skipSpace()
    guard index < bytes.count else { throw .invalid }
    switch bytes[index] {
    case UInt8(ascii: "{"): try members { (scanner: inout RecordScanner, _) throws(Stop) in try scanner.skipValue() }
    case UInt8(ascii: "["): try elements { (scanner: inout RecordScanner) throws(Stop) in try scanner.skipValue() }
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
    // Eight bytes at a time while none is special (most strings are ASCII words and dates).
    while position + 8 <= bytes.count,
      !Self.mayHaveSpecialByte(bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self))
    {
      position += 8
    }
    while position < bytes.count {
      let byte = bytes[position]
      // Most bytes are printable ASCII other than the quote and the backslash.
      if byte > UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") && byte < 0x80 {
        position += 1
        continue
      }
      if byte == UInt8(ascii: "\"") {
        index = position + 1
        if !isASCII, !Self.isValidUTF8(slice(start..<position)) { throw .invalid }
        return start..<position
      }
      if byte == UInt8(ascii: "\\") { throw .unsure }
      if byte < 0x20 { throw .invalid }
      if byte >= 0x80 { isASCII = false }
      position += 1
    }
    throw .invalid
  }

  /// False when none of the eight bytes is a quote, a backslash, a control character or
  /// non-ASCII (bit tricks of "Bit Twiddling Hacks": a byte below n, a zero byte).
  private static func mayHaveSpecialByte(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    func hasByteBelow(_ value: UInt64, _ limit: UInt64) -> Bool { (value &- ones &* limit) & ~value & highs != 0 }
    return word & highs != 0 || hasByteBelow(word, 0x20) || hasByteBelow(word ^ (ones &* 0x22), 1)
      || hasByteBelow(word ^ (ones &* 0x5C), 1)
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
      case 0xE0: length = 3; second = 0xA0...0xBF
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED: length = 3; second = 0x80...0x9F
      case 0xF0: length = 4; second = 0x90...0xBF
      case 0xF1...0xF3: length = 4
      case 0xF4: length = 4; second = 0x80...0x8F
      default: return false
      }
      guard index + length <= bytes.count, second.contains(bytes[index + 1]) else { return false }
      for next in (index + 2)..<(index + length) where !(0x80...0xBF).contains(bytes[next]) { return false }
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

  private mutating func enter() throws(Stop) {
    depth += 1
    if depth > Self.deepest { throw .unsure }
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

  private func slice(_ range: Range<Int>) -> UnsafeRawBufferPointer { UnsafeRawBufferPointer(rebasing: bytes[range]) }

  private func equals(_ range: Range<Int>, _ word: StaticString) -> Bool {
    guard range.count == word.utf8CodeUnitCount else { return false }
    return memcmp(bytes.baseAddress! + range.lowerBound, word.utf8Start, range.count) == 0
  }

  private func isString(_ field: Field?, _ word: StaticString) -> Bool {
    guard case .string(let range)? = field else { return false }
    return equals(range, word)
  }

  private func text(_ range: Range<Int>) -> String { String(decoding: slice(range), as: UTF8.self) }

  /// The same checks as `PastQuiz.answer`.
  private func answer(_ fields: AnswerFields, date: Date) -> PastAnswer? {
    guard case .string(let verb)? = fields.verb, !verb.isEmpty,
      case .string(let itemKey)? = fields.tense, let item = item(itemKey),
      case .string(let markName)? = fields.mark, let mark = lookUp(markName, Self.marks, complete: false, Mark.init(rawValue:))
    else { return nil }
    var person: Person? = nil
    if case .tense(let tense) = item {
      guard case .string(let personKey)? = fields.person, let named = lookUp(personKey, Self.persons, Person.init(rawValue:)),
        tense.persons.contains(named)
      else { return nil }
      person = named
    }
    return PastAnswer(date: date, key: QuestionKey(verb: text(verb), item: item, person: person), mark: mark)
  }

  /// The keys of items, marks and persons as bytes: ASCII text is compared byte for byte,
  /// anything else goes through the type's own initializer (which also knows equivalent
  /// spellings), so the answers are the same. Items and persons come from `allCases`; marks
  /// are listed, so a mark missing from the list is also left to `Mark(rawValue:)`.
  private static let items: [(key: [UInt8], value: QuizItem)] =
    (Tense.allCases.map(QuizItem.tense) + [.gerund, .participle]).map { (Array($0.key.utf8), $0) }
  private static let marks: [(key: [UInt8], value: Mark)] =
    [Mark.correct, .accentOnly, .partlyRight, .wrong, .skipped].map { (Array($0.rawValue.utf8), $0) }
  private static let persons: [(key: [UInt8], value: Person)] = Person.allCases.map { (Array($0.rawValue.utf8), $0) }

  private func item(_ range: Range<Int>) -> QuizItem? { lookUp(range, Self.items, QuizItem.init(key:)) }

  private func lookUp<Value>(
    _ range: Range<Int>, _ table: [(key: [UInt8], value: Value)], complete: Bool = true,
    _ make: (String) -> Value?
  ) -> Value? {
    let key = slice(range)
    guard key.allSatisfy({ $0 < 0x80 }) else { return make(text(range)) }
    for entry in table where entry.key.count == key.count {
      if entry.key.withUnsafeBytes({ memcmp($0.baseAddress!, key.baseAddress!, key.count) }) == 0 { return entry.value }
    }
    return complete ? nil : make(text(range))
  }
}
