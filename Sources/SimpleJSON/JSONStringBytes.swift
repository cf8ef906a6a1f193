/// The byte checks behind `JSONReader`'s strings, kept apart because they are bit tricks:
/// a string's plain bytes are passed over eight at a time, and UTF-8 is checked without
/// making a `String` (a skipped member never becomes one).
extension JSONReader {
  /// The first index from `start` that is not printable ASCII other than a quote or a
  /// backslash (or the end).
  static func skipPlain(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var position = start
    while position + 8 <= bytes.count {
      let word = UInt64(
        littleEndian: UnsafeRawPointer(bytes.baseAddress! + position).loadUnaligned(
          as: UInt64.self))
      let special = specialBytes(word)
      if special != 0 { return position + special.trailingZeroBitCount / 8 }
      position += 8
    }
    while position < bytes.count, isPlain(bytes[position]) { position += 1 }
    return position
  }

  private static func isPlain(_ byte: UInt8) -> Bool {
    byte > UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") && byte < 0x80
  }

  /// The high bit of each byte of `word` that is a quote, a backslash, a control character or
  /// not ASCII, exact up to the first such byte ("Bit Twiddling Hacks": a byte below n, a zero
  /// byte; a borrow only disturbs the bytes above the first match).
  private static func specialBytes(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    func below(_ value: UInt64, _ limit: UInt64) -> UInt64 {
      (value &- ones &* limit) & ~value & highs
    }
    return (word & highs) | below(word, 0x20) | below(word ^ (ones &* 0x22), 1)
      | below(word ^ (ones &* 0x5C), 1)
  }
}

/// Well-formed UTF-8 (Unicode 15, table 3-7): what `String(validating:)` accepts.
enum UTF8Check {
  static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    while index < bytes.count {
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      let length: Int
      var second: ClosedRange<UInt8> = 0x80...0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        second = 0xA0...0xBF
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        second = 0x80...0x9F
      case 0xF0:
        length = 4
        second = 0x90...0xBF
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        second = 0x80...0x8F
      default: return false
      }
      guard index + length <= bytes.count, second.contains(bytes[index + 1]) else { return false }
      for next in (index + 2)..<(index + length) where !(0x80...0xBF).contains(bytes[next]) {
        return false
      }
      index += length
    }
    return true
  }
}
