import SimpleJSON
import ConjugarSettings
import Foundation
import QuizHistory
import Testing

@Suite struct QuizHistoryTests {
  func temporaryPath() throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("history-\(UUID().uuidString)")
    return folder.appendingPathComponent("deep/history.jsonl").path
  }

  @Test func appendsOneLinePerRecordAndReadsThemBack() throws {
    let history = QuizHistory(path: try temporaryPath())
    try history.append(.object(["score": .number(10)]))
    try history.append(.object(["score": .number(20), "text": .string("línea\nnueva")]))
    let (records, skipped) = history.read()
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
    let (records, skipped) = history.read()
    #expect(records == [.object(["n": .number(1)]), .object(["n": .number(4)])])
    #expect(skipped == 4)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.contains("not json at all"), "the file keeps every line")
    #expect(text.hasSuffix("{\"n\":4}\n"))
  }

  @Test func concurrentAppendsDoNotInterleave() async throws {
    let path = try temporaryPath()
    let long = String(repeating: "x", count: 20_000)
    await withTaskGroup(of: Void.self) { group in
      for writer in 0..<4 {
        group.addTask {
          let history = QuizHistory(path: path)
          for index in 0..<25 {
            try? history.append(.object(["writer": .number(Double(writer)), "index": .number(Double(index)), "padding": .string(long)]))
          }
        }
      }
    }
    let (records, skipped) = QuizHistory(path: path).read()
    #expect(records.count == 100)
    #expect(skipped == 0)
  }
}
