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
    write: { descriptor, bytes in systemWrite(descriptor, bytes) },
    fsync: { systemFsync($0) },
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

// The C library's read, write and fsync under names that members called `read`, `write` and
// `fsync` (SystemCalls', DurableFile's) do not hide, without naming Glibc or Darwin.

/// `read(2)` into `buffer`: the count read, 0 at the end, -1 with errno set.
func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
  read(descriptor, buffer.baseAddress, buffer.count)
}

/// `write(2)` of `bytes`: the count written, or -1 with errno set.
func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
  write(descriptor, bytes.baseAddress, bytes.count)
}

/// `fsync(2)`: 0, or -1 with errno set. On Darwin, where `fsync` leaves the data in the
/// drive's cache, `F_FULLFSYNC` first (as Go's os.File.Sync does), `fsync` when the file
/// system does not support it.
func systemFsync(_ descriptor: Int32) -> Int32 {
  #if canImport(Darwin)
    if fcntl(descriptor, F_FULLFSYNC) == 0 { return 0 }
  #endif
  return fsync(descriptor)
}

extension stat {
  /// The last modification, in whole seconds since 1970 (`st_mtim` on Linux, `st_mtimespec`
  /// on Darwin).
  var modificationSeconds: time_t {
    #if canImport(Darwin)
      st_mtimespec.tv_sec
    #else
      st_mtim.tv_sec
    #endif
  }

  /// The last modification in nanoseconds since 1970.
  var modificationNanoseconds: Int64 {
    #if canImport(Darwin)
      let time = st_mtimespec
    #else
      let time = st_mtim
    #endif
    return Int64(time.tv_sec) &* 1_000_000_000 &+ Int64(time.tv_nsec)
  }
}
