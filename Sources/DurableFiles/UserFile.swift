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

  /// Calls `body` with each line (without its newline) from byte `offset`, which must start a
  /// line, reading a piece at a time. A line over `maxLength` bytes is passed as nil and never
  /// held whole. Returns the offset just past the last newline read (where the next complete
  /// line will start), or nil when there is no file.
  @discardableResult
  func forEachLine(
    from offset: Int, maxLength: Int, _ body: (UnsafeRawBufferPointer?) -> Void
  ) throws(FileFailure) -> Int?

  /// At most `count` bytes from byte `offset` (fewer at the end); nil when there is no file.
  func read(at offset: Int, count: Int) throws(FileFailure) -> [UInt8]?

  /// Which file is at the path now and how big it is; nil when there is none.
  func identity() throws(FileFailure) -> FileIdentity?

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

extension UserFile {
  /// Calls `body` with each line of the whole file; false when there is no file.
  @discardableResult
  public func forEachLine(
    maxLength: Int, _ body: (UnsafeRawBufferPointer?) -> Void
  ) throws(FileFailure) -> Bool {
    try forEachLine(from: 0, maxLength: maxLength, body) != nil
  }
}
