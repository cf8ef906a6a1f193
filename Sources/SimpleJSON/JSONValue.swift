/// Any JSON value: history records, settings keys this version does not know, output.
///
/// Numbers keep their literal (`JSONNumber`), so 64-bit integers and values no double can hold
/// survive a round trip. Objects are written with sorted keys.
public enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case number(JSONNumber)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// Parses JSON text; nil when it is not valid JSON.
  public init?(parsing text: String) {
    var text = text
    guard let value = text.withUTF8({ try? Self.parse($0) }) else { return nil }
    self = value
  }

  /// Parses UTF-8 JSON text; nil when it is not valid JSON (invalid UTF-8 included).
  public init?(parsing bytes: [UInt8]) {
    guard let value = bytes.withUnsafeBufferPointer({ try? Self.parse($0) }) else {
      return nil
    }
    self = value
  }

  /// Parses UTF-8 JSON text from a buffer, without copying it first.
  public init?(parsing bytes: UnsafeRawBufferPointer) {
    guard let value = try? Self.parse(bytes.assumingMemoryBound(to: UInt8.self)) else {
      return nil
    }
    self = value
  }

  private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONParseError)
    -> JSONValue
  {
    var reader = JSONReader(bytes: bytes)
    let value = try reader.value()
    try reader.end()
    return value
  }

  /// An integer, exactly (any width up to 64 bits, signed or unsigned).
  public static func integer<Integer: BinaryInteger>(_ value: Integer) -> JSONValue {
    .number(JSONNumber(value))
  }

  /// A double; `null` when it is infinite or NaN, which JSON cannot express.
  public static func double(_ value: Double) -> JSONValue {
    JSONNumber(value).map(JSONValue.number) ?? .null
  }

  /// The strings of an array of strings; nil for any other value, or an array holding
  /// anything but strings.
  public var strings: [String]? {
    guard case .array(let list) = self else { return nil }
    var strings: [String] = []
    for entry in list {
      guard case .string(let text) = entry else { return nil }
      strings.append(text)
    }
    return strings
  }
}

extension JSONValue {
  /// Pretty-printed JSON with sorted keys, two-space indents: stable and diff-friendly.
  public func prettyPrinted() -> String { written(.pretty) }

  /// One-line JSON with sorted keys.
  public func compact() -> String { written(.compact) }

  /// A string as a JSON literal, quotes included.
  public static func quoted(_ text: String) -> String { JSONValue.string(text).compact() }

  private func written(_ style: JSONWriter.Style) -> String {
    var writer = JSONWriter(style: style)
    writer.value(self)
    return writer.text
  }
}
