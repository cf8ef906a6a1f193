import Synchronization

/// A user file in memory: for tests, and for a run whose files cannot be located. Shares the
/// line splitting and all-or-nothing behaviour of the disk version; the lock is a mutex.
public final class MemoryFile: UserFile {
  public let path: String
  private let content: Mutex<[UInt8]?>
  private let lock = Mutex(())

  /// Files moved aside, by name.
  public let movedAside = Mutex<[String: [UInt8]]>([:])

  public init(path: String = "(memory)", content: [UInt8]? = nil) {
    self.path = path
    self.content = Mutex(content)
  }

  /// What the file holds now; nil when it does not exist.
  public var bytes: [UInt8]? { content.withLock { $0 } }

  public func read(limit: Int = .max) throws(FileFailure) -> [UInt8]? {
    content.withLock { bytes in bytes.map { Array($0.prefix(limit == .max ? $0.count : limit + 1)) }
    }
  }

  public func readTail(_ count: Int) throws(FileFailure) -> FileTail? {
    content.withLock { bytes in
      bytes.map { FileTail(bytes: Array($0.suffix(count)), isWholeFile: $0.count <= count) }
    }
  }

  @discardableResult
  public func forEachLine(
    maxLength: Int, _ body: (UnsafeRawBufferPointer?) -> Void
  ) throws(FileFailure) -> Bool {
    guard let bytes = bytes else { return false }
    var lines = LineSplitter(maxLength: maxLength)
    bytes.withUnsafeBytes { lines.feed($0, body) }
    lines.finish(body)
    return true
  }

  public func size() throws(FileFailure) -> Int { bytes?.count ?? 0 }

  public func appendLine(_ line: [UInt8]) throws(FileFailure) {
    content.withLock { bytes in
      var file = bytes ?? []
      if let last = file.last, last != UInt8(ascii: "\n") { file.append(UInt8(ascii: "\n")) }
      bytes = file + line + [UInt8(ascii: "\n")]
    }
  }

  public func withLock<T>(_ body: () throws(FileFailure) -> T) throws(FileFailure) -> T {
    let result: Result<T, FileFailure> = lock.withLock { _ in
      do throws(FileFailure) { return .success(try body()) } catch { return .failure(error) }
    }
    return try result.get()
  }

  public func replace(with bytes: [UInt8]) throws(FileFailure) {
    content.withLock { $0 = bytes }
  }

  public func moveAside(suffix: String) throws(FileFailure) -> String {
    let old = content.withLock { bytes in
      defer { bytes = nil }
      return bytes ?? []
    }
    return movedAside.withLock { files in
      var name = "\(path).\(suffix)"
      var attempt = 1
      while files[name] != nil {
        attempt += 1
        name = "\(path).\(suffix)-\(attempt)"
      }
      files[name] = old
      return name
    }
  }
}
