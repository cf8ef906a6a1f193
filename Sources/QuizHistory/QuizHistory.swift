import DurableFiles
import SimpleJSON


#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The quiz history: one JSON object per finished quiz, one per line (JSON Lines), beside the
/// settings file. Appends are atomic (one write under a lock, fsynced); a corrupt line is
/// skipped when reading, never removed.
public struct QuizHistory: Sendable {
  public let path: String

  public init(path: String) { self.path = path }

  /// `history.jsonl` in the folder of the settings file.
  public init(besideSettingsAt settingsPath: String) {
    if let slash = settingsPath.lastIndex(of: "/") {
      path = String(settingsPath[...slash]) + "history.jsonl"
    } else {
      path = "history.jsonl"
    }
  }

  public enum Failure: Error, Equatable {
    case cannotWrite(String)

    public var message: String {
      switch self {
      case .cannotWrite(let reason): reason
      }
    }
  }

  /// Appends one record as a line.
  public func append(_ record: JSONValue) throws(Failure) {
    do { try DurableFiles.makeFolders(for: path) } catch { throw failure(error.code) }
    let line = Array((record.compact() + "\n").utf8)
    let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw failure(errno) }
    defer { close(descriptor) }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else { throw failure(errno) }
    }
    defer { flock(descriptor, LOCK_UN) }
    // A previous writer killed mid-line would leave no newline: start on a fresh line.
    var size = stat()
    if fstat(descriptor, &size) == 0, size.st_size > 0, !endsWithNewline(size.st_size) {
      _ = "\n".withCString { Glibc.write(descriptor, $0, 1) }
    }
    let written = line.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
    guard written == line.count else { throw failure(errno) }
    guard fsync(descriptor) == 0 else { throw failure(errno) }
  }

  /// Every readable record, and how many lines were skipped because they are not JSON objects.
  public func read() -> (records: [JSONValue], skipped: Int) {
    guard let file = fopen(path, "r") else { return ([], 0) }
    defer { fclose(file) }
    var records: [JSONValue] = []
    var skipped = 0
    var line: UnsafeMutablePointer<CChar>? = nil
    var capacity = 0
    defer { free(line) }
    while true {
      let count = getline(&line, &capacity, file)
      guard count >= 0, let line else { break }
      // Spaces around a line are trimmed as bytes: per Character it took seconds on a long history.
      let bytes = UnsafeRawBufferPointer(start: line, count: count)
      var start = 0
      var end = count
      while start < end, Self.isSpace(bytes[start]) { start += 1 }
      while end > start, Self.isSpace(bytes[end - 1]) { end -= 1 }
      if start == end { continue }
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

  private func endsWithNewline(_ size: off_t) -> Bool {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return true }
    defer { close(descriptor) }
    var byte: UInt8 = 0
    return pread(descriptor, &byte, 1, size - 1) == 1 ? byte == UInt8(ascii: "\n") : true
  }

  private func failure(_ code: Int32) -> Failure {
    .cannotWrite("cannot write quiz history to \(path): \(String(cString: strerror(code)).lowercased())")
  }
}

extension String {
  func trimmingCharacters() -> String {
    String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
