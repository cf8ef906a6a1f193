import ConjugarSettings
import Foundation
import SimpleJSON
import TestBasics
import Testing

/// A settings file is read whatever it holds up to 16 MiB and 512 levels of nesting, unknown
/// keys written back; beyond either limit it is kept as it is, by reads and by writes.
@Suite struct SettingsLimitTests {
  let fixedNow: @Sendable () -> Date = { Date(timeIntervalSince1970: 1_800_000_000) }

  /// `{"note": "xxx…", "vos": false}` of about `bytes` bytes.
  static func settings(ofAbout bytes: Int) -> String {
    #"{"note": ""# + String(repeating: "x", count: bytes) + #"", "vos": false}"#
  }

  /// `{"deep": [[…]]}` nesting `levels` levels, the outer object included.
  static func settings(nesting levels: Int) -> String {
    #"{"deep": "# + String(repeating: "[", count: levels - 1)
      + String(repeating: "]", count: levels - 1) + "}"
  }

  @Test(arguments: [2 * 1_048_576, 16 * 1_048_576 - 100])
  func aLargeFileKeepsItsUnknownKeysWhenWritten(_ size: Int) throws {
    let folder = try ScratchFolder()
    let path = folder.path("settings.json")
    let note = String(repeating: "x", count: size)
    try Self.settings(ofAbout: size).write(toFile: path, atomically: true, encoding: .utf8)
    let warnings = Warnings()
    let store = FileSettingsStore(path: path, now: fixedNow, warn: warnings.sink)
    try store.update { $0.vos = true }
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let kept = text.contains(#""note": "\#(note)""#)  // a Bool: a failure prints no megabytes
    #expect(kept, "the unknown key is kept")
    #expect(text.contains(#""vos": true"#))
    #expect(warnings.all.isEmpty)
    #expect(!folder.contents().contains { $0.contains("corrupt") })
  }

  @Test func theDeepestAllowedNestingIsKeptWhenWritten() throws {
    let folder = try ScratchFolder()
    let path = folder.path("settings.json")
    let content = Self.settings(nesting: 512)
    try content.write(toFile: path, atomically: true, encoding: .utf8)
    let warnings = Warnings()
    try FileSettingsStore(path: path, now: fixedNow, warn: warnings.sink).update { $0.vos = true }
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let kept = text.contains(
      String(repeating: "[", count: 511) + String(repeating: "]", count: 511))
    #expect(kept)
    #expect(warnings.all.isEmpty)
  }

  /// Contents over a limit, by name (the arguments stay short in test reports), with the reason
  /// a read gives.
  static let overLimit: [String: (content: String, reason: String)] = [
    "17 MiB": (
      settings(ofAbout: 17 * 1_048_576 - 30),
      "it is 17 MiB, over the 16 MiB a settings file may be"
    ),
    "just over 16 MiB": (
      settings(ofAbout: 16 * 1_048_576),
      "it is 16.1 MiB, over the 16 MiB a settings file may be"
    ),
    "513 levels": (
      settings(nesting: 513), "it nests deeper than the 512 levels a settings file may have"
    ),
  ]

  @Test(arguments: ["17 MiB", "just over 16 MiB", "513 levels"])
  func aFileOverALimitIsKeptByReadsAndWrites(_ name: String) throws {
    let (content, reason) = try #require(Self.overLimit[name])
    let folder = try ScratchFolder()
    let path = folder.path("settings.json")
    try content.write(toFile: path, atomically: true, encoding: .utf8)
    let warnings = Warnings()
    let store = FileSettingsStore(path: path, now: fixedNow, warn: warnings.sink)
    #expect(store.load() == .defaults)
    #expect(warnings.all == ["cannot read settings at \(path): \(reason); using defaults"])
    let refusal = SettingsError.unwritable(
      path: path, reason: reason + "; it was left as it is")
    #expect(throws: refusal) { try store.save { $0.vos = true } }
    // A store that has not read it first refuses the same way.
    let fresh = FileSettingsStore(path: path, now: fixedNow, warn: { Issue.record("\($0)") })
    #expect(throws: refusal) { try fresh.save { $0.vos = true } }
    let unchanged = try String(contentsOfFile: path, encoding: .utf8) == content
    #expect(unchanged, "left as it is")
    #expect(!folder.contents().contains { $0.contains("corrupt") }, "\(folder.contents())")
  }
}
