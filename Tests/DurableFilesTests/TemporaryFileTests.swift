import Foundation
import TestBasics
import Testing

@testable import DurableFiles

/// Temporary files of writers killed before their rename are removed by the next replacement;
/// those of a live writer, and other files, are kept.
@Suite struct TemporaryFileTests {
  /// No process has this id (pid_max is at most 2^22).
  static let deadProcess = 99_999_999

  @Test func staleTemporaryFilesAreRemovedOnTheNextWrite() throws {
    let scratch = try ScratchFolder("durable")
    try scratch.write("{}", to: "settings.json")
    let now: time_t = 1_800_000_000
    let files: [(name: String, age: time_t)] = [
      ("settings.json.tmp-\(Self.deadProcess)-1", 5),  // killed writer: removed
      ("settings.json.tmp-\(getpid())-2", 5),  // live writer, fresh: kept
      ("settings.json.tmp-\(getpid())-3", 3_600),  // an hour old (pid reused): removed
      ("other.json.tmp-\(Self.deadProcess)-4", 5),  // another file's: kept
      ("settings.json.tmp-notes", 3_600),  // not a temporary file's name: kept
    ]
    for file in files {
      try scratch.write("partial", to: file.name)
      var times = [
        timespec(tv_sec: now - file.age, tv_nsec: 0), timespec(tv_sec: now - file.age, tv_nsec: 0),
      ]
      #expect(utimensat(AT_FDCWD, scratch.path(file.name), &times, 0) == 0)
    }
    let file = DurableFile(path: scratch.path("settings.json"), calls: .fixedClock)
    try file.withLock { () throws(FileFailure) in
      try file.replace(with: Array("{\"vos\":true}".utf8))
    }
    #expect(
      scratch.contents()
        == [
          "other.json.tmp-\(Self.deadProcess)-4", "settings.json", "settings.json.lock",
          "settings.json.tmp-\(getpid())-2", "settings.json.tmp-notes",
        ].sorted())
  }

  @Test(
    arguments: [
      ("settings.json.tmp-123-456", 123), ("settings.json.tmp-0-1", nil),
      ("settings.json.tmp-12", nil),
      ("settings.json.tmp--1-2", nil), ("settings.json.tmp-1-2-3", nil), ("history.tmp-1-2", nil),
    ] as [(String, Int?)])
  func onlyTemporaryFileNamesAreRecognised(_ name: String, _ pid: Int?) {
    let files = TemporaryFiles(target: "/x/settings.json", calls: .live)
    #expect(files.processID(in: name).map(Int.init) == pid)
  }
}
