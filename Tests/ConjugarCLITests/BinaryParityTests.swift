import Foundation
import Testing

/// The lean end-to-end layer: one command line a command run by the built binary and
/// in-process, which must print the same bytes and end with the same status. The logic is
/// tested in-process (`InProcessRunner`); these hold that the process adds nothing to it.
@Suite struct BinaryParityTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    var stdin = Data()
    /// A history from the golden folder put in place first.
    var history: String?
    var testDescription: String { "conjugar " + arguments.joined(separator: " ") }
  }

  static let cases: [Case] = [
    Case(arguments: ["verb", "hablar", "tener", "--tense", "presente,pretérito"]),
    Case(arguments: ["verb", "-", "--format", "json"], stdin: Data("ir\n\nxyzzy\nser\n".utf8)),
    Case(arguments: ["verbs", "--search", "to speak"]),
    Case(arguments: ["identify", "tuvimos"]),
    Case(arguments: ["info", "preterito"]),
    Case(
      arguments: ["quiz", "--seed", "3", "--count", "10"],
      stdin: (try? Golden.input("perfect")) ?? Data()),
    Case(arguments: ["quiz", "--worksheet", "--seed", "5", "--grid", "--format", "html"]),
    Case(arguments: ["stats"], history: "learning.history.jsonl"),
    Case(arguments: ["stats", "--format", "json"], history: "learning.history.jsonl"),
    Case(arguments: ["settings", "list"]),
    Case(arguments: ["say", "tuve"]),
    Case(arguments: [], stdin: (try? Golden.input("repl-errors")) ?? Data()),
    Case(arguments: ["help", "quiz"]),
    Case(arguments: ["--version"]),
    Case(arguments: ["hablar"]),
    Case(
      arguments: ["read", "-", "--input-format", "srt", "--format", "json"],
      stdin: Data(ReadCommandTests.subtitles.utf8)),
    Case(arguments: ["read", "-", "--in-text"], stdin: Data(ReadCommandTests.news.utf8)),
    Case(arguments: ["read", "-"], stdin: Data([0x63, 0x6F, 0x6D, 0xED, 0x0A])),
  ]

  @Test(arguments: cases)
  func theBinaryPrintsWhatTheCommandPrintsInProcess(_ scenario: Case) throws {
    let inProcess = try InProcessRunner()
    // Both in one scratch folder, so paths in messages are the same.
    let binary = BinaryRunner(sharing: inProcess.folder)
    // No speech; UTC, the in-process runner's time zone, for what depends on today.
    let variables = ["CONJUGAR_ESPEAK": "/nonexistent/espeak-ng", "TZ": "UTC"]
    func run(_ runner: (Data) throws -> RunResult) throws -> RunResult {
      if let history = scenario.history {
        try FileManager.default.copyItem(
          at: Golden.folder.appendingPathComponent(history),
          to: inProcess.scratch.appendingPathComponent("history.jsonl"))
      }
      defer {  // what the run wrote goes, so the next run starts from the same files
        let names = (try? FileManager.default.contentsOfDirectory(atPath: inProcess.scratch.path))
        for name in names ?? [] {
          try? FileManager.default.removeItem(at: inProcess.scratch.appendingPathComponent(name))
        }
      }
      return try runner(scenario.stdin)
    }
    let expected = try run {
      try inProcess.run(scenario.arguments, input: $0, environment: variables)
    }
    let actual = try run { try binary.run(scenario.arguments, input: $0, environment: variables) }
    #expect(actual.status == expected.status)
    #expect(actual.stdout == expected.stdout)
    #expect(actual.stderr == expected.stderr)
    #expect(!expected.stdout.isEmpty || !expected.stderr.isEmpty)
  }
}
