import DurableFiles
import Messages
import SimpleJSON

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The quiz history: one JSON object per finished quiz, one per line (JSON Lines), beside the
/// settings file. Appends are all-or-nothing (one locked, checked, fsynced write, truncated
/// away if it fails part-way); a corrupt line is skipped when reading, never removed. The file
/// follows the `DurableFiles` policy: only a regular file is used, symbolic links are followed.
public struct QuizHistory: Sendable {
  /// Where the records are kept: a file on disk, or memory.
  public let file: any UserFile
  /// What was worked out from the history the last time it was read (`HistoryCheckpoint`),
  /// beside it: never the source of truth, only a way not to read the same lines again. nil:
  /// no cache, every read starts at the first line.
  public let summaryCache: (any UserFile)?
  /// The FSRS parameters fitted to the history (`stats --fit`), beside it: derived, rebuilt
  /// from the history whenever it is missing or unreadable. nil: no fit is kept.
  public let fitFile: (any UserFile)?
  public var path: String { file.path }

  /// The history at `path`, its summary cache beside it (`history.jsonl` →
  /// `history.summary.json`), a derived file: a symbolic link there is never followed.
  public init(path: String) {
    self.init(
      file: DurableFile(path: path), summaryCache: DurableFile.derived(path: Self.cachePath(path)),
      fitFile: DurableFile.derived(path: Self.fitPath(path)))
  }

  public init(
    file: any UserFile, summaryCache: (any UserFile)? = nil, fitFile: (any UserFile)? = nil
  ) {
    self.file = file
    self.summaryCache = summaryCache
    self.fitFile = fitFile
  }

  static func cachePath(_ path: String) -> String {
    (path.hasSuffix(".jsonl") ? String(path.dropLast(".jsonl".count)) : path) + ".summary.json"
  }

  /// `history.jsonl` → `history.fit.json`.
  static func fitPath(_ path: String) -> String {
    (path.hasSuffix(".jsonl") ? String(path.dropLast(".jsonl".count)) : path) + ".fit.json"
  }

  /// A failure to write the history, as a message of the catalogue; two are the same when they
  /// read the same in English (a test may name one in words).
  public enum Failure: Error, Equatable {
    case cannotWrite(Message)

    /// A failure in words, English in every language.
    public static func cannotWrite(_ text: String) -> Failure { .cannotWrite(.verbatim(text)) }

    /// The failure in English.
    public var message: String { typed.english }

    public var typed: Message {
      switch self {
      case .cannotWrite(let message): message
      }
    }

    public static func == (left: Failure, right: Failure) -> Bool {
      left.message == right.message
    }
  }

  /// Appends one quiz as a line, whole or not at all.
  public func append(_ record: QuizRecord) throws(Failure) {
    try append(record.json)
  }

  /// Appends one JSON object as a line, whole or not at all (tests write lines of their own).
  public func append(_ record: JSONValue) throws(Failure) {
    do throws(FileFailure) {
      try file.appendLine(Array(record.compact().utf8))
    } catch {
      throw .cannotWrite(.historyCannotWrite(path, reason: error.typed))
    }
  }
}
