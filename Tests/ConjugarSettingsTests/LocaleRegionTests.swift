import ConjugarSettings
import Foundation
import QuizPreferences
import Testing

/// The region a locale suggests, and a region never set following it: es_ES → spain, es_AR,
/// es_UY, es_PY → rioplatense, anything else latin-america; a region set always wins.
@Suite struct LocaleRegionTests {
  @Test(arguments: [
    ("es_ES.UTF-8", Region.spain, "es_ES"), ("es_ES", .spain, "es_ES"),
    ("es-ES", .spain, "es-ES"), ("es_ES@euro", .spain, "es_ES"), ("ES_es.utf8", .spain, "ES_es"),
    ("es_AR.UTF-8", .rioplatense, "es_AR"), ("es_UY", .rioplatense, "es_UY"),
    ("es_PY.UTF-8", .rioplatense, "es_PY"), ("es_ar", .rioplatense, "es_ar"),
  ])
  func aSpanishLocaleChoosesTheRegion(_ locale: String, _ region: Region, _ shown: String) {
    #expect(LocaleRegion.fromLocale(locale) == LocaleRegion(region: region, locale: shown))
  }

  /// Other Spanish locales give latin-america, the built-in default (no locale is named).
  @Test(arguments: [
    "es_MX.UTF-8", "es_CO", "es_US.UTF-8", "es-419", "es", "es_CL.UTF-8", "en_US.UTF-8",
    "C.UTF-8", "C", "POSIX", "", "pt_BR", "fr_ES.UTF-8", "esp",
  ])
  func anyOtherLocaleIsTheBuiltInDefault(_ locale: String) {
    #expect(LocaleRegion.fromLocale(locale) == .builtIn)
    #expect(LocaleRegion.builtIn.region == .latinAmerica)
  }

