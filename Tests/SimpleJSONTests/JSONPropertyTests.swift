import Foundation
import SimpleJSON
import Testing

/// The writer against an independent parser (Foundation's `JSONSerialization`) and against our
/// own, on thousands of seeded random values: nested containers, strings with every kind of
/// scalar, numbers from the 64-bit limits to long literals with exponents.
@Suite struct JSONPropertyTests {
  @Test(arguments: [1, 2, 3] as [UInt64])
  func foundationReadsWhatWeWrite(seed: UInt64) throws {
    var random = SplitMix(state: seed)
    for _ in 0..<1000 {
      let value = RandomJSON(foundationSafe: true).value(depth: 3, using: &random)
      for text in [value.compact(), value.prettyPrinted()] {
        let parsed = try JSONSerialization.jsonObject(
          with: Data(text.utf8), options: [.fragmentsAllowed])
        #expect(Self.matches(parsed, value), "\(text)")
      }
    }
  }

  @Test(arguments: [4, 5, 6] as [UInt64])
  func ourParserReadsBackWhatWeWrite(seed: UInt64) throws {
    var random = SplitMix(state: seed)
    for _ in 0..<1000 {
      let value = RandomJSON(foundationSafe: false).value(depth: 4, using: &random)
      let compact = value.compact()
      let pretty = value.prettyPrinted()
      let fromCompact = try #require(JSONValue(parsing: compact), "\(compact)")
      let fromPretty = try #require(JSONValue(parsing: pretty), "\(pretty)")
      #expect(Self.identical(fromCompact, value), "\(compact)")
      #expect(Self.identical(fromPretty, value), "\(pretty)")
      #expect(fromCompact.compact() == compact)
      #expect(fromPretty.prettyPrinted() == pretty)
    }
  }

  @Test func numberLiteralsAreReproducedExactly() throws {
    var random = SplitMix(state: 7)
    let literals = (0..<3000).map { _ in RandomJSON.literal(using: &random, maxExponent: 999) }
    let text = "[" + literals.joined(separator: ",") + "]"
    #expect(JSONValue(parsing: text)?.compact() == text)
    for literal in literals.prefix(500) {
      let expected = Double(literal).flatMap { $0.isFinite ? $0 : nil }
      #expect(JSONNumber(literal: literal)?.double == expected, "\(literal)")
    }
  }

  /// Same structure, and strings equal scalar for scalar (Swift's `==` would accept another
  /// normalisation).
  static func identical(_ a: JSONValue, _ b: JSONValue) -> Bool {
    switch (a, b) {
    case (.null, .null): return true
    case (.bool(let x), .bool(let y)): return x == y
    case (.number(let x), .number(let y)): return x.literal == y.literal
    case (.string(let x), .string(let y)): return x.unicodeScalars.elementsEqual(y.unicodeScalars)
    case (.array(let x), .array(let y)):
      return x.count == y.count && zip(x, y).allSatisfy(identical)
    case (.object(let x), .object(let y)):
      guard sortedKeys(x.keys) == sortedKeys(y.keys) else { return false }
      return x.allSatisfy { key, value in y[key].map { identical(value, $0) } ?? false }
    default: return false
    }
  }

  static func sortedKeys(_ keys: some Collection<String>) -> [[UInt32]] {
    keys.map { $0.unicodeScalars.map(\.value) }.sorted { $0.lexicographicallyPrecedes($1) }
  }

  /// Whether what Foundation parsed is the value we wrote.
  static func matches(_ parsed: Any, _ value: JSONValue) -> Bool {
    switch value {
    case .null: return parsed is NSNull
    case .bool(let flag):
      guard let number = parsed as? NSNumber else { return false }
      return number.boolValue == flag
    case .number(let number): return matches(parsed, number)
    case .string(let text):
      guard let string = parsed as? String else { return false }
      return string.unicodeScalars.elementsEqual(text.unicodeScalars)
    case .array(let items):
      guard let array = parsed as? [Any], array.count == items.count else { return false }
      return zip(array, items).allSatisfy { matches($0, $1) }
    case .object(let members):
      guard let object = parsed as? [String: Any], object.count == members.count else {
        return false
      }
      return members.allSatisfy { key, member in object[key].map { matches($0, member) } ?? false }
    }
  }

