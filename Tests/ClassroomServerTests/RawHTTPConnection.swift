import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// An HTTP/1.1 client over a plain POSIX socket to 127.0.0.1, for what a polite client never
/// sends: exact bytes, a byte at a time, invalid UTF-8, bodies of megabytes. Every wait has a
/// deadline, so a server that hangs fails the test instead of hanging it.
final class RawHTTPConnection {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  private let socket: Int32
  private var buffered: [UInt8] = []

  init(port: Int) throws {
    socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { throw Failure(description: "socket: errno \(errno)") }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      Glibc.close(socket)
      throw Failure(description: "connect: errno \(errno)")
    }
  }

  deinit { Glibc.close(socket) }

  /// Sends all of `bytes`; false when the server closed the connection (or reset it) first.
  @discardableResult
  func send(_ bytes: [UInt8]) -> Bool {
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes {
        Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return false }
      sent += count
    }
    return true
  }

  @discardableResult
  func send(_ text: String) -> Bool { send(Array(text.utf8)) }

  /// Reads one response (its head, then a body of `Content-Length` bytes).
  func response(within seconds: Double = 10) throws -> RawHTTPResponse {
    let deadline = Date().addingTimeInterval(seconds)
    var headEnd: Int?
    while headEnd == nil {
      headEnd = Self.find([13, 10, 13, 10], in: buffered).map { $0 + 4 }
      if headEnd == nil { try fill(until: deadline) }
    }
    let head = String(decoding: buffered[..<headEnd!], as: UTF8.self)
    var lines = head.components(separatedBy: "\r\n").filter { !$0.isEmpty }
    let statusLine = lines.removeFirst().split(separator: " ")
    guard statusLine.count >= 2, let status = Int(statusLine[1]) else {
      throw Failure(description: "not an HTTP status line: \(head.prefix(80))")
    }
    let headers = lines.map { line -> (String, String) in
      let parts = line.split(separator: ":", maxSplits: 1)
      return (
        String(parts[0]),
        parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
      )
    }
    let length =
      headers.first { $0.0.lowercased() == "content-length" }.flatMap { Int($0.1) } ?? 0
    while buffered.count < headEnd! + length { try fill(until: deadline) }
    let body = Array(buffered[headEnd!..<(headEnd! + length)])
    buffered.removeFirst(headEnd! + length)
    return RawHTTPResponse(status: status, headers: headers, body: body)
  }

  /// Whether the server closes the connection (end of file or reset) within `seconds`; what
  /// it still sends before is read and dropped.
  func isClosed(within seconds: Double) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while true {
      do {
        try fill(until: deadline)
      } catch let failure as Failure {
        return failure.description != "timed out"
      } catch {
        return true
      }
    }
  }

  private func fill(until deadline: Date) throws {
    let remaining = deadline.timeIntervalSinceNow
    guard remaining > 0 else { throw Failure(description: "timed out") }
    var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
    let ready = poll(&descriptor, 1, Int32(remaining * 1000) + 1)
    guard ready > 0 else { throw Failure(description: "timed out") }
    var chunk = [UInt8](repeating: 0, count: 65536)
    let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
    guard count > 0 else { throw Failure(description: "closed") }
    buffered += chunk[..<count]
  }

  private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
    guard haystack.count >= needle.count else { return nil }
    for start in 0...(haystack.count - needle.count)
    where haystack[start..<(start + needle.count)].elementsEqual(needle) {
      return start
    }
    return nil
  }
}

struct RawHTTPResponse {
  let status: Int
  let headers: [(String, String)]
  let body: [UInt8]

  func header(_ name: String) -> String? {
    headers.first { $0.0.lowercased() == name.lowercased() }?.1
  }

  var text: String { String(decoding: body, as: UTF8.self) }
}
