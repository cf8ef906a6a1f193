import Foundation
import Testing

/// Bulk work under a memory limit (`ulimit -v`) finishes: with the whole output, or with status
/// 71 and the out-of-memory line last on standard error; never a hang (the runner's watchdog
/// kills it, status 9) or a signal. The limits are counted from the smallest under which the
/// binary conjugates one verb (the debug build needs more than the release build).
///
/// A debug `verb --all` takes 9 s of CPU: it runs whole once without a limit (the shared
/// reference) and once under the limit the message gives. Elsewhere it runs only under limits
/// it cannot finish under, which it leaves early: there, before the first wave, the list of
/// every verb is built, and only the handler can say it is out of memory. The sweep through the
/// waves runs `verb -` on every fifth known verb: over 2,000 verbs are nine waves through the
/// same code (threads, the check before each wave, the handler), reaching the same peak, so both
/// run out at the same limits (debug build: 38 MiB part-way, 40 MiB whole).
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

  /// `verb --all --format json` without a limit: one line a verb, in list order.
  static let everyVerb: String? = {
    try? BinaryRunner().run(["verb", "--all", "--format", "json"]).stdout
  }()

  /// Every fifth line of `everyVerb` (more than 2,000 verbs) and the infinitives they are for:
  /// `verb -` given those infinitives prints those lines.
  static let sample: (infinitives: String, whole: String)? = {
    guard let everyVerb = everyVerb else { return nil }
    let lines = everyVerb.split(separator: "\n").enumerated().filter { $0.offset % 5 == 0 }
      .map(\.element)
    let infinitives = lines.compactMap { line in
      let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      return object?["infinitive"] as? String
    }
    guard infinitives.count == lines.count, lines.count >= 2_000 else { return nil }
    return (
      infinitives.joined(separator: "\n") + "\n", lines.joined(separator: "\n") + "\n"
    )
  }()

  /// Whether `line` is the out-of-memory line for a limit of `mebibytes` MiB, in English or
  /// Spanish, naming a need measured: at least 64 MiB, more than the limit, in 4 MiB steps.
  static func isOutOfMemoryLine(_ line: String?, _ mebibytes: Int, spanish: Bool = false) -> Bool {
    let limit = mebibytes << 10
    let (before, after) =
      spanish
      ? (
        "conjugar: error: memoria agotada con ulimit -v \(limit); conjugar necesita ulimit -v ",
        " o más"
      )
      : (
        "conjugar: error: out of memory under ulimit -v \(limit); conjugar needs ulimit -v ",
        " or more"
      )
    guard let line, line.hasPrefix(before), line.hasSuffix(after),
      let need = Int(line.dropFirst(before.count).dropLast(after.count))
    else { return false }
    return need >= 65536 && need > limit && need % 4096 == 0
  }

  /// Checks a limited run: the whole output, or 71 and the line alone on standard error (never
  /// the Swift runtime's "Fatal error" or a stack trace).
  static func expectWholeOrOutOfMemory(
    _ result: BinaryRunner.Result, _ mebibytes: Int, whole: String?
  ) {
    #expect(result.status == 0 || result.status == 71, "status \(result.status): \(result.stderr)")
    if result.status == 0 {
      #expect(result.stdout == whole)
      #expect(result.stderr.isEmpty, "\(result.stderr)")
    } else if result.status == 71 {
      #expect(result.stderrLines.count == 1, "\(result.stderr)")
      #expect(isOutOfMemoryLine(result.stderrLines.last, mebibytes), "\(result.stderr)")
    }
  }

  /// MiB above the minimum under which `verb --all` runs out before or early in the list: the
  /// debug, release and static builds need 10 to 12 more than their minimum to finish it.
  @Test(arguments: [0, 2, 4, 6])
  func verbAllFinishesOrSaysItIsOutOfMemory(_ extra: Int) throws {
    let minimum = try #require(Self.minimum)
    let whole = try #require(Self.everyVerb)
    let result = try Self.limited(runner, minimum + extra, "verb --all --format json")
    Self.expectWholeOrOutOfMemory(result, minimum + extra, whole: whole)
  }

  /// MiB above the minimum, denser where bulk work runs out part-way (debug build: 8, 9).
  @Test(arguments: [0, 4, 6, 8, 9, 10, 11, 12, 24])
  func verbListFinishesOrSaysItIsOutOfMemory(_ extra: Int) throws {
    let minimum = try #require(Self.minimum)
    let sample = try #require(Self.sample)
    try sample.infinitives.write(
      to: runner.scratch.appendingPathComponent("verbs.txt"), atomically: true, encoding: .utf8)
    let result = try Self.limited(
      runner, minimum + extra, "verb - --format json < \"$HOME/verbs.txt\"")
    Self.expectWholeOrOutOfMemory(result, minimum + extra, whole: sample.whole)
  }

  /// Enough memory: the whole output of every verb. The number is the one the message gives.
  @Test func verbAllWorksUnderTheLimitTheMessageGives() throws {
    let whole = try #require(Self.everyVerb)
    let result = try Self.limited(runner, 64, "verb --all --format json")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == whole)
  }

  /// 700 copies of the golden history: 4,200 quizzes, two batches.
  static let history: String? = {
    let url = Golden.folder.appendingPathComponent("learning.history.jsonl")
    return (try? String(contentsOf: url, encoding: .utf8)).map { String(repeating: $0, count: 700) }
  }()

  /// `stats --format json` of `history` without a limit.
  static let statsOfHistory: String? = {
    guard let runner = try? BinaryRunner(), let history else { return nil }
    let url = runner.scratch.appendingPathComponent("history.jsonl")
    guard (try? history.write(to: url, atomically: true, encoding: .utf8)) != nil else {
      return nil
    }
    return try? runner.run(["stats", "--format", "json"]).stdout
  }()

  /// `stats` reads a history of two batches, each on threads (LineBatch).
  @Test(arguments: [0, 4, 8, 16])
  func statsFinishesOrSaysItIsOutOfMemory(_ extra: Int) throws {
    let minimum = try #require(Self.minimum)
    try #require(Self.history).write(
      to: runner.scratch.appendingPathComponent("history.jsonl"), atomically: true,
      encoding: .utf8)
    let whole = try #require(Self.statsOfHistory)
    #expect(whole.contains("\"quizzes\":4200"), "\(whole.prefix(200))")
    let result = try Self.limited(runner, minimum + extra, "stats --format json")
    Self.expectWholeOrOutOfMemory(result, minimum + extra, whole: whole)
  }
}
