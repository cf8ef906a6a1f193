import ConjugarQuiz
import Foundation
import Testing

/// Bounded robustness checks of the real binary: random input, concurrent processes, SIGKILL.
@Suite struct ReliabilityTests {
  /// 2,000 seeded random lines: bytes, invalid UTF-8, very long lines, control characters,
  /// accent escapes and real commands.
  static func randomLines(seed: UInt64, count: Int) -> [Data] {
    var generator = SeededGenerator(seed: seed)
    let words = [
      "verb", "verbs", "quiz", "settings", "set", "get", "vos", "on", "off", "hablar", "--tense",
      "presente", "--count", "3", "a'", "n~", "u:", ":skip", ":quit", "--format", "json", "help",
      "tengo", "habló", "\"", "'", "\\", "--seed", "99999999999999999999999", "-", "--",
      "identify", "dímelo", "me", "no", "info", "--all", "stats", "--review", "--mode", "recognize",
    ]
    return (0..<count).map { _ -> Data in
      switch generator.uniform(below: 6) {
      case 0:
        return Data(
          (0..<generator.uniform(below: 80)).map { _ in UInt8(generator.uniform(below: 256)) })
      case 1:
        return Data(
          [0xC3, 0x28, 0xA0, 0xA1, 0xF0, 0x28, 0x8C, 0xBC].prefix(1 + generator.uniform(below: 8)))
      case 2:
        return Data(repeating: UInt8(ascii: "x"), count: 4000 + generator.uniform(below: 70_000))
      case 3:
        return Data(
          (0..<generator.uniform(below: 20)).map { _ in UInt8(generator.uniform(below: 32)) })
      default:
        let line = (0..<(1 + generator.uniform(below: 6))).map { _ in
          words[generator.uniform(below: words.count)]
        }
        .joined(separator: " ")
        return Data(line.utf8)
      }
    }.filter {
      !$0.contains(UInt8(ascii: "\n")) && $0 != Data("quit".utf8) && $0 != Data("exit".utf8)
    }
  }

  static func joined(_ lines: [Data]) -> Data {
    lines.reduce(into: Data()) {
      $0.append($1)
      $0.append(UInt8(ascii: "\n"))
    }
  }

  func settingsAreValidJSON(_ runner: BinaryRunner) throws {
    let path = runner.scratch.appendingPathComponent("settings.json")
    guard FileManager.default.fileExists(atPath: path.path) else { return }
    let object = try JSONSerialization.jsonObject(with: try Data(contentsOf: path))
    #expect(object is [String: Any])
  }

  @Test func fuzzedQuizAnswers() throws {
    var runner = try BinaryRunner()
    runner.timeout = 120
    let input = Self.joined(Self.randomLines(seed: 2026, count: 1000))
    let result = try runner.run(
      ["quiz", "--seed", "5", "--count", "500", "--difficulty", "difficult"], input: input)
    #expect(result.status == 0)
    #expect(!result.stderr.contains("Fatal error"))
    #expect(result.stdout.contains("Summary"))
    try settingsAreValidJSON(runner)
  }

  @Test func fuzzedREPL() throws {
    var runner = try BinaryRunner()
    runner.timeout = 120
    let input = Self.joined(Self.randomLines(seed: 1492, count: 1000))
    let result = try runner.run([], input: input)
    #expect(result.status == 0)
    #expect(!result.stderr.contains("Fatal error"))
    let errors = result.stderr.split(separator: "\n")
    #expect(errors.count >= 300, "the session must have gone through the input")
    #expect(errors.allSatisfy { $0.hasPrefix("conjugar: ") }, "\(result.stderr.prefix(2000))")
    try settingsAreValidJSON(runner)
  }

