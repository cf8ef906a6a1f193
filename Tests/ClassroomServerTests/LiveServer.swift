import Classroom
import Foundation

@testable import ClassroomServer

/// A `ClassroomServer` on 127.0.0.1 at a free port, in this process, for the length of `body`;
/// stopped (its task cancelled) afterwards, whatever happens.
func withLiveServer(
  _ classroom: Classroom, limits: ServerLimits = ServerFixture.quickLimits,
  _ body: (Int) async throws -> Void
) async throws {
  let server = ClassroomServer(classroom: classroom, host: "127.0.0.1", port: 0, limits: limits)
  let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
  let task = Task {
    defer { continuation.finish() }
    try await server.serve { port in continuation.yield(port) }
  }
  var iterator = ports.makeAsyncIterator()
  guard let port = await iterator.next() else {
    try await task.value
    throw RawHTTPConnection.Failure(description: "the server stopped before listening")
  }
  do {
    try await body(port)
  } catch {
    task.cancel()
    _ = try? await task.value
    throw error
  }
  task.cancel()
  _ = try? await task.value
}

/// Runs blocking socket work on a thread of its own, off Swift's cooperative pool (which the
/// server's own tasks need on a 2-core machine).
func onThread<Result: Sendable>(_ work: @escaping @Sendable () throws -> Result) async throws
  -> Result
{
  try await withCheckedThrowingContinuation { continuation in
    Thread { continuation.resume(with: Swift.Result { try work() }) }.start()
  }
}

extension RawHTTPConnection {
  /// Sends one request (Host and Content-Length added) and reads its answer.
  func request(
    _ method: String, _ target: String, headers: [String: String] = [:], body: [UInt8] = [],
    port: Int
  ) throws -> RawHTTPResponse {
    send(Self.head(method, target, headers: headers, length: body.count, port: port) + body)
    return try response()
  }

  static func head(
    _ method: String, _ target: String, headers: [String: String] = [:], length: Int?, port: Int
  ) -> [UInt8] {
    var head = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
    for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
    if let length { head += "Content-Length: \(length)\r\n" }
    return Array((head + "\r\n").utf8)
  }
}
