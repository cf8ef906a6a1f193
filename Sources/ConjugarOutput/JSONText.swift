/// Minimal JSON writing with a fixed key order, so output is stable and diffable.
enum JSONText {
  static func string(_ text: String) -> String {
    if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
      return "\"" + text + "\""
    }
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case let c where c.value < 0x20:
        let hex = String(c.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  static func optional(_ text: String?) -> String { text.map(string) ?? "null" }

  static func array(_ items: [String]) -> String { "[" + items.map(string).joined(separator: ",") + "]" }

  /// An object from already-encoded values, keys in the given order.
  static func object(_ pairs: [(String, String)]) -> String {
    "{" + pairs.map { string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
  }
}
