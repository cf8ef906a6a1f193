import DurableFiles

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A stream read whole as bytes (`read -`), not line by line: a text's lines may be of any
/// length and its bytes are checked all together (`ReadableText`).
public enum StandardInputBytes {
  /// The bytes of `descriptor` up to its end, at most `limit` + 1 (one more tells that the
  /// stream is longer than `limit`); interrupted reads are retried, a non-blocking descriptor
  /// waited on.
  public static func read(descriptor: Int32, limit: Int) throws(FileFailure) -> [UInt8] {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while bytes.count <= limit {
      let wanted = min(buffer.count, limit + 1 - bytes.count)
      let count = buffer.withUnsafeMutableBytes { readBytes(descriptor, $0.baseAddress, wanted) }
      if count < 0 {
        let code = errno
        if code == EINTR { continue }
        if code == EAGAIN || code == EWOULDBLOCK {
          var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
          _ = poll(&ready, 1, -1)
          continue
        }
        throw .system(code)
      }
      if count == 0 { break }
      bytes.append(contentsOf: buffer[..<count])
    }
    return bytes
  }
}

/// The C library's `read`, which `StandardInputBytes.read` hides.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
  -> Int
{
  read(descriptor, buffer, count)
}