  /// The POSIX order: LC_ALL, then LC_MESSAGES, then LANG, then LANGUAGE's first entry.
  @Test func theLocaleIsReadInThePOSIXOrder() {
    let all = ["LC_ALL": "es_AR.UTF-8", "LC_MESSAGES": "es_ES.UTF-8", "LANG": "en_US.UTF-8"]
    #expect(LocaleRegion.fromEnvironment(all).region == .rioplatense)
    #expect(
      LocaleRegion.fromEnvironment(["LC_MESSAGES": "es_ES.UTF-8", "LANG": "es_AR"]).region
        == .spain)
    #expect(LocaleRegion.fromEnvironment(["LC_ALL": "", "LANG": "es_UY"]).region == .rioplatense)
    #expect(LocaleRegion.fromEnvironment(["LANGUAGE": "es_ES:en"]).region == .spain)
    #expect(LocaleRegion.fromEnvironment(["LANG": "C.UTF-8", "LANGUAGE": "es_ES"]) == .builtIn)
    #expect(LocaleRegion.fromEnvironment([:]) == .builtIn)
  }

  /// A locale name with anything but letters, digits, _ and - is shown as its language only.
  @Test func anOddLocaleNameIsNotShownAsTyped() {
    #expect(LocaleRegion.fromLocale("es_ES-\u{1B}[31m").locale == "es")
    #expect(LocaleRegion.fromLocale("es_AR-" + String(repeating: "x", count: 50)).locale == "es")
  }

  @Test func aRegionNeverSetFollowsTheLocaleAndASetOneWins() throws {
    var settings = try Settings.decode(Data(#"{"vos": false}"#.utf8))
    #expect(settings.chosenRegion == nil)
    settings.localeRegion = LocaleRegion(region: .spain, locale: "es_ES")
    #expect(settings.region == .spain)
    settings.region = .latinAmerica
    #expect(settings.region == .latinAmerica)
    #expect(settings.chosenRegion == .latinAmerica)
    let read = try Settings.decode(Data(#"{"region": "rioplatense"}"#.utf8))
    #expect(read.chosenRegion == .rioplatense)
  }

  /// A file written for another setting or a counter does not pin the region; a region set
  /// is written, and reset makes it follow the locale again.
  @Test func onlyARegionSetIsWritten() throws {
    var settings = Settings.defaults
    settings.localeRegion = LocaleRegion(region: .spain, locale: "es_ES")
    settings.vos = true
    settings.promptActionCount = 3
    let written = String(decoding: settings.jsonData(), as: UTF8.self)
    #expect(!written.contains("region"))
    #expect(try Settings.decode(settings.jsonData()).chosenRegion == nil)
    settings.region = .spain
    #expect(String(decoding: settings.jsonData(), as: UTF8.self).contains(#""region": "spain""#))
    SettingKey.region.reset(in: &settings)
    #expect(settings.chosenRegion == nil)
  }

  /// The store a command opens fills in the locale's region for every load and change, and
  /// never saves it.
  @Test func theLocaleStoreCarriesTheRegionWithoutSavingIt() throws {
    let memory = MemorySettingsStore()
    let store = LocaleSettingsStore(
      memory, localeRegion: LocaleRegion(region: .rioplatense, locale: "es_AR"))
    #expect(store.load().region == .rioplatense)
    var seen: Region?
    let saved = try store.update { value in
      seen = value.region
      value.vos = true
    }
    #expect(seen == .rioplatense)
    #expect(saved.region == .rioplatense)
    #expect(memory.load().localeRegion == .builtIn)
    #expect(memory.load().chosenRegion == nil)
    try store.save { $0.region = .spain }
    #expect(memory.load().chosenRegion == .spain)
    #expect(store.load().region == .spain)
  }
}

/// The values conjugar keeps for itself (the feedback invitation's counters) are no settings:
/// not among the keys, but read from and written back to the file, so nothing is lost.
@Suite struct InternalSettingsTests {
  @Test func theCountersAreNoSettingKeys() {
    let keys = SettingKey.allCases.map(\.rawValue)
    #expect(
      keys == ["vos", "region", "difficulty", "retention", "reviewPrompts", "language", "fit"])
    #expect(SettingKey(name: "promptActionCount") == nil)
    #expect(SettingKey(name: "last-review-prompt-date") == nil)
  }

  @Test func anOldFileKeepsItsCounters() throws {
    let old = #"""
      {"vos": true, "region": "latin-america", "promptActionCount": 17,
       "lastReviewPromptDate": "2026-03-01T10:00:00Z", "theme": "dark"}
      """#
    var settings = try Settings.decode(Data(old.utf8))
    #expect(settings.promptActionCount == 17)
    #expect(Settings.formatDate(settings.lastReviewPromptDate) == "2026-03-01T10:00:00Z")
    #expect(settings.others.map(\.name) == ["theme"])
    settings.difficulty = .moderate
    let again = try Settings.decode(settings.jsonData())
    #expect(again.promptActionCount == 17)
    #expect(Settings.formatDate(again.lastReviewPromptDate) == "2026-03-01T10:00:00Z")
    #expect(again.chosenRegion == .latinAmerica)
    #expect(again.others.map(\.name) == ["theme"])
  }

  /// The feedback invitation keeps counting on an old file's count, through the store a
  /// command opens, and its writes do not pin the locale's region.
  @Test func theInvitationKeepsCounting() throws {
    let old = #"{"promptActionCount": 7, "lastReviewPromptDate": "2026-01-02T00:00:00Z"}"#
    let memory = MemorySettingsStore(try Settings.decode(Data(old.utf8)))
    let store = LocaleSettingsStore(
      memory, localeRegion: LocaleRegion(region: .spain, locale: "es_ES"))
    let prompter = ReviewPrompter(
      settings: store, now: { Date(timeIntervalSince1970: 1_900_000_000) }, requestReview: {})
    prompter.promptableActionHappened()
    prompter.promptableActionHappened()
    #expect(memory.load().promptActionCount == 9)
    #expect(memory.load().lastReviewPromptDate == Date(timeIntervalSince1970: 1_900_000_000))
    let written = String(decoding: memory.load().jsonData(), as: UTF8.self)
    #expect(written.contains(#""promptActionCount": 9"#))
    #expect(!written.contains("region"))
  }
}
