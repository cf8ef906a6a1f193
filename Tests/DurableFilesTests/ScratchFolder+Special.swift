import Foundation
import TestBasics

@testable import DurableFiles

/// What the DurableFiles tests add to the shared scratch folder: special files.
extension ScratchFolder {
  /// The kind of what is at `name`, without following a link.
  func kind(_ name: String) -> FileKind? {
    var info = stat()
    guard lstat(path(name), &info) == 0 else { return nil }
    return FileKind(mode: info.st_mode)
  }

  /// A special file at `name`: a FIFO, a copy of /dev/null (tests run as root), or a folder.
  func makeSpecial(_ kind: FileKind, at name: String) throws {
    let result: Int32
    switch kind {
    case .fifo: result = mkfifo(path(name), 0o600)
    case .characterDevice:  // 1,3: a copy of /dev/null
      result = mknod(path(name), S_IFCHR | 0o600, dev_t((1 << 8) | 3))
    case .directory: result = mkdir(path(name), 0o700)
    default: result = -1
    }
    guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EINVAL) }
  }
}

/// Calls that fail the way a full disk does, after letting some bytes through.
extension SystemCalls {
  static func failingWrite(after allowed: Int, code: Int32) -> SystemCalls {
    let budget = Budget(allowed)
    return SystemCalls(
      write: { descriptor, bytes in
        let granted = budget.take(bytes.count)
        guard granted > 0 else {
          errno = code
          return -1
        }
        return SystemCalls.live.write(
          descriptor, UnsafeRawBufferPointer(rebasing: bytes[..<granted]))
      },
      fsync: SystemCalls.live.fsync, now: { 1_800_000_000 })
  }

  static func failingFsync(code: Int32) -> SystemCalls {
    SystemCalls(
      write: SystemCalls.live.write,
      fsync: { _ in
        errno = code
        return -1
      }, now: { 1_800_000_000 })
  }

  static let fixedClock = SystemCalls(
    write: SystemCalls.live.write, fsync: SystemCalls.live.fsync, now: { 1_800_000_000 })
}

/// A count of bytes a fake disk still accepts.
final class Budget: Sendable {
  private let left: Locked<Int>
  init(_ left: Int) { self.left = Locked(left) }
  func take(_ wanted: Int) -> Int {
    left.update { left in
      let granted = min(wanted, left)
      left -= granted
      return granted
    }
  }
}
