import DurableFiles
import Messages
import SimpleJSON

/// Reading the history a line at a time: `stats` and `quiz --review` fold a history of a
/// million lines without holding it (memory grows with what they keep, not with the file).
extension QuizHistory {
  /// The history exists but cannot be read (a folder at its path, no permission, an I/O error).
  /// Two are the same when they read the same in English.
  public struct ReadFailure: Error, Equatable, Sendable {
    /// `cannot read quiz history at <path>: permission denied`, in any language.
    public let typed: Message
    /// The failure in English.
    public var message: String { typed.english }

    public init(_ typed: Message) { self.typed = typed }
    /// A failure in words, English in every language.
    public init(message: String) { self.typed = .verbatim(message) }

    public static func == (left: ReadFailure, right: ReadFailure) -> Bool {
      left.message == right.message
    }
  }

  /// Lines longer than this (16 MiB; a 500-question quiz writes well under 5 MiB) are skipped
  /// as unreadable without being held.
  public static let maximumLineLength = 16 << 20

  /// Calls `body` with each line that is not blank, spaces (` `, tab, CR) around it trimmed;
  /// nil for a line over `maximumLineLength`. A missing file has no lines.
  ///
  /// From byte `offset` (the start of a line) when given; returns the offset just past the
  /// last newline read (0 when there is no file).
  @discardableResult
  public func forEachLine(
    from offset: Int = 0, _ body: (UnsafeRawBufferPointer?) -> Void
  ) throws(ReadFailure) -> Int {
    try readLines(from: offset) { line in
      guard let line else { return body(nil) }
      var start = 0
      var end = line.count
      while start < end, Self.isSpace(line[start]) { start += 1 }
      while end > start, Self.isSpace(line[end - 1]) { end -= 1 }
      if start < end { body(UnsafeRawBufferPointer(rebasing: line[start..<end])) }
    }
  }

  /// The one place the file is opened for reading (the `UserFile` policy: regular files only).
  private func readLines(
    from offset: Int = 0, _ body: (UnsafeRawBufferPointer?) -> Void
  ) throws(ReadFailure) -> Int {
    do throws(FileFailure) {
      return try file.forEachLine(from: offset, maxLength: Self.maximumLineLength, body) ?? 0
    } catch {
      throw ReadFailure(.historyCannotRead(path, reason: error.typed))
    }
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
      || byte == UInt8(ascii: "\n")
  }
}
