/// One file of user data: on disk (`DurableFile`) or in memory (`MemoryFile`, for tests and
/// for runs without a home folder). Reads see a missing file as nil; every method that
/// writes is all-or-nothing.
public protocol UserFile: Sendable {
  /// The path as the user gave it, for messages.
  var path: String { get }

  /// The whole file, or at most `limit + 1` bytes of it (so callers can tell it is larger);
  /// nil when there is no file.
  func read(limit: Int) throws(FileFailure) -> [UInt8]?

  /// The last `count` bytes at most, and whether they start at the beginning of the file.
  func readTail(_ count: Int) throws(FileFailure) -> FileTail?

  /// Calls `body` with each line (without its newline), reading a piece at a time. A line over
  /// `maxLength` bytes is passed as nil and never held whole. False when there is no file.
  @discardableResult
  func forEachLine(
    maxLength: Int, _ body: (UnsafeRawBufferPointer?) -> Void
  ) throws(FileFailure) -> Bool

  /// The size in bytes (0 when there is no file).
  func size() throws(FileFailure) -> Int

  /// Appends `line` and a newline, all or nothing, under a lock on the file itself; a newline
  /// comes first when the file does not end with one (a writer killed mid-line).
  func appendLine(_ line: [UInt8]) throws(FileFailure)

  /// Runs `body` holding the file's exclusive lock (beside the file, `<target>.lock`), which
  /// `replace` and `moveAside` need. Fails, creating nothing, when the file is not regular.
  func withLock<T>(_ body: () throws(FileFailure) -> T) throws(FileFailure) -> T

  /// Replaces the content atomically. Call it inside `withLock`.
  func replace(with bytes: [UInt8]) throws(FileFailure)

  /// Renames the file to `<target>.<suffix>` (then `-2`, `-3`… if taken) and returns the new
  /// path. Call it inside `withLock`.
  func moveAside(suffix: String) throws(FileFailure) -> String
}

/// The end of a file.
public struct FileTail: Equatable, Sendable {
  public let bytes: [UInt8]
  /// True when `bytes` is the whole file.
  public let isWholeFile: Bool

  public init(bytes: [UInt8], isWholeFile: Bool) {
    self.bytes = bytes
    self.isWholeFile = isWholeFile
  }
}
