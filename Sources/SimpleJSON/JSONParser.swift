/// A small, strict JSON parser (RFC 8259) producing `JSONValue`; cheap enough for start-up.
struct JSONParser {
  struct Failure: Error {}

  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0

  static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
    var parser = JSONParser(bytes: bytes)
    let value = try parser.value()
    parser.skipSpace()
    guard parser.index == bytes.count else { throw Failure() }
    return value
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private mutating func value() throws(Failure) -> JSONValue {
    skipSpace()
    guard index < bytes.count else { throw Failure() }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): return try array()
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): try literal("true"); return .bool(true)
    case UInt8(ascii: "f"): try literal("false"); return .bool(false)
    case UInt8(ascii: "n"): try literal("null"); return .null
    default: return .number(try number())
    }
  }

  private mutating func object() throws(Failure) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    index += 1
    var members: [String: JSONValue] = [:]
    skipSpace()
    if peek(UInt8(ascii: "}")) { index += 1; return .object(members) }
    while true {
      skipSpace()
      guard peek(UInt8(ascii: "\"")) else { throw Failure() }
      let key = try string()
      skipSpace()
      try expect(UInt8(ascii: ":"))
      members[key] = try value()
      skipSpace()
      if peek(UInt8(ascii: ",")) { index += 1; continue }
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
    if peek(UInt8(ascii: "]")) { index += 1; return .array(items) }
    while true {
      items.append(try value())
      skipSpace()
      if peek(UInt8(ascii: ",")) { index += 1; continue }
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
      guard let text = String(validating: bytes[run..<end], as: UTF8.self) else { throw Failure() }
      if result.isEmpty { result = text } else { result += text }
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        try flush(index)
        index += 1
        return result
      }
      if byte < 0x20 { throw Failure() }
      if byte == UInt8(ascii: "\\") {
        try flush(index)
        index += 1
        guard index < bytes.count else { throw Failure() }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""): result.unicodeScalars.append("\"")
        case UInt8(ascii: "\\"): result.unicodeScalars.append("\\")
        case UInt8(ascii: "/"): result.unicodeScalars.append("/")
        case UInt8(ascii: "b"): result.unicodeScalars.append("\u{8}")
        case UInt8(ascii: "f"): result.unicodeScalars.append("\u{C}")
        case UInt8(ascii: "n"): result.unicodeScalars.append("\n")
        case UInt8(ascii: "r"): result.unicodeScalars.append("\r")
        case UInt8(ascii: "t"): result.unicodeScalars.append("\t")
        case UInt8(ascii: "u"):
          var code = try hex4()
          if (0xD800..<0xDC00).contains(code), peek(UInt8(ascii: "\\")), index + 1 < bytes.count,
            bytes[index + 1] == UInt8(ascii: "u")
          {
            index += 2
            let low = try hex4()
            guard (0xDC00..<0xE000).contains(low) else { throw Failure() }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          }
          guard let scalar = Unicode.Scalar(code) else { throw Failure() }
          result.unicodeScalars.append(scalar)
        default: throw Failure()
        }
        run = index
        continue
      }
      index += 1
    }
    throw Failure()
  }

  private mutating func hex4() throws(Failure) -> UInt32 {
    guard index + 4 <= bytes.count else { throw Failure() }
    var code: UInt32 = 0
    for byte in bytes[index..<(index + 4)] {
      guard let digit = Int(String(UnicodeScalar(byte)), radix: 16) else { throw Failure() }
      code = code * 16 + UInt32(digit)
    }
    index += 4
    return code
  }

  private mutating func number() throws(Failure) -> Double {
    let start = index
    if peek(UInt8(ascii: "-")) { index += 1 }
    let digitsStart = index
    while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
    guard index > digitsStart else { throw Failure() }
    if bytes[digitsStart] == UInt8(ascii: "0") && index - digitsStart > 1 { throw Failure() }
    if peek(UInt8(ascii: ".")) {
      index += 1
      let fraction = index
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
      guard index > fraction else { throw Failure() }
    }
    if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
      index += 1
      if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
      let exponent = index
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
      guard index > exponent else { throw Failure() }
    }
    guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else { throw Failure() }
    return value
  }

  private mutating func literal(_ word: StaticString) throws(Failure) {
    let count = word.utf8CodeUnitCount
    guard index + count <= bytes.count else { throw Failure() }
    let expected = UnsafeBufferPointer(start: word.utf8Start, count: count)
    guard bytes[index..<(index + count)].elementsEqual(expected) else { throw Failure() }
    index += count
  }

  private mutating func enter() throws(Failure) {
    depth += 1
    if depth > 512 { throw Failure() }
  }

  private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

  private mutating func expect(_ byte: UInt8) throws(Failure) {
    guard peek(byte) else { throw Failure() }
    index += 1
  }

  private mutating func skipSpace() {
    while index < bytes.count,
      [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t")].contains(bytes[index])
    {
      index += 1
    }
  }
}
