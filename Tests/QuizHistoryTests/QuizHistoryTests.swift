import DurableFiles
import Foundation
import QuizHistory
import SimpleJSON
import TestBasics
import Testing

@Suite struct QuizHistoryTests {
  let scratch: ScratchFolder
  init() throws { scratch = try ScratchFolder("quizhistory") }

  func temporaryPath() throws -> String { scratch.path("deep/history.jsonl") }

  @Test func appendsOneLinePerRecordAndReadsThemBack() throws {
    let history = QuizHistory(path: try temporaryPath())
    try history.append(.object(["score": .number(10)]))
    try history.append(.object(["score": .number(20), "text": .string("línea\nnueva")]))
    let (records, skipped) = try history.read()
    #expect(records.count == 2 && skipped == 0)
    #expect(records[1] == .object(["score": .number(20), "text": .string("línea\nnueva")]))
    let text = try String(contentsOfFile: history.path, encoding: .utf8)
    #expect(text.split(separator: "\n").count == 2)
  }

  @Test func corruptLinesAreSkippedNeverRemoved() throws {
    let path = try temporaryPath()
    let history = QuizHistory(path: path)
    try history.append(.object(["n": .number(1)]))
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.seekToEnd()
    try handle.write(contentsOf: Data("{\"n\": 2, broken\nnot json at all\n[1, 2]\n{\"n\": 3".utf8))
    try handle.close()
    try history.append(.object(["n": .number(4)]))
    let (records, skipped) = try history.read()
    #expect(records == [.object(["n": .number(1)]), .object(["n": .number(4)])])
    #expect(skipped == 4)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.contains("not json at all"), "the file keeps every line")
    #expect(text.hasSuffix("{\"n\":4}\n"))
  }

  /// A symbolic link to the history (dotfiles) is followed: the line lands in the target and
  /// the link stays a link.
  @Test func appendsThroughASymbolicLink() throws {
    let path = try temporaryPath()
    let folder = (path as NSString).deletingLastPathComponent
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try "{\"n\":1}\n".write(toFile: folder + "/real.jsonl", atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "real.jsonl")
    try QuizHistory(path: path).append(.object(["n": .integer(2)]))
    #expect(
      try String(contentsOfFile: folder + "/real.jsonl", encoding: .utf8)
        == "{\"n\":1}\n{\"n\":2}\n")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == "real.jsonl")
  }

  /// A FIFO at the history path is refused without being opened: no hang, nothing replaced.
  @Test func aFIFOIsRefusedNotOpened() throws {
    let path = try temporaryPath()
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    #expect(mkfifo(path, 0o600) == 0)
    let history = QuizHistory(path: path)
    #expect(
      throws: QuizHistory.Failure.cannotWrite(
        "cannot write quiz history to \(path): it is a FIFO, not a regular file")
    ) {
      try history.append(.object(["n": .integer(1)]))
    }
    #expect(throws: QuizHistory.ReadFailure.self) { try history.read() }
    var info = stat()
    #expect(lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
  }

  @Test func inMemory() throws {
    let file = MemoryFile()
    let history = QuizHistory(file: file)
    try history.append(.object(["n": .integer(1)]))
    try history.append(.object(["n": .integer(2)]))
    #expect(file.bytes == Array("{\"n\":1}\n{\"n\":2}\n".utf8))
    #expect(try history.read().records.count == 2)
  }

  @Test func concurrentAppendsDoNotInterleave() async throws {
    let path = try temporaryPath()
    let long = String(repeating: "x", count: 20_000)
    await withTaskGroup(of: Void.self) { group in
      for writer in 0..<4 {
        group.addTask {
          let history = QuizHistory(path: path)
          for index in 0..<25 {
            try? history.append(
              .object([
                "writer": .integer(writer), "index": .integer(index), "padding": .string(long),
              ]))
          }
        }
      }
    }
    let (records, skipped) = try QuizHistory(path: path).read()
    #expect(records.count == 100)
    #expect(skipped == 0)
  }
}
