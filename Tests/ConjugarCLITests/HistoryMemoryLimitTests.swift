import Foundation
import Testing

/// A long history under a memory limit (`ulimit -v`): `stats`, an uncached `due` and `quiz`
/// either finish or stop with the one out-of-memory line and status 71, never the runtime's
/// "Fatal error" and stack trace; the line names a need measured for this history, above the
/// limit, under which the command then works; and a quiz never loses its record to the
/// summary after it: the history is read before the first question, the record appended
/// before the summary lines.
///
/// The history answers 80,000 different items once each (made-up verbs, 10 MB): its summary
/// takes more than the 64 MiB the line gives as the least, as a long history of many items
/// does (about 1 KiB an item).
@Suite struct HistoryMemoryLimitTests {
  var runner: BinaryRunner

  init() throws {
    runner = try BinaryRunner()
    runner.timeout = 120
    try Self.history.write(
      to: runner.scratch.appendingPathComponent("history.jsonl"), atomically: true,
      encoding: .utf8)
  }

  static let items = 80_000

  /// One line a quiz, one answer an item, a minute apart.
  static let history: String = {
    let tenses = ["preterito", "presenteDeIndicativo", "futuroDeIndicativo", "condicional"]
    var text = ""
    text.reserveCapacity(items * 128)
    for index in 0..<items {
      let date = Date(timeIntervalSince1970: 1_700_000_000 + 60 * Double(index))
      let verb = "v" + String(index / tenses.count) + "ar"
      text +=
        #"{"date":"\#(date.formatted(.iso8601))","answers":[{"verb":"\#(verb)","tense":"\#(tenses[index % tenses.count])","person":"yo","mark":"correct"}]}"#
        + "\n"
    }
    return text
  }()

  /// The need (KiB) the out-of-memory line of a run under `mebibytes` names; nil (and an issue
  /// recorded) unless the run stopped with that line alone on standard error.
  static func need(_ result: BinaryRunner.Result, _ mebibytes: Int) -> Int? {
    #expect(result.status == 71, "\(result.stderr)")
    #expect(result.stderrLines.count == 1, "\(result.stderr)")
    #expect(!result.stderr.contains("Fatal error"))
    guard MemoryLimitTests.isOutOfMemoryLine(result.stderrLines.first, mebibytes) else {
      Issue.record("not the out-of-memory line: \(result.stderr)")
      return nil
    }
    return Int(result.stderrLines[0].split(separator: " ").dropLast(2).last ?? "")
  }

  /// The need is measured, so under it the command finishes; the measure is an estimate (the
  /// rest of the history at the rate memory grew so far), so a second, higher need is allowed
  /// once, never a third.
  @Test(arguments: ["stats --format json", "due"])
  func aHistoryTooLongForTheLimitIsOneLineNamingANeedThatWorks(_ command: String) throws {
    let result = try MemoryLimitTests.limited(runner, 64, command)
    var need = try #require(Self.need(result, 64))
    for attempt in 1...2 {
      let again = try runner.runShell("ulimit -v \(need) && exec \"$0\" \(command)")
      if again.status == 0 {
        #expect(again.stderr.isEmpty)
        return
      }
      #expect(attempt == 1, "under the \(need) KiB named again: \(again.stderr)")
      need = try #require(Self.need(again, need >> 10))
    }
  }

  /// Above 64 MiB the line once asked for 64 MiB: less than the limit it ran out under.
  @Test func aboveSixtyFourMiBTheNeedIsStillAboveTheLimit() throws {
    let result = try MemoryLimitTests.limited(runner, 72, "stats")
    let need = try #require(Self.need(result, 72))
    #expect(need > 72 << 10)
  }

  @Test func aQuizShortOfMemoryForItsHistoryStopsBeforeTheFirstQuestion() throws {
    let result = try runner.runShell(
      #"ulimit -v 65536 && printf 'zz\nzz\nzz\n' | "$0" quiz --seed 1 --count 3"#)
    _ = Self.need(result, 64)
    #expect(!result.stdout.contains("1/3"), "\(result.stdout)")
    let history = try String(
      contentsOf: runner.scratch.appendingPathComponent("history.jsonl"), encoding: .utf8)
    #expect(history == Self.history)
  }

  /// With the summary cache beside the history, reading it before the first question grows
  /// little, and the end (the summary brought up to date, the cache written back) took four
  /// times that: the room checked let the questions be asked, then the end ran out (status
  /// 71 after the answers; the need named was short, and the next one too). From 64 MiB up,
  /// a cached quiz stops before its first question or ends with its summary.
  @Test func aCachedQuizEitherStopsBeforeItsFirstQuestionOrEndsWithItsSummary() throws {
    let url = runner.scratch.appendingPathComponent("history.jsonl")
    let cache = runner.scratch.appendingPathComponent("history.summary.json")
    for mebibytes in stride(from: 64, through: 160, by: 8) {
      try Self.history.write(to: url, atomically: true, encoding: .utf8)
      try? FileManager.default.removeItem(at: cache)
      #expect(try runner.run(["due"]).status == 0)
      let result = try runner.runShell(
        #"ulimit -v \#(mebibytes << 10) && printf 'zz\nzz\nzz\n' | "$0" quiz --seed 1 --count 3"#)
      #expect(!result.stderr.contains("Fatal error"), "\(result.stderr)")
      if result.status == 71 {
        #expect(!result.stdout.contains("1/3"), "under \(mebibytes) MiB: \(result.stderr)")
      } else {
        #expect(result.status == 0, "under \(mebibytes) MiB: \(result.stderr)")
      }
    }
  }

  /// From the limit the reading fits in upward: wherever the quiz asked its questions, its
  /// record is in the history, whatever the summary after it could do.
  @Test func theRecordIsWrittenBeforeTheSummary() throws {
    let first = try MemoryLimitTests.limited(runner, 64, "stats --format json")
    let need = try #require(Self.need(first, 64))
    let url = runner.scratch.appendingPathComponent("history.jsonl")
    for kibibytes in stride(from: need - 12 << 10, through: need, by: 4 << 10) {
      try Self.history.write(to: url, atomically: true, encoding: .utf8)
      try? FileManager.default.removeItem(
        at: runner.scratch.appendingPathComponent("history.summary.json"))
      let result = try runner.runShell(
        #"ulimit -v \#(kibibytes) && printf 'zz\nzz\nzz\n' | "$0" quiz --seed 1 --count 3"#)
      #expect(result.status == 0 || result.status == 71, "\(result.stderr)")
      #expect(!result.stderr.contains("Fatal error"), "\(result.stderr)")
      let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
      if result.stdout.contains("Summary") {
        #expect(lines.count == Self.items + 1, "under \(kibibytes) KiB: \(result.stderr)")
        #expect(lines.last?.contains(#""given":"zz""#) == true)
      } else {
        #expect(lines.count == Self.items)
      }
    }
  }
}
