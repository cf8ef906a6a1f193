#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The computer's IPv4 addresses by interface (getifaddrs): `--listen wlan0`, and the address
/// printed for 0.0.0.0.
enum NetworkInterfaces {
  /// Every interface that is up with an IPv4 address, in the system's order.
  static func ipv4Addresses() -> [(name: String, address: String)] {
    var first: UnsafeMutablePointer<ifaddrs>?
    guard getifaddrs(&first) == 0 else { return [] }
    defer { freeifaddrs(first) }
    var found: [(String, String)] = []
    var next = first
    while let entry = next {
      defer { next = entry.pointee.ifa_next }
      guard let socket = entry.pointee.ifa_addr, socket.pointee.sa_family == sa_family_t(AF_INET),
        entry.pointee.ifa_flags & UInt32(IFF_UP) != 0
      else { continue }
      var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
      let address = socket.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
        $0.pointee.sin_addr
      }
      var copy = address
      guard inet_ntop(AF_INET, &copy, &text, socklen_t(text.count)) != nil else { continue }
      found.append((String(cString: entry.pointee.ifa_name), String(cString: text)))
    }
    return found
  }

  static func ipv4(named name: String) -> String? {
    ipv4Addresses().first { $0.name == name }?.address
  }

  /// The first address that is not the loopback's.
  static func firstNetworkIPv4() -> String? {
    ipv4Addresses().first { !$0.address.hasPrefix("127.") }?.address
  }
}
