#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one JSON grammar (RFC 8259, strict): a reader that walks UTF-8 text value by value, so a
/// caller takes the members it wants and skips the rest without building them, and
/// `JSONValue(parsing:)` builds whole values with the same code.
///
/// Strings must be valid UTF-8 without control characters or lone surrogate escapes, except in
/// the lenient mode `RawJSON.members(ofObject:)` uses to keep unknown settings byte for byte.
/// Arrays and objects nest at most `JSONParseError.maximumDepth` deep. Reading a history of a
/// million lines is what this is shaped for: keys are compared as bytes, and skipped strings
/// are checked eight bytes at a time without becoming `String`s.
public struct JSONReader {
  /// What the next value is, from its first byte.
  public enum Kind: Sendable { case null, bool, number, string, array, object }

  /// An object's key: its bytes between the quotes when it has no escapes (the usual case,
  /// compared without making a string), else the decoded string.
  public struct Key {
    fileprivate let raw: UnsafeBufferPointer<UInt8>?
    fileprivate let decoded: String?

    /// True when the key is `word`.
    public func equals(_ word: StaticString) -> Bool {
      let count = word.utf8CodeUnitCount
      guard let raw else {
        return decoded!.utf8.elementsEqual(UnsafeBufferPointer(start: word.utf8Start, count: count))
      }
      // Length and first byte tell most keys apart without a call.
      guard raw.count == count else { return false }
      return count == 0
        || (raw[0] == word.utf8Start.pointee
          && memcmp(raw.baseAddress!, word.utf8Start, count) == 0)
    }

    /// The key as a string.
    public var string: String { decoded ?? String(decoding: raw!, as: UTF8.self) }
  }

  private let bytes: UnsafeBufferPointer<UInt8>
  private let allowsInvalidUTF8: Bool
  private var index = 0
  private var depth = 0

  init(bytes: UnsafeBufferPointer<UInt8>, allowsInvalidUTF8: Bool = false) {
    self.bytes = bytes
    self.allowsInvalidUTF8 = allowsInvalidUTF8
  }

  /// Reads the one value filling `text` (spaces around it allowed) with `body`, which must
  /// read or skip that value, and nothing else.
  public static func read<Result>(
    _ text: UnsafeRawBufferPointer, _ body: (inout JSONReader) throws(JSONParseError) -> Result
  ) throws(JSONParseError) -> Result {
    var reader = JSONReader(bytes: text.assumingMemoryBound(to: UInt8.self))
    let result = try body(&reader)
    try reader.end()
    return result
  }

  /// Fails unless only spaces are left.
  mutating func end() throws(JSONParseError) {
    skipSpace()
    guard index == bytes.count else { throw .invalid }
  }

  /// The kind of the next value; nil at the end of the text or before a byte no value starts
  /// with (reading it then fails).
  public mutating func nextKind() -> Kind? {
    skipSpace()
    guard index < bytes.count else { return nil }
    switch bytes[index] {
    case UInt8(ascii: "{"): return .object
    case UInt8(ascii: "["): return .array
    case UInt8(ascii: "\""): return .string
    case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
    case UInt8(ascii: "n"): return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
    default: return nil
    }
  }

  // MARK: Reading as you go

  /// Reads an object, calling `member` with each key, positioned at its value, which `member`
  /// must read or skip. Duplicate keys are passed as they come.
  public mutating func members(
    _ member: (Key, inout JSONReader) throws(JSONParseError) -> Void
  ) throws(JSONParseError) {
    guard try begin(UInt8(ascii: "{"), closedBy: UInt8(ascii: "}")) else { return }
    repeat {
      let key = try key()
      try member(key, &self)
    } while try next(closedBy: UInt8(ascii: "}"))
  }

  /// Reads an array, calling `element` positioned at each element, which it must read or skip.
  public mutating func elements(
    _ element: (inout JSONReader) throws(JSONParseError) -> Void
  ) throws(JSONParseError) {
    guard try begin(UInt8(ascii: "["), closedBy: UInt8(ascii: "]")) else { return }
    repeat { try element(&self) } while try next(closedBy: UInt8(ascii: "]"))
  }

  /// Reads a string.
  public mutating func string() throws(JSONParseError) -> String {
    skipSpace()
    guard peek(UInt8(ascii: "\"")) else { throw .invalid }
    let (plain, decoded) = try stringParts()
    return decoded ?? String(decoding: plain, as: UTF8.self)
  }

  /// Reads a number.
  public mutating func number() throws(JSONParseError) -> JSONNumber {
    skipSpace()
    guard let end = JSONNumberGrammar.length(of: bytes, from: index) else { throw .invalid }
    let literal = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
    index = end
    return JSONNumber(verified: literal)
  }

