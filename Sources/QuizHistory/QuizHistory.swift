import DurableFiles
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
  public var path: String { file.path }

  public init(path: String) { self.init(file: DurableFile(path: path)) }
  public init(file: any UserFile) { self.file = file }

  public enum Failure: Error, Equatable {
    case cannotWrite(String)

    public var message: String {
      switch self {
      case .cannotWrite(let reason): reason
      }
    }
  }

  /// Appends one record as a line, whole or not at all.
  public func append(_ record: JSONValue) throws(Failure) {
    do throws(FileFailure) {
      try file.appendLine(Array(record.compact().utf8))
    } catch {
      throw .cannotWrite("cannot write quiz history to \(path): \(error.reason)")
    }
  }

  /// Every readable record, and how many lines were skipped because they are not JSON objects.
  /// A file that cannot be read (or is not a regular file) reads as empty.
  public func read() -> (records: [JSONValue], skipped: Int) {
    var records: [JSONValue] = []
    var skipped = 0
    _ = try? file.forEachLine(maxLength: 16 << 20) { line in
      guard let bytes = line else {
        skipped += 1
        return
      }
      var start = 0
      var end = bytes.count
      while start < end, Self.isSpace(bytes[start]) { start += 1 }
      while end > start, Self.isSpace(bytes[end - 1]) { end -= 1 }
      if start == end { return }
      let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
      if let value = JSONValue(parsing: text), case .object = value {
        records.append(value)
      } else {
        skipped += 1
      }
    }
    return (records, skipped)
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\t")
  }
}

extension String {
  func trimmingCharacters() -> String {
    String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
