#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Splits bytes that arrive in pieces into lines, holding at most `maxLength` bytes of one
/// line: longer lines are reported as nil and skipped without being kept.
struct LineSplitter {
  let maxLength: Int
  private var pending: [UInt8] = []
  private var skipping = false
  /// Bytes fed up to and including the last newline: where a line after them would start.
  private(set) var completeLength = 0
  /// Bytes fed so far.
  private var fedLength = 0

  init(maxLength: Int) { self.maxLength = maxLength }

  mutating func feed(_ bytes: UnsafeRawBufferPointer, _ body: (UnsafeRawBufferPointer?) -> Void) {
    var start = 0
    defer { fedLength += bytes.count }
    while start < bytes.count {
      // memchr: a byte-by-byte search was a seventh of `stats` on a million-line history.
      guard let found = memchr(bytes.baseAddress! + start, 0x0A, bytes.count - start) else {
        take(UnsafeRawBufferPointer(rebasing: bytes[start...]))
        return
      }
      let newline = UnsafeRawPointer(found) - bytes.baseAddress!
      let piece = UnsafeRawBufferPointer(rebasing: bytes[start..<newline])
      if skipping {
        body(nil)
      } else if pending.isEmpty {
        body(piece.count > maxLength ? nil : piece)
      } else {
        take(piece)
        if skipping { body(nil) } else { pending.withUnsafeBytes { body($0) } }
      }
      pending.removeAll(keepingCapacity: true)
      skipping = false
      start = newline + 1
      completeLength = fedLength + start
    }
  }

  /// The last line when the input does not end with a newline.
  mutating func finish(_ body: (UnsafeRawBufferPointer?) -> Void) {
    if skipping {
      body(nil)
    } else if !pending.isEmpty {
      pending.withUnsafeBytes { body($0) }
    }
    pending = []
    skipping = false
  }

  private mutating func take(_ bytes: UnsafeRawBufferPointer) {
    guard !skipping else { return }
    if pending.count + bytes.count > maxLength {
      skipping = true
      pending = []
    } else {
      pending.append(contentsOf: bytes)
    }
  }
}
