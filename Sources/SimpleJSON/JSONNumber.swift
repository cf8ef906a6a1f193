/// A JSON number kept as its literal, so nothing is rounded on the way through.
///
/// `12345678901234567890`, `1e999` and `0.1000` are written back exactly as they were read; the
/// views (`int64`, `uint64`, `int`, `double`) convert on demand and are nil when the number has
/// no exact value of that type. A number made from a value is written in a canonical form:
/// integers as digits, finite doubles as Swift's shortest round-trip text (`0.5`, `1e-07`), and
/// integral doubles below 10^15 as plain digits. Non-finite doubles have no JSON form: the
/// failable initializer refuses them, so `inf` and `nan` can never be written.
///
/// Two numbers are equal when their literals are: `1`, `1.0` and `1e0` are different spellings
/// and stay different, which is what byte-for-byte round trips need.
public struct JSONNumber: Hashable, Sendable, CustomStringConvertible {
  /// The number as JSON text (RFC 8259 grammar).
  public let literal: String

  /// A literal the parser or a formatter has already checked.
  init(verified literal: String) { self.literal = literal }

  /// The literal, when it is a valid JSON number (`-0`, `2.50`, `1E+3`); nil otherwise.
  public init?(literal: String) {
    var text = literal
    let valid = text.withUTF8 { JSONNumberGrammar.length(of: $0, from: 0) == $0.count }
    guard valid else { return nil }
    self.literal = literal
  }

  public init<Integer: BinaryInteger>(_ value: Integer) { literal = String(value) }

  /// Nil for infinities and NaN, which JSON cannot express.
  public init?(_ value: Double) {
    guard value.isFinite else { return nil }
    if value == 0 {
      literal = value.sign == .minus ? "-0" : "0"
    } else if value == value.rounded(), abs(value) < 1e15 {
      literal = String(Int64(value))
    } else {
      literal = value.description
    }
  }

  public var description: String { literal }
}

extension JSONNumber: ExpressibleByIntegerLiteral {
  public init(integerLiteral value: Int64) { self.init(value) }
}

extension JSONNumber: ExpressibleByFloatLiteral {
  /// A finite literal such as `0.5`; a literal too large for a double traps at the call site.
  public init(floatLiteral value: Double) {
    guard let number = JSONNumber(value) else { preconditionFailure("not a finite number") }
    self = number
  }
}

extension JSONNumber {
  /// The exact value as a signed 64-bit integer (`3`, `-3.0`, `3e2`); nil for fractions and
  /// values out of range.
  public var int64: Int64? { Self.int64(integerParts()) }

  /// The exact value as an unsigned 64-bit integer; nil for negative numbers (except zero),
  /// fractions and values out of range.
  public var uint64: UInt64? { Self.uint64(integerParts()) }

  /// The exact value as an `Int`.
  public var int: Int? { int64.flatMap { Int(exactly: $0) } }

  /// The nearest double; nil when the number is too large for one (`1e999`).
  public var double: Double? {
    guard let value = Double(literal), value.isFinite else { return nil }
    return value
  }

  static func int64(_ parts: (negative: Bool, magnitude: UInt64)?) -> Int64? {
    guard let (negative, magnitude) = parts else { return nil }
    if negative {
      if magnitude == UInt64(Int64.max) + 1 { return .min }
      return magnitude <= UInt64(Int64.max) ? -Int64(magnitude) : nil
    }
    return magnitude <= UInt64(Int64.max) ? Int64(magnitude) : nil
  }

  static func uint64(_ parts: (negative: Bool, magnitude: UInt64)?) -> UInt64? {
    guard let (negative, magnitude) = parts else { return nil }
    return negative && magnitude != 0 ? nil : magnitude
  }

  /// Sign and magnitude when the literal is a whole number that fits in 64 bits.
  private func integerParts() -> (negative: Bool, magnitude: UInt64)? {
    var text = literal
    return text.withUTF8 { JSONNumberGrammar.integerParts(of: $0) }
  }
}
