/// Any JSON value, so settings keys this version does not know survive a rewrite.
public enum JSONValue: Equatable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// Parses JSON text; nil when it is not valid JSON.
  public init?(parsing text: String) {
    guard let value = try? JSONParser.parse(Array(text.utf8)) else { return nil }
    self = value
  }
}

extension JSONValue {
  /// Pretty-printed JSON with sorted keys, two-space indents: stable and diff-friendly.
  public func prettyPrinted() -> String {
    var output = ""
    write(to: &output, indent: "", pretty: true)
    return output
  }

  /// One-line JSON with sorted keys.
  public func compact() -> String {
    var output = ""
    write(to: &output, indent: "", pretty: false)
    return output
  }

  private func write(to output: inout String, indent: String, pretty: Bool) {
    let newline = pretty ? "\n" : ""
    let inner = pretty ? indent + "  " : ""
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .number(let value):
      if value == value.rounded(), abs(value) < 1e15 { output += String(Int64(value)) } else { output += "\(value)" }
    case .string(let value): Self.writeString(value, to: &output)
    case .array(let items):
      guard !items.isEmpty else { output += "[]"; return }
      output += "[" + newline
      for (index, item) in items.enumerated() {
        output += inner
        item.write(to: &output, indent: inner, pretty: pretty)
        output += (index == items.count - 1 ? "" : ",") + newline
      }
      output += (pretty ? indent : "") + "]"
    case .object(let members):
      guard !members.isEmpty else { output += "{}"; return }
      output += "{" + newline
      let keys = members.keys.sorted()
      for (index, key) in keys.enumerated() {
        output += inner
        Self.writeString(key, to: &output)
        output += pretty ? ": " : ":"
        members[key]!.write(to: &output, indent: inner, pretty: pretty)
        output += (index == keys.count - 1 ? "" : ",") + newline
      }
      output += (pretty ? indent : "") + "}"
    }
  }

  /// A string as a JSON literal, quotes included.
  public static func quoted(_ text: String) -> String {
    var output = ""
    writeString(text, to: &output)
    return output
  }

  private static func writeString(_ text: String, to output: inout String) {
    if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
      output += "\"" + text + "\""
      return
    }
    output += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case let c where c.value < 0x20:
        let hex = String(c.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }
}
