import Foundation
import Synchronization
import TestBasics
import Testing

@testable import DurableFiles

/// The lock holds even when its file is deleted under it: every locked read-modify-write
/// counts, whoever removes `<file>.lock` meanwhile (a cleaner, a user, another program).
@Suite struct LockTests {
  /// Three writer threads each add 1 to a counter 150 times under the lock (flock locks open
  /// files, so threads contend like processes) while another thread deletes the lock file as
  /// fast as it can. Before the lock was checked against its path, a writer that locked the
  /// deleted file ran beside one that locked the new one, and their increments collided.
  @Test func aLockFileDeletedMeanwhileLosesNoUpdate() throws {
    let scratch = try ScratchFolder("durable")
    let path = scratch.path("counter")
    try scratch.write("0", to: "counter")
    let (writers, increments) = (3, 150)
    let progress = Progress()
    let finished = DispatchGroup()
    for _ in 0..<writers {
      finished.enter()
      Thread {
        defer { finished.leave() }
        let file = DurableFile(path: path)
        do throws(FileFailure) {
          for _ in 0..<increments {
            try file.withLock { () throws(FileFailure) in
              let count = Int(String(decoding: try file.read() ?? [], as: UTF8.self)) ?? -1_000
              try file.replace(with: Array(String(count + 1).utf8))
            }
          }
        } catch {
          progress.failures.withLock { $0.append(error) }
        }
        progress.writersDone.withLock { $0 += 1 }
      }.start()
    }
    finished.enter()
    Thread {
      defer { finished.leave() }
      var deletions = 0
      while progress.writersDone.withLock({ $0 }) < writers {
        if unlink(path + ".lock") == 0 { deletions += 1 }
      }
      progress.deletions.withLock { $0 = deletions }
    }.start()
    finished.wait()
    #expect(progress.failures.withLock { $0 } == [])
    #expect(progress.deletions.withLock { $0 } > 0, "the lock file was deleted meanwhile")
    #expect(try scratch.text("counter") == String(writers * increments))
  }

  /// A writer waiting on a lock file that is deleted before it gets the lock takes the lock
  /// again on the file now at the path, so a program that locks only `<file>.lock` (an older
  /// conjugar) is still kept out. The waiter is seen waiting in /proc/locks (Linux).
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/locks")))
  func aWriterWaitingOnADeletedLockFileLocksTheNewOne() throws {
    let scratch = try ScratchFolder("durable")
    let path = scratch.path("file")
    let lockPath = path + ".lock"
    let file = DurableFile(path: path)
    let (firstHolds, firstMayGo) = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
    let (secondHolds, secondMayGo) = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
    let finished = DispatchGroup()
    for (holds, mayGo) in [(firstHolds, firstMayGo), (secondHolds, secondMayGo)] {
      finished.enter()
      Thread {
        defer { finished.leave() }
        try? file.withLock {
          holds.signal()
          mayGo.wait()
        }
      }.start()
      if holds === firstHolds { firstHolds.wait() }
    }
    var info = stat()
    #expect(lstat(lockPath, &info) == 0)
    let waitedOn = ":\(info.st_ino) "
    while !Self.someoneWaits(onInodeEnding: waitedOn) { sched_yield() }
    #expect(unlink(lockPath) == 0)
    firstMayGo.signal()
    secondHolds.wait()
    let outsider = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    #expect(outsider >= 0)
    #expect(flock(outsider, LOCK_EX | LOCK_NB) != 0, "the lock file at the path is held")
    close(outsider)
    secondMayGo.signal()
    finished.wait()
  }

  /// Whether /proc/locks lists a blocked flock ("->") on the inode.
  private static func someoneWaits(onInodeEnding inode: String) -> Bool {
    let text = (try? String(contentsOfFile: "/proc/locks", encoding: .utf8)) ?? ""
    return text.split(separator: "\n").contains { $0.contains("-> FLOCK") && $0.contains(inode) }
  }
}

/// What the threads of a lock test report.
private final class Progress: Sendable {
  let writersDone = Mutex(0)
  let deletions = Mutex(0)
  let failures = Mutex<[FileFailure]>([])
}
