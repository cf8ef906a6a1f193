#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension DurableFile {
  public func appendLine(_ line: [UInt8]) throws(FileFailure) {
    try DurableFiles.makeFolders(for: path)
    let target = try target()
    _ = try DurableFiles.checkRegular(target, named: path)
    let descriptor = open(
      target, O_RDWR | O_APPEND | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw .last }
    defer { close(descriptor) }
    _ = try DurableFiles.checkRegular(descriptor: descriptor, path: target, named: path)
    try Self.lock(descriptor)
    defer { flock(descriptor, LOCK_UN) }
    // The size once the lock is held: what the file goes back to if this append fails.
    let before = try DurableFiles.checkRegular(descriptor: descriptor, path: target, named: path)
      .st_size
    var bytes = line + [UInt8(ascii: "\n")]
    var last: UInt8 = 0
    if before > 0, pread(descriptor, &last, 1, before - 1) == 1, last != UInt8(ascii: "\n") {
      bytes.insert(UInt8(ascii: "\n"), at: 0)
    }
    do throws(FileFailure) {
      try calls.writeAll(descriptor, bytes)
      guard calls.fsync(descriptor) == 0 else { throw FileFailure.last }
    } catch {
      _ = ftruncate(descriptor, before)
      throw error
    }
  }

  /// Takes an exclusive flock, waiting for other processes, retrying after signals.
  static func lock(_ descriptor: Int32) throws(FileFailure) {
    while flock(descriptor, LOCK_EX) != 0 {
      let code = errno
      guard code == EINTR else { throw .system(code) }
    }
  }
}