  /// Foundation reads long or exact decimals as `NSDecimalNumber`: those are compared as
  /// decimals, whole numbers as 64-bit integers, the rest as doubles.
  static func matches(_ parsed: Any, _ number: JSONNumber) -> Bool {
    guard let parsed = parsed as? NSNumber else { return false }
    if let decimal = parsed as? NSDecimalNumber {
      return decimal.decimalValue == Decimal(string: number.literal)
    }
    let isInteger = !number.literal.contains(where: { ".eE".contains($0) })
    if isInteger, let signed = number.int64, signed != 0 || !number.literal.hasPrefix("-") {
      return parsed.int64Value == signed
    }
    if isInteger, let unsigned = number.uint64, !number.literal.hasPrefix("-") {
      return parsed.uint64Value == unsigned
    }
    return parsed.doubleValue == number.double
  }
}

/// A seeded SplitMix64, so every run checks the same values.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Random JSON values. `foundationSafe` keeps numbers within what a double can hold and leaves
/// out U+FEFF, which Foundation on Linux drops at the start of a string or after an escape.
struct RandomJSON {
  let foundationSafe: Bool

  func value(depth: Int, using random: inout SplitMix) -> JSONValue {
    switch Int.random(in: 0..<(depth > 0 ? 8 : 5), using: &random) {
    case 0: return .null
    case 1: return .bool(Bool.random(using: &random))
    case 2, 3: return .number(number(using: &random))
    case 4: return .string(string(using: &random))
    case 5:
      return .array(
        (0..<Int.random(in: 0...5, using: &random)).map { _ in
          value(depth: depth - 1, using: &random)
        })
    default:
      var members: [String: JSONValue] = [:]
      for _ in 0..<Int.random(in: 0...5, using: &random) {
        members[string(using: &random)] = value(depth: depth - 1, using: &random)
      }
      return .object(members)
    }
  }

  func number(using random: inout SplitMix) -> JSONNumber {
    switch Int.random(in: 0..<7, using: &random) {
    case 0:
      let limits: [JSONNumber] = [
        JSONNumber(Int64.min), JSONNumber(Int64.max), JSONNumber(UInt64.max), 0,
        JSONNumber(-0.0 as Double)!, -1, 1,
      ]
      return limits.randomElement(using: &random)!
    case 1: return JSONNumber(Int64(bitPattern: random.next()))
    case 2: return JSONNumber(random.next())
    case 3:
      while true {
        if let number = JSONNumber(Double(bitPattern: random.next())) { return number }
      }
    case 4:
      let scale = Double.random(in: 0...6, using: &random).rounded()
      return JSONNumber(
        Double(Int.random(in: -1_000_000...1_000_000, using: &random)) / pow(10, scale))!
    default:
      let literal = Self.literal(using: &random, maxExponent: foundationSafe ? 280 : 999)
      return JSONNumber(literal: literal)!
    }
  }

  /// A literal such as `-0.0120E+17`: up to 20 integer digits, a fraction, an exponent.
  static func literal(using random: inout SplitMix, maxExponent: Int) -> String {
    func digits(_ count: Int) -> String {
      String((0..<count).map { _ in "0123456789".randomElement(using: &random)! })
    }
    var text = Bool.random(using: &random) ? "-" : ""
    let integerDigits = Int.random(in: 1...20, using: &random)
    text +=
      integerDigits == 1
      ? digits(1) : String("123456789".randomElement(using: &random)!) + digits(integerDigits - 1)
    if Bool.random(using: &random) { text += "." + digits(Int.random(in: 1...10, using: &random)) }
    if Bool.random(using: &random) {
      text +=
        ["e", "E"].randomElement(using: &random)! + ["", "+", "-"].randomElement(using: &random)!
      text += String(Int.random(in: 0...maxExponent, using: &random))
    }
    return text
  }

  func string(using random: inout SplitMix) -> String {
    var scalars = String.UnicodeScalarView()
    for _ in 0..<Int.random(in: 0...12, using: &random) {
      var code: UInt32
      switch Int.random(in: 0..<7, using: &random) {
      case 0: code = UInt32.random(in: 0...0x1F, using: &random)
      case 1:
        let specials: [UInt32] =
          [0x22, 0x5C, 0x2F, 0x7F, 0x2028, 0x2029, 0xFFFD] + (foundationSafe ? [] : [0xFEFF])
        code = specials.randomElement(using: &random)!
      case 2, 3: code = UInt32.random(in: 0x20...0x7E, using: &random)
      case 4: code = UInt32.random(in: 0x80...0xD7FF, using: &random)
      case 5:
        code = UInt32.random(in: 0xE000...0xFFFF, using: &random)
        if foundationSafe && code == 0xFEFF { code = 0xFEFE }
      default: code = UInt32.random(in: 0x10000...0x10FFFF, using: &random)
      }
      scalars.append(Unicode.Scalar(code)!)
    }
    return String(scalars)
  }
}
