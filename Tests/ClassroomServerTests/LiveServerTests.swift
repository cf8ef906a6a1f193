import Classroom
import Foundation
import SimpleJSON
import Testing

@testable import ClassroomServer

/// The server over real sockets: what only the wire shows (bodies too large, bytes that are not
/// UTF-8, slow clients, requests it cannot parse). Times are the quick test limits (a second for
/// a head or a body, two seconds idle); each wait has its own deadline, none is asserted as speed.
@Suite(.serialized) struct LiveServerTests {
  let classroom: Classroom

  init() throws { classroom = try ServerFixture.classroom() }

  static let headers = [
    "content-security-policy", "x-content-type-options", "referrer-policy", "x-frame-options",
    "cache-control",
  ]

  @Test func pagesAndErrorsOverAKeptAliveConnection() async throws {
    try await withLiveServer(classroom) { port in
      try await onThread {
        let connection = try RawHTTPConnection(port: port)
        let page = try connection.request("GET", "/", port: port)
        #expect(page.status == 200)
        #expect(page.header("content-type") == "text/html; charset=utf-8")
        let missing = try connection.request("GET", "/../../etc/passwd", port: port)
        #expect(missing.status == 404)
        for response in [page, missing] {
          for name in Self.headers { #expect(response.header(name) != nil, "\(name)") }
        }
      }
    }
  }

  @Test func aTenMegabyteBodyIs413WithoutBeingRead() async throws {
    let code = classroom.joinCode
    try await withLiveServer(classroom) { port in
      try await onThread {
        let connection = try RawHTTPConnection(port: port)
        let head = RawHTTPConnection.head(
          "POST", "/api/join", headers: ["Content-Type": "application/json"],
          length: 10_000_000, port: port)
        connection.send(head + Array(#"{"name":"Ana","code":""#.utf8))
        let refused = try connection.response()
        #expect(refused.status == 413)
        #expect(refused.header("connection") == "close")
        #expect(JSONValue(parsing: refused.body) != nil)
        for name in Self.headers { #expect(refused.header(name) != nil, "\(name)") }
        let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 1 << 20)
        var sent = 0
        while sent < 10, connection.send(chunk) { sent += 1 }
        #expect(connection.isClosed(within: 5))

        let chunked = try RawHTTPConnection(port: port)
        var request = Array(
          ("POST /api/join HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
            + "Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n").utf8)
        request += Array("4000\r\n".utf8) + [UInt8](repeating: 32, count: 0x4000) + [13, 10]
        request += Array("4000\r\n".utf8) + [UInt8](repeating: 32, count: 0x4000) + [13, 10]
        chunked.send(request)
        #expect(try chunked.response().status == 413)
        #expect(chunked.isClosed(within: 5))

        let after = try RawHTTPConnection(port: port)
        let joined = try after.request(
          "POST", "/api/join", headers: ["Content-Type": "application/json"],
          body: Array(#"{"name":"Ana","code":"\#(code)"}"#.utf8), port: port)
        #expect(joined.status == 200)
      }
    }
  }

  @Test func invalidUTF8AndUnparsableRequestsAreOneLineRefusals() async throws {
    let classroom = self.classroom
    let service = ClassroomService(classroom: classroom)
    let session = try service.join("Ana", code: classroom.joinCode)
    try await withLiveServer(classroom) { port in
      try await onThread {
        let connection = try RawHTTPConnection(port: port)
        let response = try connection.request(
          "PUT", "/api/answers/1",
          headers: ["Content-Type": "application/json", "Cookie": "conjugar_session=" + session],
          body: Array(#"{"answer":""#.utf8) + [0xFF, 0xFE, 0xC3] + Array(#""}"#.utf8), port: port)
        #expect(response.status == 400)
        #expect(response.text.contains(#""error":"invalidUTF8""#))
        #expect(!response.text.dropLast().contains("\n"))

        let garbage = try RawHTTPConnection(port: port)
        garbage.send([0x00, 0xFF] + Array("HELLO\r\n\r\n".utf8))
        let refused = try garbage.response()
        #expect(refused.status == 400)
        for name in Self.headers { #expect(refused.header(name) != nil, "\(name)") }
        #expect(garbage.isClosed(within: 5))

        let huge = try RawHTTPConnection(port: port)
        huge.send(
          RawHTTPConnection.head(
            "GET", "/", headers: ["X-Padding": String(repeating: "a", count: 20_000)], length: nil,
            port: port))
        #expect((try? huge.response().status) ?? 400 >= 400)
        #expect(huge.isClosed(within: 5))
      }
    }
  }

  @Test func slowClientsAreClosedAndOthersAnsweredMeanwhile() async throws {
    try await withLiveServer(classroom) { port in
      try await onThread {
        let slow = try (0..<40).map { _ in try RawHTTPConnection(port: port) }
        let request = Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-A: b\r\n".utf8)
        var answeredMeanwhile = false
        for index in 0..<12 {
          for connection in slow { connection.send([request[index % request.count]]) }
          if index == 3 {
            let other = try RawHTTPConnection(port: port)
            answeredMeanwhile =
              try other.request("GET", "/static/classroom.css", port: port).status == 200
          }
          Thread.sleep(forTimeInterval: 0.2)
        }
        #expect(answeredMeanwhile)
        for connection in slow { #expect(connection.isClosed(within: 2)) }

        let slowBody = try RawHTTPConnection(port: port)
        slowBody.send(
          RawHTTPConnection.head(
            "POST", "/api/join", headers: ["Content-Type": "application/json"], length: 100,
            port: port) + Array("{".utf8))
        #expect(slowBody.isClosed(within: 4))

        let silent = try RawHTTPConnection(port: port)
        #expect(silent.isClosed(within: 4))

        let kept = try RawHTTPConnection(port: port)
        #expect(try kept.request("GET", "/", port: port).status == 200)
        #expect(kept.isClosed(within: 5))
      }
    }
  }

  @Test func joinsFloodingFromOneAddressGet429AndTheServerKeepsAnswering() async throws {
    let code = classroom.joinCode
    let token = classroom.teacherToken
    try await withLiveServer(classroom) { port in
      let statuses = try await onThread {
        let connection = try RawHTTPConnection(port: port)
        var statuses: [Int: Int] = [:]
        for index in 0..<1000 {
          let response = try connection.request(
            "POST", "/api/join", headers: ["Content-Type": "application/json"],
            body: Array(#"{"name":"Flood \#(index)","code":"\#(code)"}"#.utf8), port: port)
          statuses[response.status, default: 0] += 1
          if response.status == 429 { #expect(response.header("retry-after") != nil) }
        }
        let teacher = try RawHTTPConnection(port: port)
        let summary = try teacher.request(
          "GET", "/api/teacher/summary", headers: ["Authorization": "Bearer " + token], port: port)
        #expect(summary.status == 200)
        return statuses
      }
      #expect(statuses[200, default: 0] >= 60)
      #expect(statuses[429, default: 0] > 0)
      #expect(statuses[200, default: 0] + statuses[429, default: 0] == 1000)
    }
  }
}
