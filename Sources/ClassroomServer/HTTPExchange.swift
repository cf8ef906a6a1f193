/// A request as the classroom's routes see it, whatever read it from the socket: the method, the
/// path and query, the headers (names in lower case, repeated ones joined), the body (at most
/// `ServerLimits.bodyBytes`, else the socket layer answered 413) and the client's address.
public struct ClassroomRequest: Sendable {
  public var method: String
  public var path: String
  /// The query's parameters, percent-decoded; the first of a repeated name.
  public var query: [String: String]
  public var headers: [String: String]
  public var body: [UInt8]
  /// The client's IP address (what joins are counted by).
  public var client: String

  public init(
    method: String, target: String, headers: [String: String] = [:], body: [UInt8] = [],
    client: String = ""
  ) {
    self.method = method
    let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    path = String(parts.first ?? "/")
    query = parts.count > 1 ? Self.parameters(String(parts[1])) : [:]
    self.headers = Dictionary(
      headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { $1 })
    self.body = body
    self.client = client
  }

  public func header(_ name: String) -> String? { headers[name.lowercased()] }

  static func parameters(_ query: String) -> [String: String] {
    var found: [String: String] = [:]
    for pair in query.split(separator: "&") {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = PercentDecoding.decode(String(parts[0]))
      let value = parts.count > 1 ? PercentDecoding.decode(String(parts[1])) : ""
      if found[name] == nil { found[name] = value }
    }
    return found
  }
}

/// What the routes answer: a status, headers (the security headers are added to every one) and
/// a body.
public struct ClassroomResponse: Sendable {
  public var status: Int
  public var headers: [(name: String, value: String)]
  public var body: [UInt8]

  public init(status: Int, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// The first value of the header `name` (any case).
  public func header(_ name: String) -> String? {
    headers.first { $0.name.lowercased() == name.lowercased() }?.value
  }

  public var text: String { String(decoding: body, as: UTF8.self) }
}

/// `%41` and `+` in a query, decoded; a malformed escape or invalid UTF-8 is kept as written.
enum PercentDecoding {
  static func decode(_ text: String) -> String {
    var bytes: [UInt8] = []
    var utf8 = Array(text.utf8)[...]
    while let byte = utf8.popFirst() {
      if byte == UInt8(ascii: "+") {
        bytes.append(UInt8(ascii: " "))
      } else if byte == UInt8(ascii: "%"), utf8.count >= 2,
        let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16)
      {
        bytes.append(value)
        utf8 = utf8.dropFirst(2)
      } else {
        bytes.append(byte)
      }
    }
    return String(validating: bytes, as: UTF8.self) ?? text
  }
}
