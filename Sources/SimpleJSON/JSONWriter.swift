/// The one place JSON is written: a streaming writer that appends to a byte buffer, with keys in
/// the order the caller gives them. Commas, colons and (pretty style) line breaks and two-space
/// indents are placed by the writer; strings are escaped and numbers formatted here only.
///
/// ```swift
/// var json = JSONWriter()
/// json.beginObject()
/// json.member("verb", "hablar")
/// json.member("forms", ["hablo", "hablas"])
/// json.endObject()
/// json.text  // {"verb":"hablar","forms":["hablo","hablas"]}
/// ```
public struct JSONWriter {
  public enum Style: Sendable { case compact, pretty }

  /// The JSON written so far, as UTF-8 bytes (verbatim fragments may hold invalid UTF-8).
  public private(set) var bytes: [UInt8] = []
  private let pretty: Bool
  private var depth = 0
  private var state = State.containerStart

  private enum State { case containerStart, afterValue, afterKey }

  public init(style: Style = .compact, capacity: Int = 0) {
    pretty = style == .pretty
    bytes.reserveCapacity(capacity)
  }

  /// The JSON written so far as a string.
  public var text: String { String(decoding: bytes, as: UTF8.self) }

  public mutating func beginObject() { open(UInt8(ascii: "{")) }
  public mutating func endObject() { close(UInt8(ascii: "}")) }
  public mutating func beginArray() { open(UInt8(ascii: "[")) }
  public mutating func endArray() { close(UInt8(ascii: "]")) }

  /// An object member's name; the member's value comes next.
  public mutating func key(_ name: String) {
    separate()
    appendQuoted(name)
    appendASCII(pretty ? ": " : ":")
    state = .afterKey
  }

  public mutating func string(_ text: String) {
    separate()
    appendQuoted(text)
    state = .afterValue
  }

  /// One string written from two pieces, as `first + second` would be, without joining them
  /// first (a compound verb form kept as "habré " and "hablado").
  public mutating func string(joining first: String, _ second: String) {
    separate()
    bytes.append(UInt8(ascii: "\""))
    appendEscaped(first)
    appendEscaped(second)
    bytes.append(UInt8(ascii: "\""))
    state = .afterValue
  }

  /// A string, or `null` for nil.
  public mutating func string(_ text: String?) {
    guard let text else { return null() }
    string(text)
  }

  /// An array of strings.
  public mutating func strings(_ items: [String]) {
    beginArray()
    for item in items { string(item) }
    endArray()
  }

  public mutating func bool(_ flag: Bool) { scalar(flag ? "true" : "false") }

  public mutating func null() { scalar("null") }

  public mutating func number(_ number: JSONNumber) { scalar(number.literal) }

  public mutating func integer<Integer: BinaryInteger>(_ value: Integer) { scalar(String(value)) }

  /// A double, or `null` when it is infinite or NaN (JSON has no such numbers).
  public mutating func double(_ value: Double) {
    guard let number = JSONNumber(value) else { return null() }
    self.number(number)
  }

  /// A member whose value is a string, or `null` for nil.
  public mutating func member(_ name: String, _ text: String?) {
    key(name)
    string(text)
  }

  public mutating func member(_ name: String, _ flag: Bool) {
    key(name)
    bool(flag)
  }

  public mutating func member<Integer: BinaryInteger>(_ name: String, _ value: Integer) {
    key(name)
    integer(value)
  }

  /// A member whose value is an integer, or `null` for nil.
  public mutating func member<Integer: BinaryInteger>(_ name: String, _ value: Integer?) {
    key(name)
    if let value { integer(value) } else { null() }
  }

  /// A member whose value is an array of strings.
  public mutating func member(_ name: String, _ items: [String]) {
    key(name)
    strings(items)
  }

  /// A value read earlier, copied byte for byte.
  public mutating func verbatim(_ fragment: RawJSON) {
    separate()
    bytes.append(contentsOf: fragment.bytes)
    state = .afterValue
  }

  /// A member whose name was read earlier, both name and value copied byte for byte.
  public mutating func verbatim(_ member: RawJSON.Member) {
    separate()
    bytes.append(contentsOf: member.key.bytes)
    appendASCII(pretty ? ": " : ":")
    state = .afterKey
    verbatim(member.value)
  }

  /// Any value; object members in sorted key order.
  public mutating func value(_ value: JSONValue) {
    switch value {
    case .null: null()
    case .bool(let flag): bool(flag)
    case .number(let number): self.number(number)
    case .string(let text): string(text)
    case .array(let items):
      beginArray()
      for item in items { self.value(item) }
      endArray()
    case .object(let members):
      beginObject()
      for name in members.keys.sorted() {
        key(name)
        self.value(members[name]!)
      }
      endObject()
    }
  }

  private mutating func open(_ bracket: UInt8) {
    separate()
    bytes.append(bracket)
    depth += 1
    state = .containerStart
  }

  private mutating func close(_ bracket: UInt8) {
    depth -= 1
    if pretty, state == .afterValue { newline() }
    bytes.append(bracket)
    state = .afterValue
  }

  private mutating func scalar(_ text: String) {
    separate()
    appendASCII(text)
    state = .afterValue
  }

  /// What comes before a value or key: nothing after a key, else a comma after a previous
  /// element and, in pretty style, a new indented line.
  private mutating func separate() {
    guard state != .afterKey, depth > 0 else { return }
    if state == .afterValue { bytes.append(UInt8(ascii: ",")) }
    if pretty { newline() }
  }

  private mutating func newline() {
    bytes.append(UInt8(ascii: "\n"))
    bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 2))
  }

  private mutating func appendASCII(_ text: String) { bytes.append(contentsOf: text.utf8) }

  /// A string literal: runs that need no escape are copied whole; quotes, backslashes and
  /// control characters are escaped (`\n`, `\r`, `\t`, else `\u00XX`). Every byte that needs an
  /// escape is ASCII, so the UTF-8 bytes can be scanned directly.
  private mutating func appendQuoted(_ text: String) {
    bytes.append(UInt8(ascii: "\""))
    appendEscaped(text)
    bytes.append(UInt8(ascii: "\""))
  }

  /// A string literal's contents, without its quotes.
  private mutating func appendEscaped(_ text: String) {
    var text = text
    text.withUTF8 { utf8 in
      var run = 0
      for (index, byte) in utf8.enumerated()
      where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<index]))
        run = index + 1
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
        case UInt8(ascii: "\n"): bytes.append(UInt8(ascii: "n"))
        case UInt8(ascii: "\r"): bytes.append(UInt8(ascii: "r"))
        case UInt8(ascii: "\t"): bytes.append(UInt8(ascii: "t"))
        default:
          bytes.append(UInt8(ascii: "u"))
          for nibble in [0, 0, byte >> 4, byte & 15] as [UInt8] {
            bytes.append(nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10)
          }
        }
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run...]))
    }
  }
}
