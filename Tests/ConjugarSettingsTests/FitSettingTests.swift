import ConjugarSettings
import Foundation
import Testing

/// The `fit` setting: on by default, `settings set fit off` turns the fitted schedule off; a
/// file is written with `"fit":false` only when it is off, so files written before the setting
/// existed are written back as they were.
@Suite struct FitSettingTests {
  @Test func onByDefaultAndSetLikeTheOtherSwitches() throws {
    var settings = Settings()
    #expect(settings.fit && SettingKey.fit.value(in: settings) == "on")
    #expect(SettingKey(name: "FIT") == .fit && SettingKey.fit.choices == ["on", "off"])
    #expect(SettingKey.fit.set("off", in: &settings) && !settings.fit)
    #expect(!SettingKey.fit.set("maybe", in: &settings) && !settings.fit)
    #expect(SettingKey.fit.jsonValue(in: settings) == .bool(false))
    SettingKey.fit.reset(in: &settings)
    #expect(settings.fit)
  }

  @Test func writtenOnlyWhenOff() throws {
    var settings = Settings()
    #expect(!String(decoding: settings.jsonData(), as: UTF8.self).contains("fit"))
    settings.fit = false
    let text = String(decoding: settings.jsonData(), as: UTF8.self)
    #expect(text.contains("\"fit\": false") || text.contains("\"fit\":false"), "\(text)")
    #expect(try Settings.decode(settings.jsonData()).fit == false)
    #expect(try Settings.decode(Data("{\"fit\":\"no\"}".utf8)).fit)
  }
}
