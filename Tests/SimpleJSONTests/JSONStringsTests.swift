import Testing

@testable import SimpleJSON

/// `JSONValue.strings`: the one reading of an array of strings (history records' lists).
@Suite struct JSONStringsTests {
  @Test func anArrayOfStringsIsItsStrings() {
    #expect(JSONValue(parsing: #"["a","ñ",""]"#)?.strings == ["a", "ñ", ""])
    #expect(JSONValue(parsing: "[]")?.strings == [])
  }

  @Test(arguments: [#"["a",1]"#, #"["a",null]"#, #""a""#, "{}", "null", #"[["a"]]"#])
  func anythingElseIsNil(_ text: String) {
    #expect(JSONValue(parsing: text)?.strings == nil)
  }
}
