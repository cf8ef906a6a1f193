/// Where `conjugar serve` listens (`--listen`): an IPv4 address and a port, or a network
/// interface's IPv4 address (found when the server starts) and a port. Port 0 is any free port.
public enum ListenAddress: Equatable, Sendable, CustomStringConvertible {
  case address(host: String, port: Int)
  case interface(name: String, port: Int)

  /// 127.0.0.1:8080: only this computer, until the teacher asks for the room's network.
  public static let standard = ListenAddress.address(host: "127.0.0.1", port: defaultPort)
  public static let defaultPort = 8080

  /// Reads `HOST:PORT`, `:PORT` (127.0.0.1), `HOST` (port 8080), `IFACE` or `IFACE:PORT`. HOST
  /// is a dotted IPv4 address or `localhost`; an interface name is 1…15 letters, digits, `.`,
  /// `_` or `-` (Linux's limit). Nil for anything else, a port above 65535 included.
  public init?(_ text: String) {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count <= 2, let first = parts.first else { return nil }
    var port = Self.defaultPort
    if parts.count == 2 {
      guard let given = Self.port(parts[1]) else { return nil }
      port = given
    }
    let host = String(first)
    if host.isEmpty {
      guard parts.count == 2 else { return nil }
      self = .address(host: "127.0.0.1", port: port)
    } else if host == "localhost" {
      self = .address(host: "127.0.0.1", port: port)
    } else if Self.isIPv4(host) {
      self = .address(host: host, port: port)
    } else if Self.isInterfaceName(host) {
      self = .interface(name: host, port: port)
    } else {
      return nil
    }
  }

  public var port: Int {
    switch self {
    case .address(_, let port), .interface(_, let port): port
    }
  }

  /// As `--listen` takes it back.
  public var description: String {
    switch self {
    case .address(let host, let port): "\(host):\(port)"
    case .interface(let name, let port): "\(name):\(port)"
    }
  }

  private static func port(_ text: Substring) -> Int? {
    guard (1...5).contains(text.count), text.allSatisfy(\.isASCIIDigit), let port = Int(text),
      port <= 65535
    else { return nil }
    return port
  }

  /// Four decimal numbers 0…255, without leading zeros (010 would be octal to inet_aton).
  static func isIPv4(_ text: String) -> Bool {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    return parts.count == 4
      && parts.allSatisfy { part in
        (1...3).contains(part.count) && part.allSatisfy(\.isASCIIDigit)
          && (part == "0" || part.first != "0") && Int(part).map { $0 <= 255 } == true
      }
  }

  static func isInterfaceName(_ text: String) -> Bool {
    (1...15).contains(text.count)
      && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) }
      && !text.allSatisfy { $0.isNumber || $0 == "." }
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
