@testable import SimpleJSON
import Foundation
import Testing

@Suite struct JSONTests {
  @Test(arguments: [
    (#"{}"#, JSONValue.object([:])),
    (#" { "a" : [1, -2.5, 3e2, true, false, null] } "#,
     .object(["a": .array([.number(1), .number(-2.5), .number(300), .bool(true), .bool(false), .null])])),
    (#""\u00e1\n\"\\\/""#, .string("á\n\"\\/")),
    (#""\ud83d\ude00""#, .string("😀")),
    (#""ñandú""#, .string("ñandú")),
  ])
  func parsesValidJSON(_ text: String, _ expected: JSONValue) {
    #expect(JSONValue(parsing: text) == expected)
  }

  @Test(arguments: [
    "", "{", "}", "[1,]", "{\"a\":}", "{\"a\" 1}", "01", "1.", "-", "tru", "nul", "\"abc",
    "\"\u{1}\"", "{} {}", "[1 2]", "\"\\x\"", "\"\\ud800\\u0041\"", String(repeating: "[", count: 2000),
  ])
  func rejectsInvalidJSON(_ text: String) {
    #expect(JSONValue(parsing: text) == nil)
  }

  @Test func rejectsInvalidUTF8() {
    #expect((try? JSONParser.parse([0x22, 0xFF, 0x22])) == nil)
  }

  @Test func printsAndParsesBack() {
    let value = JSONValue.object([
      "b": .array([.string("x\ty"), .number(2)]), "a": .object([:]), "c": .null, "d": .number(0.5),
    ])
    #expect(JSONValue(parsing: value.prettyPrinted()) == value)
    #expect(JSONValue(parsing: value.compact()) == value)
    #expect(value.compact() == #"{"a":{},"b":["x\ty",2],"c":null,"d":0.5}"#)
  }
}
