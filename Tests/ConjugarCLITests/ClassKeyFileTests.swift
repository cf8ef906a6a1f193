import ClassKey
import ConjugarQuiz
import Foundation
import Testing

/// Every command that reads a class's key file (`grade`, `quiz --answers --key-file`,
/// `quiz --assignment`) refuses a bad one the same way: one line, the same words, 65, 66 or 74.
@Suite struct ClassKeyFileTests: RunnerFiles {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  @Test(
    arguments: [
      ("missing", Int32(66), "cannot read the key file '", "': no such file"),
      ("text", 65, "the key file '", "': not a conjugar class key file"),
      ("invalid UTF-8", 65, "the key file '", "': not a conjugar class key file"),
      ("over the limit", 65, "the key file '", "': not a conjugar class key file"),
      ("edited", 65, "the key file '", "': key file was edited or damaged"),
      ("format 2", 65, "the key file '", "': key file format version 2; this conjugar reads"),
      ("a folder", 74, "cannot read the key file '", "'"),
    ])
  func everyReaderRefusesABadKeyAlike(
    _ kind: String, _ status: Int32, _ before: String, _ after: String
  ) throws {
    let file = path("key.json")
    let key = GradeScenarioTests.key(accents: .half).json
    try "Ana\n1. tuve\n".write(toFile: path("ana.txt"), atomically: true, encoding: .utf8)
    switch kind {
    case "missing": break
    case "text": try Data("Ana\n1. tuve\n".utf8).write(to: URL(fileURLWithPath: file))
    case "invalid UTF-8": try Data([0x7B, 0xFF, 0x7D]).write(to: URL(fileURLWithPath: file))
    case "over the limit":
      try Data(repeating: UInt8(ascii: " "), count: (16 << 20) + 1).write(
        to: URL(fileURLWithPath: file))
    case "edited":
      try Data(key.replacingOccurrences(of: "\"half\"", with: "\"strict\"").utf8).write(
        to: URL(fileURLWithPath: file))
    case "format 2":
      try Data(
        key.replacingOccurrences(of: "\"formatVersion\": 1", with: "\"formatVersion\": 2").utf8
      )
      .write(to: URL(fileURLWithPath: file))
    default:
      try FileManager.default.createDirectory(atPath: file, withIntermediateDirectories: true)
    }
    let results = try [
      ["grade", file, path("ana.txt")],
      ["quiz", "--answers", "--key-file", file],
      ["quiz", "--assignment", "3B-AAAA", "--key-file", file],
    ].map { try runner.run($0, stdin: "Ana\n") }
    for result in results {
      #expect(result.status == status, "\(result.stderr)")
      #expect(result.stdout == "")
      #expect(result.stderrLines.count == 1, "\(result.stderr)")
      #expect(result.stderr.hasPrefix("conjugar: error: " + before), "\(result.stderr)")
      #expect(result.stderr.contains("key.json" + after), "\(result.stderr)")
    }
    #expect(Set(results.map(\.stderr)).count == 1, "\(results.map(\.stderr))")
  }
}
