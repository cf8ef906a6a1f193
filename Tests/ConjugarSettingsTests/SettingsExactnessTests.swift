import ConjugarSettings
import Foundation
import Messages
import SimpleJSON
import Testing

/// The settings file survives a rewrite: unknown members byte for byte, integers exact, nothing
/// that is not JSON written, and files that are empty or start with a byte order mark read.
@Suite struct SettingsExactnessTests {
  /// Decodes, changes one known key (as `settings set vos on` does), encodes.
  func rewritten(_ bytes: [UInt8]) throws -> [UInt8] {
    var settings = try Settings.decode(Data(bytes))
    settings.vos = true
    return [UInt8](settings.jsonData())
  }

  func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard needle.count <= haystack.count else { return false }
    return (0...(haystack.count - needle.count)).contains {
      haystack[$0..<($0 + needle.count)].elementsEqual(needle)
    }
  }

  @Test(arguments: [
    "1e999", "-1E-999", "12345678901234567890", "18446744073709551615", "-9223372036854775809",
    "0.1000", "2.50e+01", "-0", "100000000000000000000000000000000000000000",
  ])
  func unknownNumbersAreWrittenBackVerbatim(_ literal: String) throws {
    let output = try rewritten(Array(#"{"region":"spain","futureKey":\#(literal)}"#.utf8))
    let text = String(decoding: output, as: UTF8.self)
    #expect(text.contains(#""futureKey": \#(literal),"#), "\(text)")
    #expect(!text.contains("inf") && !text.contains("nan"))
    let again = try Settings.decode(Data(output))
    #expect(again.region == .spain)
    #expect(again.vos)
    #expect(JSONValue(parsing: output) != nil, "the file is JSON")
  }

  @Test func stringsThatAreNotUTF8SurviveInUnknownMembers() throws {
    // {"region":"spain","note":"caf\xE9","deep":{"a":["\xFF"]}}
    let note: [UInt8] = Array(#""caf"#.utf8) + [0xE9] + Array("\"".utf8)
    let deep: [UInt8] = Array(#"{"a":[""#.utf8) + [0xFF] + Array(#""]}"#.utf8)
    let file =
      Array(#"{"region":"spain","note":"#.utf8) + note + Array(#","deep":"#.utf8) + deep + [
        UInt8(ascii: "}")
      ]
    let output = try rewritten(file)
    #expect(contains(output, Array(#""note": "#.utf8) + note))
    #expect(contains(output, Array(#""deep": "#.utf8) + deep))
    let again = try Settings.decode(Data(output))
    #expect(again.region == .spain && again.vos)
    #expect(try rewritten(output) == output, "a second rewrite changes nothing")
  }

  @Test func loneSurrogatesSurviveInUnknownMembers() throws {
    let file = Array(#"{"vos":false,"name":"\udc80abc","region":"\ud800"}"#.utf8)
    let output = try rewritten(file)
    #expect(contains(output, Array(#""name": "\udc80abc","#.utf8)))
    let settings = try Settings.decode(Data(output))
    #expect(settings.vos && settings.region == .latinAmerica)
  }

  @Test func invalidUTF8InAKnownKeyGivesItsDefaultOnly() throws {
    let file =
      Array(#"{"difficulty":"difficult","region":"spa"#.utf8) + [0xF1] + Array(#"n"}"#.utf8)
    let settings = try Settings.decode(Data(file))
    #expect(settings.region == .latinAmerica)
    #expect(settings.difficulty == .difficult)
    #expect(settings.others.isEmpty)
    #expect(JSONValue(parsing: [UInt8](settings.jsonData())) != nil)
  }

  @Test func aFileWeWroteIsRewrittenByteForByte() throws {
    let file = """
      {
        "difficulty": "moderate",
        "future": {"nested": [1.50, "x\\u00e9"], "big": 18446744073709551615},
        "language": "es",
        "lastReviewPromptDate": "1970-01-01T00:00:00Z",
        "promptActionCount": 9223372036854775807,
        "region": "spain",
        "retention": 0.85,
        "reviewPrompts": true,
        "vos": true
      }

      """
    let settings = try Settings.decode(Data(file.utf8))
    #expect(settings.promptActionCount == Int.max)
    #expect(settings.language == .es)
    #expect(String(decoding: settings.jsonData(), as: UTF8.self) == file)
  }

  @Test func promptActionCountIsAnExactInteger() throws {
    var settings = Settings()
    settings.promptActionCount = Int.max
    let again = try Settings.decode(settings.jsonData())
    #expect(again.promptActionCount == Int.max)
    #expect(
      String(decoding: again.jsonData(), as: UTF8.self).contains(
        #""promptActionCount": 9223372036854775807"#))
  }

  @Test(arguments: ["9223372036854775808", "-1", "1.5", "1e999", "\"3\""])
  func anOutOfRangeCountInTheFileGivesTheDefault(_ literal: String) throws {
    let settings = try Settings.decode(Data(#"{"promptActionCount":\#(literal),"vos":true}"#.utf8))
    #expect(settings.promptActionCount == 0)
    #expect(settings.vos)
  }

  @Test(arguments: [("300", 300), ("3e2", 300), ("3.0", 3), ("0", 0)])
  func wholeNumbersInOtherSpellingsAreRead(_ literal: String, _ expected: Int) throws {
    let settings = try Settings.decode(Data(#"{"promptActionCount":\#(literal)}"#.utf8))
    #expect(settings.promptActionCount == expected)
  }

  @Test(
    arguments: [[], [0x20, 0x0A, 0x09, 0x0D], [0xEF, 0xBB, 0xBF], [0xEF, 0xBB, 0xBF, 0x0A]]
      as [[UInt8]])
  func anEmptyFileMeansDefaults(_ bytes: [UInt8]) throws {
    #expect(try Settings.decode(Data(bytes)) == .defaults)
  }

  @Test func aByteOrderMarkIsSkipped() throws {
    let settings = try Settings.decode(Data([0xEF, 0xBB, 0xBF] + Array(#"{"vos":true}"#.utf8)))
    #expect(settings.vos)
    #expect(settings.jsonData().first == UInt8(ascii: "{"))
  }

  @Test(
    arguments: [[0xEF, 0xBB], [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF], [0x00], Array("\u{0B}".utf8)]
      as [[UInt8]])
  func otherInvisibleBytesAreStillNotJSON(_ bytes: [UInt8]) {
    #expect(throws: SettingsFormatError.self) { try Settings.decode(Data(bytes)) }
  }
}

@Suite struct LargestCountTests {
  @Test func anActionAfterTheLargestCountStartsCountingAgain() {
    var settings = Settings()
    settings.promptActionCount = Int.max
    let store = MemorySettingsStore(settings)
    let prompter = ReviewPrompter(
      settings: store, now: { Date(timeIntervalSince1970: 0) }, requestReview: {})
    prompter.promptableActionHappened()
    #expect(store.load().promptActionCount == 1)
  }
}
