import DurableFiles
import Foundation
import LineInput
import TestBasics
import Testing

@Suite struct LineHistoryTests {
  /// This test's folder (a fresh suite value per test), removed after it.
  let scratch: ScratchFolder
  init() throws { scratch = try ScratchFolder("history") }

  /// Where the history goes, in a folder not created yet.
  func path() -> String { scratch.url.appendingPathComponent("conjugar/history").path }

  func write(_ text: String, to path: String) throws {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try text.write(toFile: path, atomically: false, encoding: .utf8)
  }

  func inode(_ path: String) -> ino_t {
    var info = stat()
    return stat(path, &info) == 0 ? info.st_ino : 0
  }

  @Test func keepsLinesDropsConsecutiveDuplicatesAndBlankLines() throws {
    let history = LineHistory(path: path())
    for line in ["verb hablar", "verb hablar", "", "quiz", "verb hablar", "a\nb"] {
      try history.add(line)
    }
    #expect(history.load() == ["verb hablar", "quiz", "verb hablar"])
    let mode =
      try FileManager.default.attributesOfItem(atPath: history.path)[.posixPermissions] as? NSNumber
    #expect(mode?.intValue == 0o600)
  }

  @Test func loadsTheLastOneThousandLines() throws {
    let history = LineHistory(path: path())
    try write((1...1005).map { "line \($0)" }.joined(separator: "\n") + "\n", to: history.path)
    try history.add("new")
    let lines = history.load()
    #expect(lines.count == 1000)
    #expect(lines.first == "line 7")
    #expect(lines.last == "new")
  }

  /// Adding a line appends in place: the file is not rewritten (same inode) while it is small.
  @Test func addingAppendsWithoutRewriting() throws {
    let history = LineHistory(path: path())
    try history.add("verb hablar")
    let before = inode(history.path)
    for index in 0..<50 { try history.add("verb comer \(index)") }
    #expect(inode(history.path) == before)
    #expect(history.load().count == 51)
  }

  /// A huge line (the 200 MB attack, here 8 MB) is neither loaded nor held: only the end of
  /// the file is read, long entries are dropped, and the next addition trims the file.
  @Test func hugeEntriesAreDroppedAndTheFileTrimmed() throws {
    let history = LineHistory(path: path())
    let huge = String(repeating: "a", count: 8 << 20)
    try write(
      "verb ser\n" + huge + "\nverb ir\n" + String(repeating: "b", count: 1001) + "\n",
      to: history.path)
    #expect(history.load() == ["verb ir"])
    try history.add("verb estar")
    #expect(history.load() == ["verb ir", "verb estar"])
    let size = try #require(
      try FileManager.default.attributesOfItem(atPath: history.path)[.size] as? NSNumber)
    #expect(size.intValue == "verb ir\nverb estar\n".utf8.count)
  }

  @Test func linesThatAreNotTextAreNotLoaded() throws {
    let history = LineHistory(path: path())
    try write("verb ser\n\u{1B}]0;title\u{07}\u{1B}[2J\n\n" + "verb ir\n", to: history.path)
    #expect(history.load() == ["verb ser", "verb ir"])
    try history.add(String(repeating: "x", count: LineHistory.maxEntryBytes + 1))
    #expect(history.load() == ["verb ser", "verb ir"], "an entry over the limit is not added")
  }

  @Test func aTornLastLineIsKeptApartFromTheNextEntry() throws {
    let history = LineHistory(path: path())
    try write("verb ser\nverb e", to: history.path)
    try history.add("verb ir")
    #expect(history.load() == ["verb ser", "verb e", "verb ir"])
  }

  @Test func concurrentSessionsLoseNoLine() async throws {
    let shared = path()
    await withTaskGroup(of: Void.self) { group in
      for session in 0..<4 {
        group.addTask {
          let history = LineHistory(path: shared)
          for index in 0..<25 { try? history.add("session \(session) line \(index)") }
        }
      }
    }
    #expect(Set(LineHistory(path: shared).load()).count == 100)
  }

  @Test func aFIFOAtThePathIsAnErrorNotAHang() throws {
    let path = path()
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    #expect(mkfifo(path, 0o600) == 0)
    let history = LineHistory(path: path)
    #expect(history.load() == [])
    let error = #expect(throws: LineHistory.HistoryError.self) { try history.add("verb ser") }
    #expect(error?.message == "cannot save history to \(path): it is a FIFO, not a regular file")
  }

  @Test func inMemory() throws {
    let file = MemoryFile()
    let history = LineHistory(file: file)
    try history.add("verb ser")
    try history.add("verb ser")
    #expect(file.bytes == Array("verb ser\n".utf8))
  }
}
