/// A JSON value kept as the bytes it was read from, so it can be written back unchanged.
///
/// The bytes follow the JSON grammar, but strings inside may hold bytes that are not UTF-8 (a
/// file edited in Latin-1): such a value has no `JSONValue`, yet it survives a rewrite.
public struct RawJSON: Hashable, Sendable {
  /// The value's source text.
  public let bytes: [UInt8]

  init(verified bytes: [UInt8]) { self.bytes = bytes }

  /// A value written compactly.
  public init(_ value: JSONValue) {
    var writer = JSONWriter()
    writer.value(value)
    bytes = writer.bytes
  }

  /// The value; nil when a string in it is not valid UTF-8.
  public var value: JSONValue? { JSONValue(parsing: bytes) }

  /// One member of an object as read: its name and its value, both as source text.
  public struct Member: Hashable, Sendable {
    /// The name as a JSON string literal, quotes and escapes as written.
    public let key: RawJSON
    public let value: RawJSON

    /// The decoded name; nil when it is not valid UTF-8.
    public var name: String? {
      guard case .string(let name)? = key.value else { return nil }
      return name
    }

    public init(key: RawJSON, value: RawJSON) {
      self.key = key
      self.value = value
    }

    /// A member made from a name and a value.
    public init(name: String, value: JSONValue) {
      self.init(key: RawJSON(.string(name)), value: RawJSON(value))
    }
  }

  /// The members of a JSON object, in file order, each kept as source text. Throws when the
  /// bytes are not one JSON object, or nest deeper than `JSONParseError.maximumDepth`. Invalid
  /// UTF-8 inside strings is accepted here (and only here).
  public static func members(ofObject bytes: [UInt8]) throws(JSONParseError) -> [Member] {
    try bytes.withUnsafeBufferPointer { (buffer) throws(JSONParseError) in
      try JSONReader.rawMembers(ofObject: buffer)
    }
  }
}