  /// 4 processes × 50 quizzes at once: every finished quiz is a history line; none may be lost or
  /// interleaved. (Concurrent settings updates: FileSettingsStoreTests, across processes.) Each
  /// quiz asks one verb (`--verbs`), which skips building the difficulty's tiers: a fifth of the
  /// CPU of a default quiz, with the same recording of its history line, so the four writers
  /// overlap more often, not less.
  @Test func concurrentQuizzesLoseNoUpdateAndNoHistoryLine() async throws {
    let runner = try BinaryRunner()
    let quiz = #""$0" quiz --seed $i --count 1 --verbs hablar > /dev/null || exit 1"#
    let loop = "for i in $(seq 50); do echo x | " + quiz + "; done"
    async let a = runner.runShell(loop)
    async let b = runner.runShell(loop)
    async let c = runner.runShell(loop)
    async let d = runner.runShell(loop)
    let results = try await [a, b, c, d]
    #expect(results.allSatisfy { $0.status == 0 }, "\(results.map(\.stderr))")
    let history = try String(
      contentsOf: runner.scratch.appendingPathComponent("history.jsonl"), encoding: .utf8)
    let lines = history.split(separator: "\n")
    #expect(lines.count == 200)
    #expect(
      lines.allSatisfy { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) is [String: Any] }
    )
  }

  /// The runner's watchdog: a run that hangs is killed when its time is up, and a run that
  /// ends returns at once, not at the timeout.
  @Test func aHangingRunIsKilledAtItsTimeout() throws {
    var runner = try BinaryRunner()
    runner.timeout = 3
    let start = Date()
    #expect(try runner.runShell("exit 3").status == 3)
    let hang = Date()
    #expect(hang.timeIntervalSince(start) < 3, "the run waited for its timeout")
    #expect(try runner.runShell("exec sleep 60").status == SIGKILL)
    #expect((3..<60).contains(Date().timeIntervalSince(hang)))
  }

  /// A session writing settings as fast as it can, killed with SIGKILL once it has reported a
  /// seeded number of saves (so at least one write has happened, and the kill lands among the
  /// next ones): the file is always the old or the new version, never torn.
  @Test func sigkillDuringWritesLeavesAWholeFile() throws {
    let runner = try BinaryRunner()
    let path = runner.scratch.appendingPathComponent("settings.json")
    var generator = SeededGenerator(seed: 7)
    let commands = (0..<2000).map {
      $0 % 2 == 0 ? "settings set vos on" : "settings set region spain"
    }
    let input = Data((commands.joined(separator: "\n") + "\n").utf8)
    for round in 0..<5 {
      let saves = 1 + generator.uniform(below: 30)
      let process = Process()
      process.executableURL = BinaryRunner.binary
      process.environment = runner.environment
      let standardInput = Pipe()
      let standardOutput = Pipe()
      process.standardInput = standardInput
      process.standardOutput = standardOutput
      process.standardError = FileHandle.nullDevice
      try process.run()
      let writer = standardInput.fileHandleForWriting
      Thread.detachNewThread {
        try? writer.write(contentsOf: input)
        try? writer.close()
      }
      let reported = LineCounter(standardOutput.fileHandleForReading, waitingFor: saves)
      let seen = reported.waitForTarget(timeout: 60)
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      #expect(seen, "round \(round): \(saves) saves were not reported")
      #expect(process.terminationReason == .uncaughtSignal, "round \(round) ended before the kill")
      let object = try JSONSerialization.jsonObject(with: try Data(contentsOf: path))
      let settings = try #require(object as? [String: Any], "round \(round)")
      #expect(settings["vos"] as? Bool == true, "round \(round): every save since the first")
    }
  }
}

/// Counts the lines written to a pipe, reading it to its end on a thread of its own.
final class LineCounter: Sendable {
  private let count = Locked(0)
  private let targetOrEnd = DispatchSemaphore(value: 0)
  private let target: Int

  init(_ handle: FileHandle, waitingFor target: Int) {
    self.target = target
    let count = self.count
    let targetOrEnd = self.targetOrEnd
    Thread.detachNewThread {
      var lines = 0
      while true {
        let chunk = handle.availableData
        if chunk.isEmpty { break }
        let before = lines
        lines += chunk.count { $0 == UInt8(ascii: "\n") }
        count.set(lines)
        if before < target && lines >= target { targetOrEnd.signal() }
      }
      if lines < target { targetOrEnd.signal() }
    }
  }

  /// Whether `target` lines came before the end of the pipe, waiting at most `timeout` seconds.
  func waitForTarget(timeout: TimeInterval) -> Bool {
    _ = targetOrEnd.wait(timeout: .now() + timeout)
    return count.get() >= target
  }
}
