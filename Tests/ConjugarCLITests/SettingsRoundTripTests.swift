import Foundation
import Testing

/// The settings file and the quiz history keep what they hold exactly, through the built binary.
@Suite struct SettingsRoundTripTests {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  var settingsURL: URL { runner.scratch.appendingPathComponent("settings.json") }

  func write(_ bytes: [UInt8]) throws { try Data(bytes).write(to: settingsURL) }
  func read() throws -> [UInt8] { [UInt8](try Data(contentsOf: settingsURL)) }

  func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard needle.count <= haystack.count else { return false }
    return (0...(haystack.count - needle.count)).contains {
      haystack[$0..<($0 + needle.count)].elementsEqual(needle)
    }
  }

  /// Files other than the settings file in the scratch folder (a corrupt file moved aside).
  func setAside() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: runner.scratch.path).filter {
      $0.contains("corrupt")
    }
  }

  @Test func unknownMembersSurviveSettingsSetByteForByte() throws {
    let note: [UInt8] = Array(#""caf"#.utf8) + [0xE9] + Array("\"".utf8)
    try write(
      Array(#"{"region":"spain","futureKey":1e999,"big":12345678901234567890,"note":"#.utf8) + note
        + [0x7D])
    let set = try runner.run(["settings", "set", "vos", "on"])
    #expect(set.status == 0 && set.stderr.isEmpty, "\(set.stderr)")
    let file = try read()
    #expect(contains(file, Array(#""futureKey": 1e999,"#.utf8)))
    #expect(contains(file, Array(#""big": 12345678901234567890,"#.utf8)))
    #expect(contains(file, Array(#""note": "#.utf8) + note))
    #expect(!contains(file, Array("inf".utf8)))
    let region = try runner.run(["settings", "get", "region"])
    #expect(region.stdout == "spain\n" && region.stderr.isEmpty, "\(region.stderr)")
    #expect(try runner.run(["settings", "get", "vos"]).stdout == "on\n")
    #expect(try setAside().isEmpty)
    #expect(try read() == file, "reading changes nothing")
  }

  /// The feedback invitation's count is kept exactly, though it is no setting.
  @Test func theLargestCountIsKeptExactly() throws {
    try write(Array(#"{"promptActionCount": 9223372036854775807}"#.utf8))
    #expect(try runner.run(["settings", "set", "vos", "on"]).status == 0)
    #expect(contains(try read(), Array(#""promptActionCount": 9223372036854775807,"#.utf8)))
    let refused = try runner.run(["settings", "set", "promptActionCount", "9223372036854775808"])
    #expect(refused.status == 64)
    #expect(refused.stderr.contains("unknown setting 'promptActionCount'"), "\(refused.stderr)")
  }

  @Test(
    arguments: [
      [], [0x0A, 0x20], [0xEF, 0xBB, 0xBF], [0xEF, 0xBB, 0xBF] + Array(#"{"vos":true}"#.utf8),
    ] as [[UInt8]])
  func emptyFilesAndByteOrderMarksAreNotCorrupt(_ bytes: [UInt8]) throws {
    try write(bytes)
    let get = try runner.run(["settings", "get", "vos"])
    #expect(get.status == 0 && get.stderr.isEmpty, "\(get.stderr)")
    #expect(get.stdout == (bytes.count > 3 ? "on\n" : "off\n"))
    #expect(try setAside().isEmpty)
    #expect(try runner.run(["settings", "set", "region", "spain"]).status == 0)
    #expect(
      try runner.run(["settings", "get", "vos"]).stdout == (bytes.count > 3 ? "on\n" : "off\n"))
  }

  @Test(arguments: ["18446744073709551615", "9007199254740993"])
  func seedsAreRecordedExactlyAndReplay(_ seed: String) throws {
    let quiz = try runner.run(["quiz", "--seed", seed, "--count", "3"], stdin: "x\n")
    #expect(quiz.stdout.contains("seed \(seed)"), "\(quiz.stdout)")
    let history = runner.scratch.appendingPathComponent("history.jsonl")
    let line = try #require(
      try String(contentsOf: history, encoding: .utf8).split(separator: "\n").last)
    #expect(line.contains(#""seed":\#(seed),"#), "\(line)")
    let record = try #require(
      try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    let recorded = try #require((record["seed"] as? NSNumber)?.uint64Value)
    #expect(String(recorded) == seed)
    let replay = try runner.run(["quiz", "--seed", String(recorded), "--count", "3"], stdin: "x\n")
    #expect(replay.stdout == quiz.stdout)
  }
}
