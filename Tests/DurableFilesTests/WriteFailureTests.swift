import Foundation
import TestBasics
import Testing

@testable import DurableFiles

/// Every write is checked: an append that fails part-way leaves the file as it was, a replace
/// that fails leaves the old content, and the error is the errno of the call that failed.
@Suite struct WriteFailureTests {
  @Test(arguments: [0, 1, 7])
  func aShortAppendIsTruncatedAway(allowed: Int) throws {
    let scratch = try ScratchFolder("durable")
    try scratch.write("{\"n\":1}\n", to: "history.jsonl")
    // mkdir's EEXIST comes first, as it did when a full disk was reported as "file exists".
    let file = DurableFile(
      path: scratch.path("history.jsonl"), calls: .failingWrite(after: allowed, code: ENOSPC))
    #expect(throws: FileFailure.system(ENOSPC)) { try file.appendLine(Array("{\"n\":2}".utf8)) }
    #expect(try scratch.text("history.jsonl") == "{\"n\":1}\n")
    #expect(FileFailure.system(ENOSPC).reason == "no space left on device")
  }

  @Test func aFailedFsyncIsTruncatedAwayToo() throws {
    let scratch = try ScratchFolder("durable")
    try scratch.write("one\n", to: "history")
    let file = DurableFile(path: scratch.path("history"), calls: .failingFsync(code: EIO))
    #expect(throws: FileFailure.system(EIO)) { try file.appendLine(Array("two".utf8)) }
    #expect(try scratch.text("history") == "one\n")
  }

  @Test func aFailedReplaceKeepsTheOldContentAndLeavesNoTemporaryFile() throws {
    let scratch = try ScratchFolder("durable")
    try scratch.write("{\"vos\":true}", to: "settings.json")
    let file = DurableFile(
      path: scratch.path("settings.json"), calls: .failingWrite(after: 3, code: ENOSPC))
    #expect(throws: FileFailure.system(ENOSPC)) {
      try file.withLock { () throws(FileFailure) in
        try file.replace(with: Array(String(repeating: "x", count: 100).utf8))
      }
    }
    #expect(try scratch.text("settings.json") == "{\"vos\":true}")
    #expect(scratch.contents() == ["settings.json", "settings.json.lock"])
  }

  @Test func anAppendAfterATornLineStartsOnAFreshLine() throws {
    let scratch = try ScratchFolder("durable")
    try scratch.write("{\"n\":1}\n{\"n\":", to: "history.jsonl")
    try DurableFile(path: scratch.path("history.jsonl")).appendLine(Array("{\"n\":2}".utf8))
    #expect(try scratch.text("history.jsonl") == "{\"n\":1}\n{\"n\":\n{\"n\":2}\n")
  }

  /// A real kernel short write: a file size limit (RLIMIT_FSIZE) lets part of the line through,
  /// then fails with EFBIG. Run in a child process so the limit stays there.
  @Test func aFileSizeLimitLeavesNoTornLine() async throws {
    let scratch = try ScratchFolder("durable")
    let path = scratch.path("history.jsonl")
    try String(repeating: "a", count: 99).appending("\n").write(
      toFile: path, atomically: false, encoding: .utf8)
    await #expect(processExitsWith: .success) { [path = path as String] in
      signal(SIGXFSZ, SIG_IGN)
      var limit = rlimit(rlim_cur: 150, rlim_max: 150)
      guard setrlimit(Int32(RLIMIT_FSIZE.rawValue), &limit) == 0 else { exit(2) }
      do throws(FileFailure) {
        try DurableFile(path: path).appendLine([UInt8](repeating: 98, count: 200))
        exit(3)
      } catch {
        guard error == .system(EFBIG) else { exit(4) }
      }
      var info = stat()
      guard stat(path, &info) == 0, info.st_size == 100 else { exit(5) }
      exit(0)
    }
  }
}
