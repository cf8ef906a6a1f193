import ConjugarSettings
import Foundation
import SimpleJSON
import Testing

@Suite struct SettingsDecodingTests {
  @Test func emptyObjectGivesDefaults() throws {
    #expect(try Settings.decode(Data("{}".utf8)) == .defaults)
  }

  @Test func partialFileKeepsWhatItHas() throws {
    let settings = try Settings.decode(Data(#"{"vos": true, "difficulty": "moderate"}"#.utf8))
    #expect(settings.vos)
    #expect(settings.difficulty == .moderate)
    #expect(settings.region == .latinAmerica)
    #expect(settings.reviewPrompts)
  }

  @Test func newerKeysSurviveARewrite() throws {
    let text = #"{"vos": false, "theme": "dark", "stats": {"streak": 3, "days": [1, 2]}}"#
    var settings = try Settings.decode(Data(text.utf8))
    settings.vos = true
    let again = try Settings.decode(settings.jsonData())
    #expect(again.others.map(\.name) == ["stats", "theme"])
    #expect(again.others.first { $0.name == "theme" }?.value.value == .string("dark"))
    #expect(
      again.others.first { $0.name == "stats" }?.value.value
        == .object(["streak": .number(3), "days": .array([.number(1), .number(2)])]))
    #expect(again.vos)
  }

  @Test func wrongTypesFallBackToDefaults() throws {
    let settings = try Settings.decode(
      Data(#"{"vos": "yes", "region": 5, "promptActionCount": -4}"#.utf8))
    #expect(settings.vos == false)
    #expect(settings.region == .latinAmerica)
    #expect(settings.promptActionCount == 0)
  }

  @Test(arguments: ["[]", "\"text\"", "12", "{", "nul", "{} {}", "{\"a\":1,}"])
  func nonObjectsAreRejected(_ text: String) {
    #expect(throws: (any Error).self) { try Settings.decode(Data(text.utf8)) }
  }

  @Test func datesRoundTripAsISO8601() throws {
    var settings = Settings()
    settings.lastReviewPromptDate = Date(timeIntervalSince1970: 1_800_000_000)
    let json = String(decoding: settings.jsonData(), as: UTF8.self)
    #expect(json.contains(#""lastReviewPromptDate": "2027-01-15T08:00:00Z""#))
    #expect(
      try Settings.decode(Data(json.utf8)).lastReviewPromptDate == settings.lastReviewPromptDate)
  }

  @Test(arguments: [
    ("on", true), ("TRUE", true), ("yes", true), ("off", false), ("false", false), ("no", false),
  ])
  func booleanSpellings(_ text: String, _ expected: Bool) {
    var settings = Settings()
    settings.vos = !expected
    #expect(SettingKey.vos.set(text, in: &settings))
    #expect(settings.vos == expected)
  }

  /// The desired retention of spaced review: 0.70–0.97, 0.90 by default; a value outside the
  /// range in a file is the default, never a schedule the learner did not choose.
  @Test func retentionStaysInItsRange() throws {
    #expect(Settings.defaults.retention == 0.9)
    var settings = Settings()
    for (text, accepted) in [
      ("0.70", true), ("0.97", true), ("0.85", true), (" 0.8 ", true), ("0.69", false),
      ("0.971", false), ("1", false), ("nan", false), ("inf", false), ("0x1p-1", false),
      ("9e-1", false), ("", false), ("90%", false),
    ] {
      var copy = settings
      #expect(SettingKey.retention.set(text, in: &copy) == accepted, "\(text)")
    }
    #expect(SettingKey.retention.set("0.85", in: &settings))
    #expect(SettingKey.retention.value(in: settings) == "0.85")
    #expect(try Settings.decode(settings.jsonData()).retention == 0.85)
    SettingKey.retention.reset(in: &settings)
    #expect(settings.retention == 0.9)
    for text in [#"{"retention": 0.5}"#, #"{"retention": "0.8"}"#, #"{"retention": 1e999}"#] {
      #expect(try Settings.decode(Data(text.utf8)).retention == 0.9, "\(text)")
    }
    #expect(try Settings.decode(Data(#"{"retention": 0.7}"#.utf8)).retention == 0.7)
    #expect(SettingKey.retention.choices == ["a number from 0.70 to 0.97"])
  }

  @Test func invalidValuesAreRefused() {
    var settings = Settings()
    #expect(!SettingKey.vos.set("maybe", in: &settings))
    #expect(!SettingKey.region.set("mexico", in: &settings))
    #expect(settings == .defaults)
    #expect(SettingKey(name: "review-prompts") == .reviewPrompts)
    #expect(SettingKey(name: "VOS") == .vos)
    #expect(SettingKey(name: "colour") == nil)
  }
}
