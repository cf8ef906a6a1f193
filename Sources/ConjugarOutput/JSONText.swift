import SimpleJSON

/// Minimal JSON writing with a fixed key order, so output is stable and diffable.
enum JSONText {
  static func string(_ text: String) -> String { JSONValue.quoted(text) }

  static func optional(_ text: String?) -> String { text.map(string) ?? "null" }

  static func array(_ items: [String]) -> String { "[" + items.map(string).joined(separator: ",") + "]" }

  /// An object from already-encoded values, keys in the given order.
  static func object(_ pairs: [(String, String)]) -> String {
    "{" + pairs.map { string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
  }
}
