import DurableFiles
import TestBasics

/// A history or cache file that records what is done with it: "lines from N" for a line read
/// from offset N, "whole" for a whole read, "replaced"; the rest passes through untold.
final class RecordingFile: UserFile, Sendable {
  let file: any UserFile
  private let log = Locked<[String]>([])
  var path: String { file.path }

  init(_ file: any UserFile) { self.file = file }

  var reads: [String] { log.get() }

  /// Where the line reads started.
  var starts: [Int] {
    reads.compactMap { $0.hasPrefix("lines from ") ? Int($0.dropFirst("lines from ".count)) : nil }
  }

  func forEachLine(
    from offset: Int, maxLength: Int, _ body: (UnsafeRawBufferPointer?) -> Void
  ) throws(FileFailure) -> Int? {
    log.update { $0.append("lines from \(offset)") }
    return try file.forEachLine(from: offset, maxLength: maxLength, body)
  }
  func read(limit: Int) throws(FileFailure) -> [UInt8]? {
    log.update { $0.append("whole") }
    return try file.read(limit: limit)
  }
  func readTail(_ count: Int) throws(FileFailure) -> FileTail? { try file.readTail(count) }
  func read(at offset: Int, count: Int) throws(FileFailure) -> [UInt8]? {
    try file.read(at: offset, count: count)
  }
  func identity() throws(FileFailure) -> FileIdentity? { try file.identity() }
  func size() throws(FileFailure) -> Int { try file.size() }
  func appendLine(_ line: [UInt8]) throws(FileFailure) { try file.appendLine(line) }
  func withLock<T>(_ body: () throws(FileFailure) -> T) throws(FileFailure) -> T {
    try file.withLock(body)
  }
  func replace(with bytes: [UInt8]) throws(FileFailure) {
    log.update { $0.append("replaced") }
    try file.replace(with: bytes)
  }
  func moveAside(suffix: String) throws(FileFailure) -> String {
    try file.moveAside(suffix: suffix)
  }
}
