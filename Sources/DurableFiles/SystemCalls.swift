#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The calls whose failures user data must survive, as functions: tests replace them to make
/// a write stop part-way or a disk fill up. Like the system calls, they set errno on failure.
struct SystemCalls: Sendable {
  var write: @Sendable (_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int
  var fsync: @Sendable (_ descriptor: Int32) -> Int32
  /// Seconds since 1970, to tell how old a leftover temporary file is.
  var now: @Sendable () -> time_t

  static let live = SystemCalls(
    write: { descriptor, bytes in Glibc.write(descriptor, bytes.baseAddress, bytes.count) },
    fsync: { Glibc.fsync($0) },
    now: { time(nil) })

  /// Writes every byte or throws the errno of the write that failed (EIO when one wrote
  /// nothing without an error).
  func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) throws(FileFailure) {
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { write(descriptor, $0) }
      if count < 0 {
        let code = errno
        if code == EINTR { continue }
        throw .system(code)
      }
      if count == 0 { throw .system(EIO) }
      written += count
    }
  }
}