  /// Reads a string, passing its UTF-8 bytes to `body` (without making a `String` when it has
  /// no escapes).
  public mutating func withString<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result)
    throws(JSONParseError) -> Result
  {
    skipSpace()
    guard peek(UInt8(ascii: "\"")) else { throw .invalid }
    let (plain, decoded) = try stringParts()
    guard var decoded else { return body(plain) }
    return decoded.withUTF8(body)
  }

  /// Reads a number: its value as `JSONNumber.int` gives it (nil for fractions and values
  /// out of range), without keeping the literal.
  public mutating func int() throws(JSONParseError) -> Int? {
    try integerParts().flatMap { JSONNumber.int64($0) }.flatMap { Int(exactly: $0) }
  }

  /// Reads a number: its value as `JSONNumber.uint64` gives it.
  public mutating func uint64() throws(JSONParseError) -> UInt64? {
    try integerParts().flatMap { JSONNumber.uint64($0) }
  }

  private mutating func integerParts() throws(JSONParseError) -> (
    negative: Bool, magnitude: UInt64
  )? {
    skipSpace()
    guard let end = JSONNumberGrammar.length(of: bytes, from: index) else { throw .invalid }
    defer { index = end }
    return JSONNumberGrammar.integerParts(of: UnsafeBufferPointer(rebasing: bytes[index..<end]))
  }

  /// Reads `true` or `false`.
  public mutating func bool() throws(JSONParseError) -> Bool {
    skipSpace()
    if peek(UInt8(ascii: "t")) {
      try literal("true")
      return true
    }
    try literal("false")
    return false
  }

  /// Reads any value, building it.
  public mutating func value() throws(JSONParseError) -> JSONValue {
    switch nextKind() {
    case .object:
      var fields: [String: JSONValue] = [:]
      try members { (key, reader) throws(JSONParseError) in fields[key.string] = try reader.value()
      }
      return .object(fields)
    case .array:
      var items: [JSONValue] = []
      try elements { (reader) throws(JSONParseError) in items.append(try reader.value()) }
      return .array(items)
    case .string: return .string(try string())
    case .bool: return .bool(try bool())
    case .null:
      try literal("null")
      return .null
    case .number, nil: return .number(try number())
    }
  }

  /// Checks the next value without building it.
  public mutating func skipValue() throws(JSONParseError) {
    switch nextKind() {
    case .object: try members { (_, reader) throws(JSONParseError) in try reader.skipValue() }
    case .array: try elements { (reader) throws(JSONParseError) in try reader.skipValue() }
    case .string: _ = try stringParts()
    case .bool: _ = try bool()
    case .null: try literal("null")
    case .number, nil:
      guard let end = JSONNumberGrammar.length(of: bytes, from: index) else { throw .invalid }
      index = end
    }
  }

  /// The members of the one object filling the text, as source text, in order.
  static func rawMembers(ofObject bytes: UnsafeBufferPointer<UInt8>) throws(JSONParseError)
    -> [RawJSON.Member]
  {
    var reader = JSONReader(bytes: bytes, allowsInvalidUTF8: true)
    var members: [RawJSON.Member] = []
    guard reader.nextKind() == .object else { throw .invalid }
    try reader.members { (_, reader) throws(JSONParseError) in
      let key = RawJSON(verified: Array(reader.bytes[reader.keyStart..<reader.keyEnd]))
      reader.skipSpace()
      let valueStart = reader.index
      try reader.skipValue()
      members.append(RawJSON.Member(key: key, value: reader.source(from: valueStart)))
    }
    try reader.end()
    return members
  }

  // MARK: The grammar

  /// Where the last key read starts and ends, quotes included.
  private var keyStart = 0
  private var keyEnd = 0

  private func source(from start: Int) -> RawJSON {
    RawJSON(verified: Array(bytes[start..<index]))
  }

  /// Enters the container opening with `open`; false when it is empty (and already closed).
  private mutating func begin(_ open: UInt8, closedBy close: UInt8) throws(JSONParseError)
    -> Bool
  {
    skipSpace()
    try expect(open)
    depth += 1
    if depth > JSONParseError.maximumDepth { throw .tooDeep }
    skipSpace()
    guard peek(close) else { return true }
    index += 1
    depth -= 1
    return false
  }

  /// After a member or an element: true when a comma announces another, false at the end.
  private mutating func next(closedBy close: UInt8) throws(JSONParseError) -> Bool {
    skipSpace()
    if peek(UInt8(ascii: ",")) {
      index += 1
      return true
    }
    try expect(close)
    depth -= 1
    return false
  }

  /// An object's next key, positioned after its colon.
  private mutating func key() throws(JSONParseError) -> Key {
    skipSpace()
    guard peek(UInt8(ascii: "\"")) else { throw .invalid }
    keyStart = index
    let (plain, decoded) = try stringParts()
    keyEnd = index
    skipSpace()
    try expect(UInt8(ascii: ":"))
    return Key(raw: decoded == nil ? plain : nil, decoded: decoded)
  }

  /// The string at `index`: its bytes when it has no escape (checked UTF-8), else also the
  /// decoded text.
  private mutating func stringParts() throws(JSONParseError) -> (
    plain: UnsafeBufferPointer<UInt8>, decoded: String?
  ) {
    index += 1
    let start = index
    var isASCII = true
    while true {
      index = Self.skipPlain(bytes, from: index)
      guard index < bytes.count else { throw .invalid }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") { break }
      if byte == UInt8(ascii: "\\") {
        return (UnsafeBufferPointer(rebasing: bytes[start..<start]), try escaped(from: start))
      }
      if byte < 0x20 { throw .invalid }
      isASCII = false
      index += 1
    }
    let plain = UnsafeBufferPointer(rebasing: bytes[start..<index])
    index += 1
    if !isASCII, !allowsInvalidUTF8, !UTF8Check.isValid(plain) { throw .invalid }
    return (plain, nil)
  }

  /// The rest of a string with escapes, from `start` (after its opening quote); runs without
  /// escapes are checked and appended whole.
  private mutating func escaped(from start: Int) throws(JSONParseError) -> String {
    var result = ""
    var run = start
    func flush(_ end: Int) throws(JSONParseError) {
      guard end > run else { return }
      let slice = UnsafeBufferPointer(rebasing: bytes[run..<end])
      if let valid = String(validating: slice, as: UTF8.self) {
        result += valid
      } else if allowsInvalidUTF8 {
        result += String(decoding: slice, as: UTF8.self)
      } else {
        throw .invalid
      }
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        try flush(index)
        index += 1
        return result
      }
      if byte < 0x20 { throw .invalid }
      if byte == UInt8(ascii: "\\") {
        try flush(index)
        index += 1
        result.unicodeScalars.append(try escape())
        run = index
        continue
      }
      index += 1
    }
    throw .invalid
  }

  /// The character after a backslash: `\n`, `\u00e9`, a surrogate pair `\ud83d\ude00`.
  private mutating func escape() throws(JSONParseError) -> Unicode.Scalar {
    guard index < bytes.count else { throw .invalid }
    let escape = bytes[index]
    index += 1
    switch escape {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{8}"
    case UInt8(ascii: "f"): return "\u{C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let code = try hex4()
      if (0xD800..<0xDC00).contains(code), let low = lowSurrogate() {
        return Unicode.Scalar(0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00))!
      }
      if let scalar = Unicode.Scalar(code) { return scalar }
      // A lone surrogate is grammatical JSON but no character: refused, or kept as U+FFFD where
      // the source bytes are what is kept.
      guard allowsInvalidUTF8 else { throw .invalid }
      return "\u{FFFD}"
    default: throw .invalid
    }
  }

  /// The low half of a surrogate pair when `\uDC00`…`\uDFFF` comes next (consumed); else nil.
  private mutating func lowSurrogate() -> UInt32? {
    guard peek(UInt8(ascii: "\\")), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
    else {
      return nil
    }
    let start = index
    index += 2
    guard let low = try? hex4(), (0xDC00..<0xE000).contains(low) else {
      index = start
      return nil
    }
    return low
  }

  private mutating func hex4() throws(JSONParseError) -> UInt32 {
    guard index + 4 <= bytes.count else { throw .invalid }
    var code: UInt32 = 0
    for byte in bytes[index..<(index + 4)] {
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw .invalid
      }
      code = code * 16 + UInt32(digit)
    }
    index += 4
    return code
  }

  private mutating func literal(_ word: StaticString) throws(JSONParseError) {
    let count = word.utf8CodeUnitCount
    guard index + count <= bytes.count else { throw .invalid }
    let expected = UnsafeBufferPointer(start: word.utf8Start, count: count)
    guard bytes[index..<(index + count)].elementsEqual(expected) else { throw .invalid }
    index += count
  }

  private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

  private mutating func expect(_ byte: UInt8) throws(JSONParseError) {
    guard peek(byte) else { throw .invalid }
    index += 1
  }

  private mutating func skipSpace() {
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): index += 1
      default: return
      }
    }
  }
}

/// Why bytes are not the JSON asked for.
public enum JSONParseError: Error, Equatable, Sendable {
  /// Arrays and objects may be nested this deep (the outermost counts as 1), no deeper: the
  /// reader recurses once a level, and a limit keeps a hostile file from exhausting the stack.
  public static let maximumDepth = 512

  /// Not JSON, or not the value asked for (an object, where members are read).
  case invalid
  /// Valid so far, but nested deeper than `maximumDepth`.
  case tooDeep
}
