import SimpleJSON
import Testing

@Suite struct JSONWriterTests {
  @Test func compactKeepsTheCallersKeyOrder() {
    var json = JSONWriter()
    json.beginObject()
    json.member("z", UInt64.max)
    json.member("a", ["x", "y\""])
    json.key("m")
    json.beginObject()
    json.endObject()
    json.member("n", nil as String?)
    json.key("e")
    json.beginArray()
    json.endArray()
    json.member("b", false)
    json.key("c")
    json.double(-0.0)
    json.endObject()
    #expect(
      json.text
        == #"{"z":18446744073709551615,"a":["x","y\""],"m":{},"n":null,"e":[],"b":false,"c":-0}"#)
  }

  @Test func prettyIndentsByTwoAndKeepsEmptyContainersOnOneLine() {
    var json = JSONWriter(style: .pretty)
    json.beginArray()
    json.beginObject()
    json.key("a")
    json.beginArray()
    json.integer(1)
    json.beginArray()
    json.endArray()
    json.endArray()
    json.endObject()
    json.null()
    json.endArray()
    #expect(json.text == "[\n  {\n    \"a\": [\n      1,\n      []\n    ]\n  },\n  null\n]")
  }

  @Test func scalarsAtTheTopLevelStandAlone() {
    var json = JSONWriter(style: .pretty)
    json.string("solo")
    #expect(json.text == "\"solo\"")
  }

  @Test(arguments: [("habré ", "hablado"), ("", ""), ("a\"", "\n\u{1}b"), ("sé", "")])
  func aStringJoinedFromTwoPiecesIsTheJoinedString(_ first: String, _ second: String) {
    var joined = JSONWriter()
    joined.beginArray()
    joined.string(joining: first, second)
    joined.string(joining: second, first)
    joined.endArray()
    var whole = JSONWriter()
    whole.strings([first + second, second + first])
    #expect(joined.text == whole.text)
  }

  @Test func verbatimMembersAreCopiedByteForByte() throws {
    let source: [UInt8] =
      Array(#"{ "b" :  [1 ,2], "\u0061": "caf"#.utf8) + [0xE9] + Array(#"" }"#.utf8)
    let members = try RawJSON.members(ofObject: source)
    #expect(members.map(\.name) == ["b", "a"])
    #expect(members[0].value.bytes == Array("[1 ,2]".utf8))
    #expect(members[1].key.bytes == Array(#""\u0061""#.utf8))
    #expect(members[1].value.value == nil)
    var json = JSONWriter(style: .pretty)
    json.beginObject()
    for member in members { json.verbatim(member) }
    json.endObject()
    #expect(
      json.bytes == Array("{\n  \"b\": [1 ,2],\n  \"\\u0061\": \"caf".utf8) + [0xE9]
        + Array("\"\n}".utf8))
  }

  @Test(arguments: [
    "", "[]", "{", #"{"a":1,}"#, #"{"a":1} x"#, #"{"a" 1}"#, #"{"a":"\x"}"#, #"{1:2}"#,
  ])
  func membersNeedOneObject(_ text: String) {
    #expect(throws: JSONParseError.invalid) { try RawJSON.members(ofObject: Array(text.utf8)) }
  }

  @Test func membersAllowInvalidUTF8InKeysToo() throws {
    let source: [UInt8] = [0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D]  // {"\xFF":1}
    let members = try RawJSON.members(ofObject: source)
    #expect(members.count == 1)
    #expect(members[0].name == nil)
    #expect(members[0].key.bytes == [0x22, 0xFF, 0x22])
  }

  @Test func membersKeepLoneSurrogateEscapes() throws {
    let text = #"{"a":"\ud800","b":"x\udc00","c":"\ud800\u0041","d":"\ud83d\ude00"}"#
    let members = try RawJSON.members(ofObject: Array(text.utf8))
    #expect(members.map(\.name) == ["a", "b", "c", "d"])
    #expect(members.prefix(3).allSatisfy { $0.value.value == nil })
    #expect(members[2].value.bytes == Array(#""\ud800\u0041""#.utf8))
    #expect(members[3].value.value == .string("😀"))
    #expect(JSONValue(parsing: text) == nil)
  }
}

/// JSON output keeps format characters as the data they are (messages escape them, JSON does
/// not need to): a bidi override is written as itself.
@Suite struct JSONFormatCharacterTests {
  @Test func formatCharactersAreWrittenAsThemselves() {
    #expect(JSONValue.quoted("a\u{202E}b\u{200B}") == "\"a\u{202E}b\u{200B}\"")
  }
}

/// Nesting is allowed to `JSONParseError.maximumDepth` levels (the outermost value counts), and
/// one level more is its own failure, not "invalid": a caller can say which limit was hit.
@Suite struct JSONDepthTests {
  /// An object holding `levels - 1` nested arrays under "a": `levels` levels in all.
  static func nested(_ levels: Int) -> [UInt8] {
    Array(
      (#"{"a":"# + String(repeating: "[", count: levels - 1)
        + String(repeating: "]", count: levels - 1)
        + "}").utf8)
  }

  @Test func theDeepestAllowedNestingParses() throws {
    let text = Self.nested(JSONParseError.maximumDepth)
    #expect(JSONParseError.maximumDepth == 512)
    #expect(try RawJSON.members(ofObject: text).count == 1)
    #expect(JSONValue(parsing: text) != nil)
  }

  @Test func oneLevelMoreIsTooDeep() {
    let text = Self.nested(JSONParseError.maximumDepth + 1)
    #expect(throws: JSONParseError.tooDeep) { try RawJSON.members(ofObject: text) }
    #expect(JSONValue(parsing: text) == nil)
  }
}
