#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file descriptor written whole: partial writes are continued, EINTR retried, a
/// non-blocking descriptor waited on; anything else is reported, never ignored.
public struct CheckedStream: Sendable {
  /// What writing a buffer gave.
  public enum Outcome: Equatable, Sendable {
    case written
    /// The reader has gone (EPIPE).
    case brokenPipe
    /// Any other failure, with its errno.
    case failed(Int32)
  }

  /// One write(2): the count written, or -1 and the errno.
  public typealias SystemWrite =
    @Sendable (_ descriptor: Int32, UnsafeRawBufferPointer) -> (count: Int, code: Int32)

  public let descriptor: Int32
  public var system: SystemWrite = systemWrite
  /// Blocks until a non-blocking descriptor that said EAGAIN can take more.
  public var waitUntilWritable: @Sendable (_ descriptor: Int32) -> Void = { descriptor in
    var request = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
    _ = poll(&request, 1, -1)
  }

  public init(descriptor: Int32) { self.descriptor = descriptor }

  public func write(_ text: String) -> Outcome {
    var text = text
    return text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
  }

  public func write(_ bytes: UnsafeRawBufferPointer) -> Outcome {
    var offset = 0
    while offset < bytes.count {
      let (count, code) = system(descriptor, UnsafeRawBufferPointer(rebasing: bytes[offset...]))
      if count > 0 {
        offset += count
        continue
      }
      switch count == 0 ? EIO : code {
      case EINTR: continue
      case EAGAIN, EWOULDBLOCK: waitUntilWritable(descriptor)
      case EPIPE: return .brokenPipe
      case let other: return .failed(other)
      }
    }
    return .written
  }
}

/// write(2), outside the type whose own `write` methods would hide it.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> (
  count: Int, code: Int32
) {
  let count = write(descriptor, bytes.baseAddress, bytes.count)
  return (count, count < 0 ? errno : 0)
}
