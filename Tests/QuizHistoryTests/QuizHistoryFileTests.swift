import DurableFiles
import Foundation
import QuizHistory
import SimpleJSON
import TestBasics
import Testing

/// The history file on disk: records written with `append` come back from `read` in order,
/// equal to what was written; lines that are not JSON objects are counted, never returned.
@Suite struct QuizHistoryFileTests {
  let scratch: ScratchFolder
  init() throws { scratch = try ScratchFolder("quizhistory") }

  static let quiz: JSONValue = .object([
    "date": .string("2026-03-01T10:00:00Z"), "seed": .integer(42), "score": .integer(7),
    "answers": .array([
      .object(["verb": .string("ser"), "given": .string("fuí\n\"yo\""), "correct": .bool(false)])
    ]),
    "note": .null, "ratio": .double(0.875),
  ])

  @Test func aRecordComesBackEqualAfterTheFolderIsCreated() throws {
    let history = QuizHistory(path: scratch.path("state/conjugar/history.jsonl"))
    try history.append(Self.quiz)
    try history.append(.object(["n": .integer(2)]))
    let (records, skipped) = try history.read()
    #expect(records == [Self.quiz, .object(["n": .integer(2)])])
    #expect(skipped == 0)
    let text = try String(contentsOfFile: history.path, encoding: .utf8)
    #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == 3)
    #expect(text.hasSuffix("{\"n\":2}\n"), "one compact line per record")
  }

  @Test func aMissingFileIsAnEmptyHistory() throws {
    let history = QuizHistory(path: scratch.path("none/history.jsonl"))
    let (records, skipped) = try history.read()
    #expect(records.isEmpty && skipped == 0)
    #expect(
      !FileManager.default.fileExists(atPath: scratch.path("none")), "reading creates nothing")
  }

  /// Lines a crash, an editor or another program may leave: each bad one is counted once;
  /// blank lines are not lines at all; spaces and CR around a good line do not matter.
  @Test func badLinesAreCountedAndSkipped() throws {
    let path = scratch.path("history.jsonl")
    let lines = [
      "{\"n\":1}", "", "   ", "  {\"n\":2}\r", "{\"n\": 3, broken", "[1, 2]", "\"text\"", "42",
      "null", "\u{FEFF}{\"n\":4}", "{\"n\":5}",
    ]
    try (lines.joined(separator: "\n") + "\n").write(
      toFile: path, atomically: false, encoding: .utf8)
    let history = QuizHistory(path: path)
    let (records, skipped) = try history.read()
    #expect(records == [1, 2, 5].map { .object(["n": .integer($0)]) })
    #expect(skipped == 6)
  }

  /// A writer killed in the middle of a line: the next record starts on a line of its own, so
  /// only the torn line is lost.
  @Test func anUnfinishedLastLineCostsOnlyItself() throws {
    let path = scratch.path("history.jsonl")
    try "{\"n\":1}\n{\"n\":2, \"answ".write(toFile: path, atomically: false, encoding: .utf8)
    let history = QuizHistory(path: path)
    try history.append(.object(["n": .integer(3)]))
    let (records, skipped) = try history.read()
    #expect(records == [.object(["n": .integer(1)]), .object(["n": .integer(3)])])
    #expect(skipped == 1)
  }

  @Test func aFolderInTheWayIsAnErrorThatNamesThePath() throws {
    let path = scratch.path("history.jsonl")
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    let history = QuizHistory(path: path)
    #expect(
      throws: QuizHistory.Failure.cannotWrite(
        "cannot write quiz history to \(path): it is a directory, not a regular file")
    ) { try history.append(.object(["n": .integer(1)])) }
    let error = #expect(throws: QuizHistory.ReadFailure.self) { try history.read() }
    #expect(error?.message.hasPrefix("cannot read quiz history at \(path): ") == true)
  }
}

/// The same file in memory: the line rules do not depend on where the bytes live.
@Suite struct QuizHistoryMemoryTests {
  @Test func appendWritesCompactSortedLines() throws {
    let file = MemoryFile()
    let history = QuizHistory(file: file)
    try history.append(.object(["b": .integer(1), "a": .string("é")]))
    try history.append(.object([:]))
    #expect(file.bytes == Array("{\"a\":\"é\",\"b\":1}\n{}\n".utf8))
  }

  @Test func forEachLineTrimsAndSkipsBlankLines() throws {
    let file = MemoryFile(content: Array(" a \n\n\t\r\nb\r\n  \n".utf8))
    var lines: [String?] = []
    try QuizHistory(file: file).forEachLine { line in
      lines.append(line.map { String(decoding: $0, as: UTF8.self) })
    }
    #expect(lines == ["a", "b"])
  }

  /// A line longer than the limit is skipped as unreadable (given as nil), and the lines around
  /// it are read.
  @Test func aLineOverTheLimitIsSkipped() throws {
    var bytes = Array("{\"n\":1}\n".utf8)
    bytes += [UInt8](repeating: UInt8(ascii: "x"), count: QuizHistory.maximumLineLength + 1)
    bytes += Array("\n{\"n\":2}\n".utf8)
    let history = QuizHistory(file: MemoryFile(content: bytes))
    var tooLong = 0
    try history.forEachLine { if $0 == nil { tooLong += 1 } }
    #expect(tooLong == 1)
    let (records, skipped) = try history.read()
    #expect(records == [.object(["n": .integer(1)]), .object(["n": .integer(2)])])
    #expect(skipped == 1)
  }

  @Test func forEachRecordStreamsInFileOrder() throws {
    let file = MemoryFile()
    let history = QuizHistory(file: file)
    for n in 1...5 { try history.append(.object(["n": .integer(n)])) }
    var seen: [JSONValue] = []
    let skipped = try history.forEachRecord { seen.append($0) }
    #expect(seen == (1...5).map { .object(["n": .integer($0)]) })
    #expect(skipped == 0)
  }
}
