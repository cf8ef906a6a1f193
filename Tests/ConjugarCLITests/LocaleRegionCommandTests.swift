import Foundation
import Testing

/// The region follows the locale until it is set: `LANG=es_ES.UTF-8 conjugar verb hablar` puts
/// vosotros in place, es_AR gives vos; `settings` says where the region comes from; a region
/// set wins, and `settings reset region` gives it back to the locale.
@Suite struct LocaleRegionCommandTests {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  /// The person labels of `verb tener --tense presente`, under `locale`.
  func persons(_ locale: String, _ extra: [String] = []) throws -> [String] {
    let result = try runner.run(
      ["verb", "tener", "--tense", "presente", "--color", "never", "--lang", "en"] + extra,
      environment: ["LANG": locale])
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdoutLines.filter { $0.hasPrefix("  ") }.map {
      $0.trimmingCharacters(in: .whitespaces).components(separatedBy: "  ")[0]
    }
  }

  static let spain = ["yo", "tú", "él/ella/usted", "nosotros", "vosotros", "ellos/ellas/ustedes"]
  static let latinAmerica = [
    "yo", "tú", "él/ella/usted", "nosotros", "ellos/ellas/ustedes", "vosotros (Spain)",
  ]
  static let rioplatense = [
    "yo", "tú", "vos", "él/ella/usted", "nosotros", "ellos/ellas/ustedes", "vosotros (Spain)",
  ]

  @Test(arguments: [
    ("es_ES.UTF-8", spain), ("es_ES", spain), ("es_AR.UTF-8", rioplatense),
    ("es_UY.UTF-8", rioplatense), ("es_PY", rioplatense), ("es_MX.UTF-8", latinAmerica),
    ("es_CL.UTF-8", latinAmerica), ("en_US.UTF-8", latinAmerica), ("C.UTF-8", latinAmerica),
  ])
  func theLocaleChoosesTheRows(_ locale: String, _ rows: [String]) throws {
    #expect(try persons(locale) == rows)
  }

  @Test func aRegionSetWinsAndResetFollowsTheLocaleAgain() throws {
    let set = try runner.run(
      ["settings", "set", "region", "latin-america"], environment: ["LANG": "es_ES.UTF-8"])
    #expect(set.status == 0)
    #expect(try persons("es_ES.UTF-8") == Self.latinAmerica)
    #expect(try runner.run(["settings", "set", "region", "spain"]).status == 0)
    #expect(try persons("es_AR.UTF-8") == Self.spain)
    let reset = try runner.run(
      ["settings", "reset", "region", "--lang", "en"], environment: ["LANG": "es_AR.UTF-8"])
    #expect(reset.stdout == "region reset to rioplatense\n")
    #expect(try persons("es_AR.UTF-8") == Self.rioplatense)
  }

  /// Another setting saved does not pin the region the locale gave.
  @Test func anotherSettingSavedDoesNotPinTheRegion() throws {
    let set = try runner.run(
      ["settings", "set", "difficulty", "moderate"], environment: ["LANG": "es_ES.UTF-8"])
    #expect(set.status == 0)
    #expect(try persons("es_AR.UTF-8") == Self.rioplatense)
    #expect(try persons("C.UTF-8") == Self.latinAmerica)
    let file = try String(
      contentsOf: runner.scratch.appendingPathComponent("settings.json"), encoding: .utf8)
    #expect(!file.contains("region"))
  }

  @Test func settingsSayWhereTheRegionComesFrom() throws {
    let list = try runner.run(
      ["settings", "list", "--lang", "en"], environment: ["LANG": "es_ES.UTF-8"])
    #expect(
      list.stdoutLines.contains(
        "region         spain  (from the locale es_ES; default: latin-america)"),
      "\(list.stdout)")
    #expect(
      try runner.run(["settings", "get", "region"], environment: ["LANG": "es_AR.UTF-8"]).stdout
        == "rioplatense\n")
    let json = try runner.run(
      ["settings", "list", "--format", "json"], environment: ["LANG": "es_ES.UTF-8"])
    let items = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
    let region = try #require(items.first { $0["key"] as? String == "region" })
    #expect(region["value"] as? String == "spain")
    #expect(region["locale"] as? String == "es_ES")
    let plain = try runner.run(["settings", "list", "--format", "json"])
    #expect(!plain.stdout.contains("locale"))
    #expect(try runner.run(["settings", "set", "region", "spain"]).status == 0)
    let chosen = try runner.run(
      ["settings", "list", "--lang", "en"], environment: ["LANG": "es_AR.UTF-8"])
    #expect(chosen.stdoutLines.contains("region         spain  (default: latin-america)"))
  }
}

/// `settings list`, its JSON, `get`, `set` and `reset` know only the user's settings; the
/// feedback invitation's counters stay in the file and keep counting.
@Suite struct InternalCountersCommandTests {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  var settingsFile: URL { runner.scratch.appendingPathComponent("settings.json") }

  @Test(arguments: [[], ["--all"], ["--format", "json"], ["--all", "--format", "json"]])
  func listShowsOnlyUserSettings(_ options: [String]) throws {
    try #"{"promptActionCount": 5, "lastReviewPromptDate": "2026-01-02T00:00:00Z"}"#.write(
      to: settingsFile, atomically: true, encoding: .utf8)
    let result = try runner.run(["settings", "list"] + options)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!result.stdout.contains("promptActionCount"))
    #expect(!result.stdout.contains("lastReviewPromptDate"))
    #expect(result.stdout.contains("retention"))
  }

  @Test(arguments: [
    ["settings", "get", "promptActionCount"], ["settings", "set", "promptActionCount", "3"],
    ["settings", "get", "lastReviewPromptDate"], ["settings", "reset", "promptActionCount"],
    ["settings", "set", "last-review-prompt-date", "2026-01-01"],
  ])
  func theCountersAreUnknownSettings(_ arguments: [String]) throws {
    let result = try runner.run(arguments)
    #expect(result.status == 64)
    #expect(result.stderrLines.count == 1)
    #expect(result.stderr.contains("unknown setting"), "\(result.stderr)")
    #expect(!result.stderr.contains("promptActionCount,"), "\(result.stderr)")
  }

  @Test func helpAndCompletionDoNotNameThem() throws {
    for arguments in [
      ["help", "settings"], ["settings", "list", "--help"], ["--generate-manual"],
    ] {
      let result = try runner.run(arguments)
      #expect(!result.stdout.contains("promptActionCount"), "\(arguments)")
      #expect(!result.stdout.contains("--all"), "\(arguments)")
    }
    let script = try runner.run(["--generate-completion-script", "bash"])
    #expect(!script.stdout.contains("promptActionCount"))
  }

  /// An old file's counters survive a setting changed and a reset of every setting.
  @Test func theCountersSurvive() throws {
    try
      #"{"region": "spain", "promptActionCount": 5, "lastReviewPromptDate": "2026-01-02T00:00:00Z"}"#
      .write(to: settingsFile, atomically: true, encoding: .utf8)
    #expect(try runner.run(["settings", "set", "vos", "on"]).status == 0)
    var object = try read()
    #expect(object["promptActionCount"] as? Int == 5)
    #expect(object["lastReviewPromptDate"] as? String == "2026-01-02T00:00:00Z")
    #expect(object["region"] as? String == "spain")
    #expect(object["vos"] as? Bool == true)
    #expect(try runner.run(["settings", "reset"]).status == 0)
    object = try read()
    #expect(object["promptActionCount"] as? Int == 5)
    #expect(object["region"] == nil)
  }

  func read() throws -> [String: Any] {
    let data = try Data(contentsOf: settingsFile)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }
}
