/// A small, strict JSON parser (RFC 8259) producing `JSONValue`; cheap enough for start-up.
/// Numbers keep their literal (`JSONNumber`); strings must be valid UTF-8 without lone surrogate
/// escapes, except in the lenient mode `members(ofObject:)` uses to keep unknown settings byte for
/// byte.
struct JSONParser {
  typealias Failure = JSONParseError

  private let bytes: UnsafeBufferPointer<UInt8>
  private let allowsInvalidUTF8: Bool
  private var index = 0
  private var depth = 0

  private init(bytes: UnsafeBufferPointer<UInt8>, allowsInvalidUTF8: Bool) {
    self.bytes = bytes
    self.allowsInvalidUTF8 = allowsInvalidUTF8
  }

  /// One JSON value filling the whole text (spaces around it allowed).
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(Failure) -> JSONValue {
    var parser = JSONParser(bytes: bytes, allowsInvalidUTF8: false)
    let value = try parser.value()
    parser.skipSpace()
    guard parser.index == bytes.count else { throw .invalid }
    return value
  }

  /// The members of the one object filling the text, as source text, in order.
  static func members(ofObject bytes: UnsafeBufferPointer<UInt8>) throws(Failure) -> [RawJSON
    .Member]
  {
    var parser = JSONParser(bytes: bytes, allowsInvalidUTF8: true)
    var members: [RawJSON.Member] = []
    parser.skipSpace()
    guard parser.peek(UInt8(ascii: "{")) else { throw .invalid }
    try parser.enter()
    parser.index += 1
    parser.skipSpace()
    if !parser.peek(UInt8(ascii: "}")) {
      while true {
        parser.skipSpace()
        guard parser.peek(UInt8(ascii: "\"")) else { throw .invalid }
        let keyStart = parser.index
        _ = try parser.string()
        let key = parser.source(from: keyStart)
        parser.skipSpace()
        try parser.expect(UInt8(ascii: ":"))
        parser.skipSpace()
        let valueStart = parser.index
        _ = try parser.value()
        members.append(RawJSON.Member(key: key, value: parser.source(from: valueStart)))
        parser.skipSpace()
        if parser.peek(UInt8(ascii: ",")) {
          parser.index += 1
          continue
        }
        break
      }
    }
    try parser.expect(UInt8(ascii: "}"))
    parser.skipSpace()
    guard parser.index == bytes.count else { throw .invalid }
    return members
  }

  private func source(from start: Int) -> RawJSON {
    RawJSON(verified: Array(bytes[start..<index]))
  }

  private mutating func value() throws(Failure) -> JSONValue {
    skipSpace()
    guard index < bytes.count else { throw .invalid }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): return try array()
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"):
      try literal("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try literal("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try literal("null")
      return .null
    default: return .number(try number())
    }
  }

  private mutating func object() throws(Failure) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    index += 1
    var members: [String: JSONValue] = [:]
    skipSpace()
    if peek(UInt8(ascii: "}")) {
      index += 1
      return .object(members)
    }
    while true {
      skipSpace()
      guard peek(UInt8(ascii: "\"")) else { throw .invalid }
      let key = try string()
      skipSpace()
      try expect(UInt8(ascii: ":"))
      members[key] = try value()
      skipSpace()
      if peek(UInt8(ascii: ",")) {
        index += 1
        continue
      }
      try expect(UInt8(ascii: "}"))
      return .object(members)
    }
  }

  private mutating func array() throws(Failure) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    index += 1
    var items: [JSONValue] = []
    skipSpace()
    if peek(UInt8(ascii: "]")) {
      index += 1
      return .array(items)
    }
    while true {
      items.append(try value())
      skipSpace()
      if peek(UInt8(ascii: ",")) {
        index += 1
        continue
      }
      try expect(UInt8(ascii: "]"))
      return .array(items)
    }
  }

  private mutating func string() throws(Failure) -> String {
    index += 1
    // Runs without escapes are validated and appended whole: most strings are one run.
    var result = ""
    var run = index
    func flush(_ end: Int) throws(Failure) {
      guard end > run else { return }
      let slice = UnsafeBufferPointer(rebasing: bytes[run..<end])
      let text: String
      if let valid = String(validating: slice, as: UTF8.self) {
        text = valid
      } else if allowsInvalidUTF8 {
        text = String(decoding: slice, as: UTF8.self)
      } else {
        throw .invalid
      }
      if result.isEmpty { result = text } else { result += text }
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
  private mutating func escape() throws(Failure) -> Unicode.Scalar {
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

  private mutating func hex4() throws(Failure) -> UInt32 {
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

  private mutating func number() throws(Failure) -> JSONNumber {
    guard let end = JSONNumberGrammar.length(of: bytes, from: index) else { throw .invalid }
    let literal = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
    index = end
    return JSONNumber(verified: literal)
  }

  private mutating func literal(_ word: StaticString) throws(Failure) {
    let count = word.utf8CodeUnitCount
    guard index + count <= bytes.count else { throw .invalid }
    let expected = UnsafeBufferPointer(start: word.utf8Start, count: count)
    guard bytes[index..<(index + count)].elementsEqual(expected) else { throw .invalid }
    index += count
  }

  /// One more level of arrays and objects; the outermost value is level 1.
  private mutating func enter() throws(Failure) {
    depth += 1
    if depth > JSONParseError.maximumDepth { throw .tooDeep }
  }

  private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

  private mutating func expect(_ byte: UInt8) throws(Failure) {
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
  /// parser recurses once a level, and a limit keeps a hostile file from exhausting the stack.
  public static let maximumDepth = 512

  /// Not JSON, or not the value asked for (an object, where members are read).
  case invalid
  /// Valid so far, but nested deeper than `maximumDepth`.
  case tooDeep
}
