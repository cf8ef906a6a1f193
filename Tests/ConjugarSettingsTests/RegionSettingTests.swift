import ConjugarSettings
import Foundation
import QuizPreferences
import Testing

/// The region setting: the values files already hold still read, new spellings of the three
/// values are accepted, anything else is refused with the nearest value.
@Suite struct RegionSettingTests {
  @Test(arguments: [
    ("latin-america", Region.latinAmerica), ("spain", .spain), ("rioplatense", .rioplatense),
  ])
  func theValuesFilesHoldStillRead(_ value: String, _ region: Region) throws {
    let settings = try Settings.decode(Data(#"{"region": "\#(value)", "vos": false}"#.utf8))
    #expect(settings.region == region)
    #expect(String(decoding: settings.jsonData(), as: UTF8.self).contains(#""\#(value)""#))
  }

  @Test(arguments: [
    ("Latin America", Region.latinAmerica), ("latin_america", .latinAmerica),
    ("LATINAMERICA", .latinAmerica), ("Río-platense", .rioplatense), ("rio platense", .rioplatense),
    (" Spain ", .spain), ("LatinAmérica", .latinAmerica),
  ])
  func spellingsOfAValueAreThatValue(_ typed: String, _ region: Region) {
    var settings = Settings()
    #expect(SettingKey.region.set(typed, in: &settings))
    #expect(settings.region == region)
    #expect(SettingKey.region.value(in: settings) == region.rawValue)
  }

  @Test(arguments: [
    ("rioplatence", "rioplatense"), ("rioplatens", "rioplatense"), ("argentina", "rioplatense"),
    ("Uruguay", "rioplatense"), ("rio", "rioplatense"), ("spian", "spain"), ("españa", "spain"),
    ("latam", "latin-america"), ("méxico", "latin-america"),
    ("latin-amercia", "latin-america"),
  ])
  func aMistypedRegionIsRefusedWithTheNearest(_ typed: String, _ suggestion: String) {
    var settings = Settings()
    #expect(!SettingKey.region.set(typed, in: &settings))
    #expect(settings.region == .latinAmerica)
    #expect(SettingKey.region.suggestion(for: typed) == suggestion)
  }

  @Test(arguments: ["mars", "x", "", "zzzzzzzz"])
  func nothingCloseSuggestsNothing(_ typed: String) {
    #expect(SettingKey.region.suggestion(for: typed) == nil)
  }

  @Test func otherKeysSuggestTheirChoices() {
    #expect(SettingKey.difficulty.suggestion(for: "moderat") == "moderate")
    #expect(SettingKey.difficulty.suggestion(for: "dificult") == "difficult")
    #expect(SettingKey.vos.suggestion(for: "of") == "off")
    #expect(SettingKey.retention.suggestion(for: "0.5") == nil)
  }
}
