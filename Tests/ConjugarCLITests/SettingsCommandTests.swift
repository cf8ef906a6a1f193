import Foundation
import Testing

@Suite struct SettingsCommandTests {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  var settingsPath: String { runner.scratch.appendingPathComponent("settings.json").path }

  @Test func listGetSetReset() throws {
    let list = try runner.run(["settings"])
    #expect(list.status == 0)
    #expect(list.stdout.contains("vos            off"))
    #expect(list.stdout.split(separator: "\n").count == 7)
    #expect(try runner.run(["settings", "set", "vos", "yes"]).stdout == "vos = on\n")
    #expect(try runner.run(["settings", "get", "vos"]).stdout == "on\n")
    #expect(try runner.run(["settings", "set", "region", "spain"]).status == 0)
    let json = try runner.run(["settings", "--format", "json"]).stdout
    let items = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]]
    #expect(
      items?.first(where: { $0["key"] as? String == "region" })?["value"] as? String == "spain")
    #expect(items?.first(where: { $0["key"] as? String == "vos" })?["default"] as? Bool == false)
    #expect(try runner.run(["settings", "reset", "vos"]).status == 0)
    #expect(try runner.run(["settings", "get", "vos"]).stdout == "off\n")
    #expect(try runner.run(["settings", "get", "region"]).stdout == "spain\n")
    #expect(try runner.run(["settings", "reset"]).status == 0)
    #expect(try runner.run(["settings", "get", "region"]).stdout == "latin-america\n")
  }

  @Test(arguments: [
    (["settings", "set", "colour", "red"], "unknown setting 'colour'; settings are vos, region"),
    (["settings", "set", "vos", "maybe"], "invalid value 'maybe' for vos; use on or off"),
    (["settings", "set", "region", "mexico"], "use latin-america, rioplatense or spain"),
    (
      ["settings", "set", "retention", "0.5"],
      "invalid value '0.5' for retention; use a number from 0.70 to 0.97"
    ),
    (["settings", "set", "retention", "0.971"], "use a number from 0.70 to 0.97"),
    (["settings", "set", "retention", "nan"], "use a number from 0.70 to 0.97"),
    (["settings", "set", "retention", "90%"], "use a number from 0.70 to 0.97"),
    (["settings", "get", "nope"], "unknown setting 'nope'"),
    (["settings", "reset", "nope"], "unknown setting 'nope'"),
  ])
  func badKeysAndValuesLeaveTheFileUntouched(_ arguments: [String], _ message: String) throws {
    _ = try runner.run(["settings", "set", "vos", "on"])
    let before = try String(contentsOfFile: settingsPath, encoding: .utf8)
    let result = try runner.run(arguments)
    #expect(result.status == 64)
    #expect(result.stderrLines.count == 1)
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(try String(contentsOfFile: settingsPath, encoding: .utf8) == before)
  }

  /// The counters conjugar keeps for the feedback invitation are no settings: never listed, in
  /// text or JSON, with or without `--all` (still accepted); the file keeps them.
  @Test func listShowsTheUsersChoicesOnly() throws {
    try #"{"promptActionCount": 7}"#.write(
      toFile: settingsPath, atomically: true, encoding: .utf8)
    for arguments in [["settings", "list"], ["settings", "list", "--all"]] {
      let list = try runner.run(arguments)
      #expect(list.status == 0)
      #expect(
        list.stdoutLines.compactMap { $0.split(separator: " ").first.map(String.init) } == [
          "vos", "region", "difficulty", "retention", "reviewPrompts", "language", "fit",
        ])
    }
    for arguments in [
      ["settings", "--format", "json"], ["settings", "list", "--all", "--format", "json"],
    ] {
      let json = try runner.run(arguments).stdout
      let items = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]]
      #expect(items?.compactMap { $0["key"] as? String }.count == 7)
      #expect(!json.contains("promptActionCount"))
    }
    #expect(try runner.run(["settings", "set", "vos", "on"]).status == 0)
    #expect(
      try String(contentsOfFile: settingsPath, encoding: .utf8).contains("\"promptActionCount\": 7")
    )
  }

  /// A value starting with a dash is a value, for every key, and gets that key's message.
  @Test(arguments: [
    (
      ["settings", "set", "retention", "-3"],
      "invalid value '-3' for retention; use a number from 0.70 to 0.97"
    ),
    (["settings", "set", "vos", "-1"], "invalid value '-1' for vos; use on or off"),
    (["settings", "set", "difficulty", "-x"], "invalid value '-x' for difficulty; use easy"),
    (
      ["settings", "set", "region", "-"],
      "invalid value '-' for region; use latin-america, rioplatense or spain"
    ),
    (["settings", "set", "vos", "--bogus"], "unknown option '--bogus'"),
    (["settings", "set", "vos", "on", "off"], "unexpected argument 'off'"),
    (["settings", "set", "vos"], "missing argument <value>"),
  ])
  func dashedAndMissingValuesGetOneLineErrors(_ arguments: [String], _ message: String) throws {
    let result = try runner.run(arguments)
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderrLines.count == 1)
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: settingsPath))
  }

  @Test func aValueAfterTheTerminatorOrBesideSettingsIsStillRead() throws {
    let other = runner.scratch.appendingPathComponent("other.json").path
    let set = try runner.run(["settings", "set", "--settings", other, "vos", "on"])
    #expect(set.status == 0 && set.stdout == "vos = on\n")
    let count = try runner.run(["settings", "set", "difficulty", "--", "moderate"])
    #expect(count.status == 0 && count.stdout == "difficulty = moderate\n")
  }

  @Test func vosSettingShowsTheVosRowAndFlagsOverrideIt() throws {
    _ = try runner.run(["settings", "set", "vos", "on"])
    let shown = try runner.run(["verb", "tener", "--color", "never"]).stdout
    #expect(shown.contains("  vos                  tenés"))
    #expect(shown.split(separator: "\n").filter { $0.hasPrefix("  ") }.count == 138)
    let hidden = try runner.run(["verb", "tener", "--no-vos", "--color", "never"]).stdout
    #expect(!hidden.contains("  vos  "))
    #expect(hidden.split(separator: "\n").filter { $0.hasPrefix("  ") }.count == 118)
  }

  @Test func settingsOptionAndEnvironmentChooseTheFile() throws {
    let other = runner.scratch.appendingPathComponent("elsewhere/mine.json").path
    #expect(try runner.run(["settings", "set", "vos", "on", "--settings", other]).status == 0)
    #expect(FileManager.default.fileExists(atPath: other))
    #expect(try runner.run(["settings", "get", "vos"]).stdout == "off\n")
    #expect(
      try runner.run(["settings", "get", "vos"], environment: ["CONJUGAR_SETTINGS": other]).stdout
        == "on\n")
    let xdg = try runner.run(
      ["settings", "set", "difficulty", "moderate"], environment: ["CONJUGAR_SETTINGS": ""])
    #expect(xdg.status == 0)
    let xdgFile = runner.scratch.appendingPathComponent("conjugar/settings.json").path
    #expect(try String(contentsOfFile: xdgFile, encoding: .utf8).contains("moderate"))
  }

  @Test func scriptedLookupsDoNotTouchTheSettingsFile() throws {
    for _ in 1...3 { #expect(try runner.run(["verb", "hablar", "--format", "json"]).status == 0) }
    #expect(!FileManager.default.fileExists(atPath: settingsPath))
  }

  /// A read-only command warns and keeps a corrupt file where it is; the next write moves it
  /// aside (never overwriting it).
  @Test func corruptFileIsKeptAsideWithAWarning() throws {
    try "{\"vos\": tru".write(toFile: settingsPath, atomically: true, encoding: .utf8)
    let result = try runner.run(["verb", "hablar", "--format", "json"])
    #expect(result.status == 0)
    #expect(result.stderrLines.count == 1)
    #expect(result.stderr.hasPrefix("conjugar: warning: settings file"))
    #expect(try String(contentsOfFile: settingsPath, encoding: .utf8) == "{\"vos\": tru")
    #expect(try runner.run(["settings", "get", "vos"]).stdout == "off\n")
    let set = try runner.run(["settings", "set", "region", "spain"])
    #expect(set.status == 0)
    #expect(set.stderr.contains("moved it to"))
    let names = try FileManager.default.contentsOfDirectory(atPath: runner.scratch.path)
    let aside = try #require(names.first { $0.hasPrefix("settings.json.corrupt-") })
    #expect(
      try String(contentsOfFile: runner.scratch.appendingPathComponent(aside).path, encoding: .utf8)
        == "{\"vos\": tru")
  }

  @Test func unwritableLocationWarnsOnceAndKeepsReadOnlyCommandsWorking() throws {
    let blocker = runner.scratch.appendingPathComponent("a-file").path
    try "x".write(toFile: blocker, atomically: true, encoding: .utf8)
    let environment = ["CONJUGAR_SETTINGS": blocker + "/settings.json"]
    let lookup = try runner.run(
      ["verb", "hablar", "--tense", "presente", "--color", "never"], environment: environment)
    #expect(lookup.status == 0)
    #expect(lookup.stdout.contains("hablo"))
    #expect(lookup.stderrLines.count == 1)
    #expect(lookup.stderr.hasPrefix("conjugar: warning: cannot read settings"))
    let list = try runner.run(["settings"], environment: environment)
    #expect(list.status == 0)
    let set = try runner.run(["settings", "set", "vos", "on"], environment: environment)
    #expect(set.status == 74)
    #expect(
      set.stderrLines == [
        "conjugar: error: cannot save settings to \(blocker)/settings.json: not a directory"
      ])
  }
}
