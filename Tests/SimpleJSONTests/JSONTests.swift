import Foundation
import Testing

@testable import SimpleJSON

@Suite struct JSONTests {
  @Test(arguments: [
    (#"{}"#, JSONValue.object([:])),
    (
      #" { "a" : [1, -2.5, 3e2, true, false, null] } "#,
      .object([
        "a": .array([
          .number(1), .number(-2.5), .number(JSONNumber(literal: "3e2")!), .bool(true),
          .bool(false), .null,
        ])
      ])
    ),
    (#""\u00e1\n\"\\\/""#, .string("á\n\"\\/")),
    (#""\ud83d\ude00""#, .string("😀")),
    (#""ñandú""#, .string("ñandú")),
  ])
  func parsesValidJSON(_ text: String, _ expected: JSONValue) {
    #expect(JSONValue(parsing: text) == expected)
  }

  @Test(arguments: [
    "", "{", "}", "[1,]", "{\"a\":}", "{\"a\" 1}", "01", "1.", "-", "tru", "nul", "\"abc",
    "\"\u{1}\"", "{} {}", "[1 2]", "\"\\x\"", "\"\\ud800\\u0041\"",
    String(repeating: "[", count: 2000),
    "1e", "1e+", ".5", "+1", "0x10", "-01", "1.e5", "inf", "NaN", "\"\\u12g4\"", "\u{FEFF}{}",
  ])
  func rejectsInvalidJSON(_ text: String) {
    #expect(JSONValue(parsing: text) == nil)
  }

  @Test func rejectsInvalidUTF8() {
    #expect(JSONValue(parsing: [0x22, 0xFF, 0x22]) == nil)
    #expect(JSONValue(parsing: [0x22, 0x63, 0x61, 0x66, 0xE9, 0x22]) == nil)
  }

  @Test func printsAndParsesBack() {
    let value = JSONValue.object([
      "b": .array([.string("x\ty"), .number(2)]), "a": .object([:]), "c": .null, "d": .number(0.5),
    ])
    #expect(JSONValue(parsing: value.prettyPrinted()) == value)
    #expect(JSONValue(parsing: value.compact()) == value)
    #expect(value.compact() == #"{"a":{},"b":["x\ty",2],"c":null,"d":0.5}"#)
    #expect(
      value.prettyPrinted() == """
        {
          "a": {},
          "b": [
            "x\\ty",
            2
          ],
          "c": null,
          "d": 0.5
        }
        """)
  }

  @Test(arguments: [
    ("\u{0}\u{1}\u{8}\u{C}\u{1F}\u{7F}", #""\u0000\u0001\u0008\u000c\u001f\#u{7F}""#),
    ("a\"b\\c/d\n\r\t", #""a\"b\\c/d\n\r\t""#),
    ("é😀\u{2028}", "\"é😀\u{2028}\""),
  ])
  func escapesOnlyWhatJSONRequires(_ text: String, _ expected: String) {
    #expect(JSONValue.quoted(text) == expected)
  }

  @Test func nonFiniteDoublesAreNeverWrittenAsNumbers() {
    #expect(JSONValue.double(.infinity).compact() == "null")
    #expect(JSONValue.double(-.infinity).compact() == "null")
    #expect(JSONValue.double(.nan).compact() == "null")
    #expect(JSONNumber(Double.nan) == nil)
    var writer = JSONWriter()
    writer.beginArray()
    writer.double(.infinity)
    writer.double(1.5)
    writer.endArray()
    #expect(writer.text == "[null,1.5]")
  }
}
