import Foundation
import TestBasics
import Testing

@testable import DurableFiles

/// Only regular files are read, appended to, locked or replaced; anything else is an error that
/// names what it is, and is left exactly as it was.
@Suite struct SpecialFileTests {
  static let kinds: [FileKind] = [.fifo, .characterDevice, .directory]

  @Test(arguments: kinds)
  func readingRefusesWithoutOpening(_ kind: FileKind) throws {
    let scratch = try ScratchFolder("durable")
    try scratch.makeSpecial(kind, at: "settings.json")
    let file = DurableFile(path: scratch.path("settings.json"))
    #expect(throws: FileFailure.notRegularFile(kind, at: nil)) { try file.read(limit: 100) }
    #expect(throws: FileFailure.notRegularFile(kind, at: nil)) { try file.readTail(10) }
    #expect(throws: FileFailure.notRegularFile(kind, at: nil)) {
      try file.forEachLine(maxLength: 10) { _ in }
    }
    #expect(scratch.kind("settings.json") == kind)
  }

  @Test(arguments: kinds)
  func writingRefusesAndCreatesNothingBeside(_ kind: FileKind) throws {
    let scratch = try ScratchFolder("durable")
    try scratch.makeSpecial(kind, at: "history.jsonl")
    let file = DurableFile(path: scratch.path("history.jsonl"))
    #expect(throws: FileFailure.notRegularFile(kind, at: nil)) { try file.appendLine([65]) }
    #expect(throws: FileFailure.notRegularFile(kind, at: nil)) { try file.withLock {} }
    #expect(throws: FileFailure.notRegularFile(kind, at: nil)) { try file.replace(with: [65]) }
    #expect(scratch.contents() == ["history.jsonl"], "no lock, no temporary file, nothing renamed")
    #expect(scratch.kind("history.jsonl") == kind)
  }

  @Test func theMessageNamesTheKindAndTheLinkTarget() throws {
    let scratch = try ScratchFolder("durable")
    try scratch.makeSpecial(.fifo, at: "pipe")
    try FileManager.default.createSymbolicLink(
      atPath: scratch.path("link"), withDestinationPath: "pipe")
    let failure = FileFailure.notRegularFile(.fifo, at: scratch.path("pipe"))
    #expect(throws: failure) { try DurableFile(path: scratch.path("link")).read() }
    #expect(failure.reason == "\(scratch.path("pipe")) is a FIFO, not a regular file")
    #expect(
      FileFailure.notRegularFile(.characterDevice, at: nil).reason
        == "it is a character device, not a regular file")
  }

  /// `grade --output /dev/stdout` into a pipe: `/proc/self/fd/1` leads to `pipe:[1234]`, no
  /// path; it was "no such file or directory".
  @Test func aPipeReachedThroughProcSelfFDIsNamedAFIFO() throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    defer { for end in ends { close(end) } }
    let file = DurableFile(path: "/proc/self/fd/\(ends[1])")
    #expect(throws: FileFailure.notRegularFile(.fifo, at: nil)) { try file.replace(with: [65]) }
    #expect(throws: FileFailure.notRegularFile(.fifo, at: nil)) { try file.read() }
  }

  @Test func theRootFolderGetsNoLockFile() throws {
    #expect(throws: FileFailure.notRegularFile(.directory, at: nil)) {
      try DurableFile(path: "/").withLock {}
    }
    #expect(access("/.lock", F_OK) != 0)
  }

  @Test func aLockFileThatIsNotRegularIsRefused() throws {
    let scratch = try ScratchFolder("durable")
    try scratch.makeSpecial(.fifo, at: "settings.json.lock")
    let file = DurableFile(path: scratch.path("settings.json"))
    #expect(throws: FileFailure.notRegularFile(.fifo, at: scratch.path("settings.json.lock"))) {
      try file.withLock {}
    }
  }
}
