import InterfaceLanguage
import Messages
import NIOCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why the server could not start listening: said in one line (`conjugar serve` exits 69).
public enum ListenError: Error, Equatable, Sendable {
  /// Another program has the port.
  case addressInUse(String)
  /// Anything else (no such address on this machine, no permission for a low port…).
  case cannotListen(String, reason: String)

  /// The error the server's start threw, for `host:port`.
  init(_ error: any Error, host: String, port: Int) {
    let address = host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
    if let failure = error as? IOError, failure.errnoCode == EADDRINUSE {
      self = .addressInUse(address)
    } else {
      self = .cannotListen(address, reason: String(describing: error))
    }
  }

  public var message: Message {
    switch self {
    case .addressInUse(let address): .classroomServerAddressInUse(address: address)
    case .cannotListen(let address, let reason):
      .classroomServerCannotListen(address: address, reason: reason)
    }
  }

  public func message(in language: Language) -> String { message.text(in: language) }
}
