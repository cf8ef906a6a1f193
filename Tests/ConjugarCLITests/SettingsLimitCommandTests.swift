import Foundation
import Testing

/// A settings file over a documented limit is left as it is by `settings set`, which says
/// which limit and fails with status 74 (user data could not be written).
@Suite struct SettingsLimitCommandTests {
  @Test func settingsSetRefusesAFileOverTheSizeLimitAndLeavesIt() throws {
    let runner = try InProcessRunner()
    let path = runner.scratch.appendingPathComponent("settings.json").path
    let content = Data(
      (#"{"note": ""# + String(repeating: "x", count: 17 * 1_048_576 - 30) + #""}"#).utf8)
    try content.write(to: URL(fileURLWithPath: path))
    let result = try runner.run(["settings", "set", "vos", "on"])
    #expect(result.status == 74)
    #expect(
      result.stderr
        == "conjugar: error: cannot save settings to \(path): it is 17 MiB, over the 16 MiB"
        + " a settings file may be; it was left as it is\n")
    let unchanged = try Data(contentsOf: URL(fileURLWithPath: path)) == content
    #expect(unchanged)
    let aside = try FileManager.default.contentsOfDirectory(atPath: runner.scratch.path)
      .filter { $0.contains("corrupt") }
    #expect(aside.isEmpty)
  }

  @Test func aLookupWithAFileTooDeepWarnsOnceAndLeavesIt() throws {
    let runner = try InProcessRunner()
    let path = runner.scratch.appendingPathComponent("settings.json").path
    let content =
      #"{"deep": "# + String(repeating: "[", count: 512) + String(repeating: "]", count: 512) + "}"
    try content.write(toFile: path, atomically: true, encoding: .utf8)
    let result = try runner.run(["verb", "hablar"])
    #expect(result.status == 0)
    #expect(
      result.stderr
        == "conjugar: warning: cannot read settings at \(path): it nests deeper than the 512"
        + " levels a settings file may have; using defaults\n")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == content)
  }
}
