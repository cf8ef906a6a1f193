/// Why bytes cannot be read as a text.
public enum TextInputError: Error, Equatable, Sendable {
  /// Nothing but blanks (or nothing at all).
  case empty
  /// Over `ReadableText.maximumBytes`.
  case tooLarge(limit: Int)
  /// A NUL byte (on `line`), or control bytes no text has: an image, an archive, a program.
  case binary(line: Int)
  /// A byte order mark of UTF-16: a text saved as UTF-16, which is not read.
  case utf16
  /// Bytes that are not UTF-8 on these lines (1-based, the first few) of `count` in all.
  case notUTF8(lines: [Int], count: Int)
}
