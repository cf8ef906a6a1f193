/// Bytes to text: the checks `ReadableText` makes before any text is read.
enum TextDecoding {
  /// How many lines with invalid bytes an error names.
  static let namedLines = 5

  /// The text of `bytes` without a UTF-8 byte order mark, or why there is none.
  static func decode(_ bytes: [UInt8]) throws(TextInputError) -> String {
    if bytes.count >= 2,
      (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF)
    {
      throw .utf16
    }
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    let body = bytes[start...]
    if let line = binaryLine(body) { throw .binary(line: line) }
    guard let text = String(validating: body, as: UTF8.self) else {
      let lines = invalidLines(body)
      throw .notUTF8(lines: Array(lines.prefix(namedLines)), count: lines.count)
    }
    return text
  }

  /// The line of the first NUL byte; or of the first control byte when more than one byte in
  /// twenty (and at least four) are controls no text holds. A text may hold tab, line and page
  /// breaks, carriage returns and the escape of terminal colours, and a few stray controls:
  /// those are read, and shown escaped.
  static func binaryLine(_ bytes: ArraySlice<UInt8>) -> Int? {
    var line = 1
    var controls = 0
    var firstControlLine: Int? = nil
    for byte in bytes {
      switch byte {
      case 0x0A: line += 1
      case 0x00: return line
      case 0x09, 0x0B, 0x0C, 0x0D, 0x1B: break
      case 0x01..<0x20, 0x7F:
        controls += 1
        if firstControlLine == nil { firstControlLine = line }
      default: break
      }
    }
    return controls >= 4 && controls * 20 > bytes.count ? firstControlLine : nil
  }

  /// The 1-based lines that hold bytes that are not UTF-8.
  static func invalidLines(_ bytes: ArraySlice<UInt8>) -> [Int] {
    var lines: [Int] = []
    var number = 1
    for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
      if String(validating: line, as: UTF8.self) == nil { lines.append(number) }
      number += 1
    }
    return lines
  }
}
