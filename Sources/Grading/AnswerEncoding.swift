import Messages

/// The encodings an answers file is read in, and the rule that picks one (Docs/USER-GUIDE.md,
/// `conjugar grade`): a byte order mark names its encoding (UTF-8, UTF-16 little- or
/// big-endian); without one, bytes that are valid UTF-8 are UTF-8; otherwise Windows-1252 (what
/// many school computers still save), when every byte is one of its characters: not one of the
/// five bytes it leaves undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D). A NUL byte is in no text file
/// of one of these without a mark (a UTF-16 file without its mark is full of them). Anything
/// else is no encoding a student's file is read in: it is read as UTF-8 with "�" for what
/// cannot be, and that is a problem.
public enum AnswerEncoding: String, Equatable, CaseIterable {
  case utf8 = "UTF-8"
  case utf16LittleEndian = "UTF-16LE"
  case utf16BigEndian = "UTF-16BE"
  case windows1252 = "Windows-1252"

  /// The text of `bytes` (without its byte order mark) and the encoding it was read in; nil
  /// encoding when no rule fits (the text is then UTF-8 with "�" for what could not be read).
  public static func decode(_ bytes: [UInt8]) -> (text: String, encoding: AnswerEncoding?) {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      let rest = bytes.dropFirst(3)
      let text = rest.contains(0) ? nil : String(validating: rest, as: UTF8.self)
      return (text ?? String(decoding: rest, as: UTF8.self), text == nil ? nil : .utf8)
    }
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      let little = bytes[0] == 0xFF
      let rest = bytes.dropFirst(2)
      if let text = utf16(rest, littleEndian: little) {
        return (text, little ? .utf16LittleEndian : .utf16BigEndian)
      }
    }
    if !bytes.contains(0), let text = String(validating: bytes, as: UTF8.self) {
      return (text, .utf8)
    }
    if let text = windows1252(bytes) { return (text, .windows1252) }
    return (String(decoding: bytes, as: UTF8.self), nil)
  }

  /// UTF-16 code units from byte pairs; nil for an odd count, an unpaired surrogate or a NUL
  /// (a UTF-32 file's mark starts as UTF-16LE's does, and its characters are full of them).
  static func utf16(_ bytes: ArraySlice<UInt8>, littleEndian: Bool) -> String? {
    guard bytes.count % 2 == 0 else { return nil }
    var units: [UInt16] = []
    units.reserveCapacity(bytes.count / 2)
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let (first, second) = (UInt16(bytes[index]), UInt16(bytes[index + 1]))
      units.append(littleEndian ? first | second << 8 : first << 8 | second)
      index += 2
    }
    guard !units.contains(0) else { return nil }
    return String(validating: units, as: UTF16.self)
  }

  /// Windows-1252: Latin-1 but for 0x80–0x9F, where it has € ‚ ƒ „ … and the rest; nil when a
  /// byte is NUL or one of the five it leaves undefined.
  static func windows1252(_ bytes: [UInt8]) -> String? {
    var scalars = String.UnicodeScalarView()
    for byte in bytes {
      let value: UInt32
      switch byte {
      case 0x00: return nil
      case 0x80...0x9F:
        let mapped = high[Int(byte - 0x80)]
        guard mapped != 0 else { return nil }
        value = mapped
      default: value = UInt32(byte)
      }
      guard let scalar = Unicode.Scalar(value) else { return nil }
      scalars.append(scalar)
    }
    return String(scalars)
  }

  /// Windows-1252's characters for 0x80–0x9F; 0 where it has none.
  private static let high: [UInt32] = [
    0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
    0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017D, 0,
    0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
    0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178,
  ]
}
