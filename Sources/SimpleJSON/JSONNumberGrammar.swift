/// The JSON number grammar over UTF-8 bytes, shared by the parser and `JSONNumber`:
/// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
enum JSONNumberGrammar {
  /// The index just past the number starting at `start`; nil when no valid number starts there.
  static func length(of bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    var index = start
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
    let integer = index
    index = digits(bytes, from: index)
    guard index > integer else { return nil }
    if bytes[integer] == UInt8(ascii: "0"), index - integer > 1 { return nil }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      let fraction = index + 1
      index = digits(bytes, from: fraction)
      guard index > fraction else { return nil }
    }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      let exponent = index
      index = digits(bytes, from: exponent)
      guard index > exponent else { return nil }
    }
    return index
  }

  /// Sign and magnitude of a valid literal whose value is a whole number below 2^64
  /// (`12`, `-0`, `1.50e1`, `2E+3`); nil for fractions, larger values and invalid text.
  static func integerParts(of bytes: UnsafeBufferPointer<UInt8>) -> (
    negative: Bool, magnitude: UInt64
  )? {
    guard length(of: bytes, from: 0) == bytes.count else { return nil }
    let negative = bytes.first == UInt8(ascii: "-")
    var index = negative ? 1 : 0
    var significand: [UInt8] = []
    var fractionDigits = 0
    var inFraction = false
    while index < bytes.count, bytes[index] | 0x20 != UInt8(ascii: "e") {
      let byte = bytes[index]
      index += 1
      if byte == UInt8(ascii: ".") {
        inFraction = true
        continue
      }
      if inFraction { fractionDigits += 1 }
      if byte == UInt8(ascii: "0") && significand.isEmpty { continue }
      significand.append(byte - UInt8(ascii: "0"))
    }
    guard !significand.isEmpty else { return (negative, 0) }
    var exponent = exponentValue(bytes, from: index) - fractionDigits
    while exponent < 0, significand.last == 0 {
      significand.removeLast()
      exponent += 1
    }
    guard exponent >= 0, significand.count + exponent <= 20 else { return nil }
    var magnitude: UInt64 = 0
    for digit in significand + Array(repeating: 0, count: exponent) {
      let (times10, overflow) = magnitude.multipliedReportingOverflow(by: 10)
      let (sum, carry) = times10.addingReportingOverflow(UInt64(digit))
      guard !overflow, !carry else { return nil }
      magnitude = sum
    }
    return (negative, magnitude)
  }

  /// The exponent after `e`, clamped to ±1,000,000 (enough to decide any 64-bit question).
  private static func exponentValue(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    guard start < bytes.count else { return 0 }
    var index = start + 1
    var sign = 1
    if bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
      if bytes[index] == UInt8(ascii: "-") { sign = -1 }
      index += 1
    }
    var value = 0
    while index < bytes.count {
      value = min(value * 10 + Int(bytes[index] - UInt8(ascii: "0")), 1_000_000)
      index += 1
    }
    return sign * value
  }

  private static func digits(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 { index += 1 }
    return index
  }
}
