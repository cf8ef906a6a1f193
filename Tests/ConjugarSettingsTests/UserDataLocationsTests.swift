import ConjugarSettings
import Testing

/// One resolver for the settings file, the quiz history and the REPL history: `--settings`,
/// CONJUGAR_SETTINGS, XDG folders, HOME; without a home, no location (never `/`).
@Suite struct UserDataLocationsTests {
  typealias Location = UserDataLocations.Location

  static let cases:
    [(option: String?, environment: [String: String], settings: String?, repl: String?)] = [
      (
        "/o/s.json", ["CONJUGAR_SETTINGS": "/e/s.json", "HOME": "/h"], "/o/s.json",
        "/h/.local/state/conjugar/history"
      ),
      (
        nil, ["CONJUGAR_SETTINGS": "/e/s.json", "HOME": "/h"], "/e/s.json",
        "/h/.local/state/conjugar/history"
      ),
      (
        "",
        ["CONJUGAR_SETTINGS": "", "XDG_CONFIG_HOME": "/x/", "XDG_STATE_HOME": "/s", "HOME": "/h"],
        "/x/conjugar/settings.json", "/s/conjugar/history"
      ),
      (
        nil, ["XDG_CONFIG_HOME": "relative", "XDG_STATE_HOME": "relative", "HOME": "/h/"],
        "/h/.config/conjugar/settings.json", "/h/.local/state/conjugar/history"
      ),
      (nil, ["HOME": "/"], "/.config/conjugar/settings.json", "/.local/state/conjugar/history"),
      (nil, [:], nil, nil),
      (nil, ["HOME": ""], nil, nil),
      (nil, ["HOME": "relative/home", "XDG_CONFIG_HOME": ""], nil, nil),
      ("settings.json", [:], "settings.json", nil),
    ]

  @Test(arguments: cases)
  func resolves(
    _ option: String?, _ environment: [String: String], _ settings: String?, _ repl: String?
  ) {
    let locations = UserDataLocations(settingsOption: option, environment: environment)
    #expect(locations.settings.path == settings)
    #expect(locations.replHistory.path == repl)
  }

  @Test func theQuizHistoryIsBesideTheSettingsFile() {
    let beside = { (path: String) in
      UserDataLocations(settingsOption: path, environment: [:]).quizHistory.path
    }
    #expect(beside("/a/b/settings.json") == "/a/b/history.jsonl")
    #expect(beside("settings.json") == "history.jsonl")
  }

  @Test func noHomeIsAnErrorThatSaysWhatToSet() {
    let locations = UserDataLocations(settingsOption: nil, environment: ["PATH": "/bin"])
    guard case .unavailable(let reason) = locations.settings else {
      Issue.record("no home must give no settings location")
      return
    }
    #expect(reason.english.contains("no home folder") && reason.english.contains("--settings"))
    #expect(locations.quizHistory == .unavailable(reason: reason))
    guard case .unavailable(let replReason) = locations.replHistory else {
      Issue.record("no home must give no REPL history location")
      return
    }
    #expect(replReason.english.contains("XDG_STATE_HOME"))
  }

  @Test func aStoreWithoutALocationReadsDefaultsAndRefusesToSave() throws {
    let store = UnlocatedSettingsStore(reason: "no home folder")
    #expect(store.load() == .defaults)
    #expect(throws: SettingsError.unlocated(reason: "no home folder")) {
      try store.save { $0.vos = true }
    }
    #expect(throws: SettingsError.unlocated(reason: "no home folder")) {
      try store.update { $0.promptActionCount += 1 }
    }
    #expect(store.load().vos && store.load().promptActionCount == 1, "changes last for the run")
    #expect(
      SettingsError.unlocated(reason: "no home folder").message
        == "cannot save settings: no home folder")
  }
}
