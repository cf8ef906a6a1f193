import Foundation
import Testing

/// Bulk work under a memory limit (`ulimit -v`) finishes: with the whole output, or with status
/// 71 and the out-of-memory line last on standard error; never a hang (the runner's watchdog
/// kills it, status 9) or a signal. The limits are counted from the smallest under which the
/// binary conjugates one verb (the debug build needs more than the release build).
@Suite struct MemoryLimitTests {
  var runner: BinaryRunner

  init() throws {
    runner = try BinaryRunner()
    runner.timeout = 90
  }

  /// Runs `command` (shell words after the binary) under `ulimit -v` of `mebibytes` MiB.
  static func limited(_ runner: BinaryRunner, _ mebibytes: Int, _ command: String) throws
    -> BinaryRunner.Result
  {
    try runner.runShell("ulimit -v \(mebibytes << 10) && exec \"$0\" \(command)")
  }

  /// The smallest limit, in steps of 2 MiB, under which `verb hablar` works.
  static let minimum: Int? = {
    guard let runner = try? BinaryRunner() else { return nil }
    return stride(from: 16, through: 256, by: 2).first {
      (try? limited(runner, $0, "verb hablar --format json").status) == 0
    }
  }()

  /// `verb --all --format json` without a limit.
  static let everyVerb: String? = {
    try? BinaryRunner().run(["verb", "--all", "--format", "json"]).stdout
  }()

  static func message(_ mebibytes: Int) -> String {
    "conjugar: error: out of memory under ulimit -v \(mebibytes << 10); conjugar needs "
      + "ulimit -v 65536 or more"
  }

  /// Checks a limited run: the whole output, or 71 and the line (the Swift runtime's own
  /// message may come before it when an allocation fails before the first wave).
  static func expectWholeOrOutOfMemory(
    _ result: BinaryRunner.Result, _ mebibytes: Int, whole: String?
  ) {
    #expect(result.status == 0 || result.status == 71, "status \(result.status): \(result.stderr)")
    if result.status == 0 {
      #expect(result.stdout == whole)
      #expect(result.stderr.isEmpty, "\(result.stderr)")
    } else if result.status == 71 {
      #expect(result.stderrLines.last == message(mebibytes), "\(result.stderr)")
      #expect(result.stderrLines.filter { $0.hasPrefix("conjugar:") }.count == 1)
    }
  }

  @Test(arguments: [0, 2, 4, 6, 8, 10, 12, 16, 24])
  func verbAllFinishesOrSaysItIsOutOfMemory(_ extra: Int) throws {
    let minimum = try #require(Self.minimum)
    let whole = try #require(Self.everyVerb)
    let result = try Self.limited(runner, minimum + extra, "verb --all --format json")
    Self.expectWholeOrOutOfMemory(result, minimum + extra, whole: whole)
  }

  /// Enough memory: the whole output. The number is the one the message gives.
  @Test func verbAllWorksUnderTheLimitTheMessageGives() throws {
    let whole = try #require(Self.everyVerb)
    let result = try Self.limited(runner, 64, "verb --all --format json")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == whole)
  }

  /// `stats` reads a history of two batches, each on threads (LineBatch).
  @Test(arguments: [0, 4, 8, 16])
  func statsFinishesOrSaysItIsOutOfMemory(_ extra: Int) throws {
    let minimum = try #require(Self.minimum)
    let quizzes = try String(
      contentsOf: Golden.folder.appendingPathComponent("learning.history.jsonl"), encoding: .utf8)
    try String(repeating: quizzes, count: 700).write(
      to: runner.scratch.appendingPathComponent("history.jsonl"), atomically: true,
      encoding: .utf8)
    let whole = try runner.run(["stats", "--format", "json"]).stdout
    #expect(whole.contains("\"quizzes\":4200"), "\(whole.prefix(200))")
    let result = try Self.limited(runner, minimum + extra, "stats --format json")
    Self.expectWholeOrOutOfMemory(result, minimum + extra, whole: whole)
  }
}
