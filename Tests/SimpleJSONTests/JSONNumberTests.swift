import SimpleJSON
import Testing

@Suite struct JSONNumberTests {
  @Test(arguments: [
    "0", "-0", "12345678901234567890", "1e999", "-1E-999", "0.1000", "2.50e+01",
    "18446744073709551615",
    "-9223372036854775808", "1.7976931348623157e308", "4.9e-324", "100000000000000000000000000000",
  ])
  func literalsAreWrittenBackExactly(_ literal: String) throws {
    let value = try #require(JSONValue(parsing: literal))
    #expect(value.compact() == literal)
    #expect(JSONValue(parsing: "[\(literal)]")?.compact() == "[\(literal)]")
    #expect(
      JSONValue(parsing: #"{"k":\#(literal)}"#)?.prettyPrinted() == "{\n  \"k\": \(literal)\n}")
  }

  @Test(
    arguments: [
      ("0", Int64(0), UInt64(0)), ("-0", 0, 0), ("42", 42, 42), ("-42", -42, nil),
      ("9223372036854775807", .max, 9_223_372_036_854_775_807),
      ("-9223372036854775808", .min, nil),
      ("9223372036854775808", nil, 9_223_372_036_854_775_808),
      ("18446744073709551615", nil, .max), ("18446744073709551616", nil, nil),
      ("-9223372036854775809", nil, nil),
      ("3e2", 300, 300), ("1.50e1", 15, 15), ("2E+3", 2000, 2000), ("1500e-2", 15, 15),
      ("0.000e5", 0, 0), ("1.5", nil, nil), ("1e-1", nil, nil), ("1e20", nil, nil),
      ("1.8446744073709551615e19", nil, .max), ("1e999", nil, nil), ("0e999999999999", 0, 0),
    ] as [(String, Int64?, UInt64?)])
  func integerViewsAreExact(_ literal: String, _ signed: Int64?, _ unsigned: UInt64?) throws {
    let number = try #require(JSONNumber(literal: literal))
    #expect(number.int64 == signed)
    #expect(number.uint64 == unsigned)
    #expect(number.int == signed.flatMap { Int(exactly: $0) })
  }

  @Test func doubleViewIsNilBeyondDoubles() throws {
    #expect(try #require(JSONNumber(literal: "1e999")).double == nil)
    #expect(try #require(JSONNumber(literal: "-1e999")).double == nil)
    #expect(try #require(JSONNumber(literal: "0.5")).double == 0.5)
    #expect(try #require(JSONNumber(literal: "-0")).double?.sign == .minus)
  }

  @Test(arguments: [
    (Int64.max, "9223372036854775807"), (Int64.min, "-9223372036854775808"), (0, "0"), (-7, "-7"),
  ])
  func signedIntegersAreDigits(_ value: Int64, _ expected: String) {
    #expect(JSONNumber(value).literal == expected)
    #expect(JSONValue.integer(value).compact() == expected)
    #expect(JSONNumber(value).int64 == value)
  }

  @Test func unsignedMaximumIsExact() {
    #expect(JSONValue.integer(UInt64.max).compact() == "18446744073709551615")
    #expect(JSONNumber(UInt64.max).uint64 == .max)
  }

  @Test(arguments: [
    (1.0, "1"), (-0.0, "-0"), (0.5, "0.5"), (0.1, "0.1"), (1e15, "1000000000000000.0"),
    (1e16, "1e+16"), (999_999_999_999_999.0, "999999999999999"),
    (1e-7, "1e-07"), (5e-324, "5e-324"), (.greatestFiniteMagnitude, "1.7976931348623157e+308"),
    (0.667, "0.667"),
  ])
  func doublesUseShortestRoundTripText(_ value: Double, _ expected: String) throws {
    let number = try #require(JSONNumber(value))
    #expect(number.literal == expected)
    #expect(number.double == value)
    #expect(number.double?.sign == value.sign)
  }

  @Test(arguments: [
    "", "-", "01", "1.", ".1", "1e", "+1", " 1", "1 ", "0x1", "1_000", "inf", "nan", "１",
  ])
  func invalidLiteralsAreRefused(_ literal: String) {
    #expect(JSONNumber(literal: literal) == nil)
  }

  @Test func spellingsOfOneValueStayDistinct() {
    #expect(JSONNumber(literal: "1.0") != JSONNumber(literal: "1"))
    #expect(JSONNumber(literal: "1.0")?.int64 == 1)
    #expect(JSONNumber(1) == 1)
  }
}
