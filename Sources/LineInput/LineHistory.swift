import DurableFiles
import Messages

/// The REPL's command history: one line per entry, at most `capacity` entries kept, consecutive
/// duplicates dropped. Bounded work whatever the file holds:
///
/// - `load` reads only the last `tailBytes` of the file and drops entries over `maxEntryBytes`
///   or not valid text (a 200 MB line costs nothing);
/// - `add` appends under the lock (all or nothing) and rewrites the file, trimmed to
///   `capacity` entries, only once it grows past `trimBytes`: at most once per megabyte typed.
public struct LineHistory: Sendable {
  public static let capacity = 1000
  /// Entries longer than this (UTF-8 bytes) are neither kept nor loaded.
  public static let maxEntryBytes = 1000
  /// The most that `capacity` entries can take: the end of the file that `load` reads.
  static let tailBytes = capacity * (maxEntryBytes + 1)
  /// A file larger than this is rewritten with its last `capacity` entries.
  static let trimBytes = 2 * tailBytes

  public let file: any UserFile
  public var path: String { file.path }

  public init(path: String) { self.init(file: DurableFile(path: path)) }
  public init(file: any UserFile) { self.file = file }

  /// The saved entries, oldest first; empty when there is no readable file.
  public func load() -> [String] {
    guard let tail = try? file.readTail(Self.tailBytes) else { return [] }
    return Array(Self.entries(in: tail).suffix(Self.capacity))
  }

  /// Adds a line (ignored when empty, multi-line, over `maxEntryBytes` or the same as the
  /// last entry).
  public func add(_ line: String) throws(HistoryError) {
    guard !line.isEmpty, !line.contains("\n"), line.utf8.count <= Self.maxEntryBytes else { return }
    do throws(FileFailure) {
      try file.withLock { () throws(FileFailure) in
        if let end = try file.readTail(Self.maxEntryBytes + 2), Self.entries(in: end).last == line {
          return
        }
        try file.appendLine(Array(line.utf8))
        if try file.size() > Self.trimBytes {
          try file.replace(with: Array((load().joined(separator: "\n") + "\n").utf8))
        }
      }
    } catch {
      throw HistoryError(.replHistoryCannotSave(path, reason: error.typed))
    }
  }

  /// The entries in the end of a file: a first line cut by the start of the tail, entries over
  /// the length limit, and lines that are not valid text are left out.
  static func entries(in tail: FileTail) -> [String] {
    var lines = tail.bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    if !tail.isWholeFile { lines.removeFirst() }
    return lines.compactMap { line in
      guard !line.isEmpty, line.count <= maxEntryBytes,
        case .line(let text) = ReadLineResult.checking(Array(line)), !text.isEmpty
      else { return nil }
      return text
    }
  }

  /// Why a line was not saved, as a message of the catalogue.
  public struct HistoryError: Error, Equatable {
    public let typed: Message
    /// The error in English.
    public var message: String { typed.english }

    public init(_ typed: Message) { self.typed = typed }
  }
}
