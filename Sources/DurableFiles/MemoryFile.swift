import Synchronization

/// A user file in memory: for tests, and for a run whose files cannot be located. Shares the
/// line splitting and all-or-nothing behaviour of the disk version; the lock is a mutex.
public final class MemoryFile: UserFile {
  public let path: String
  private let content: Mutex<[UInt8]?>
  private let lock = Mutex(())
  /// The inode `identity` gives and how many times the content changed.
  private let version = Mutex<(inode: UInt64, changes: Int)>((1, 0))

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
    from offset: Int, maxLength: Int, _ body: (UnsafeRawBufferPointer?) -> Void
  ) throws(FileFailure) -> Int? {
    guard let bytes = bytes else { return nil }
    var lines = LineSplitter(maxLength: maxLength)
    let start = min(max(0, offset), bytes.count)
    bytes.withUnsafeBytes { lines.feed(UnsafeRawBufferPointer(rebasing: $0[start...]), body) }
    lines.finish(body)
    return start + lines.completeLength
  }

  public func read(at offset: Int, count: Int) throws(FileFailure) -> [UInt8]? {
    content.withLock { bytes in
      bytes.map { Array($0.dropFirst(max(0, offset)).prefix(max(0, count))) }
    }
  }

  /// Device 0, an inode of its own that a replacement or a move changes, and a modification
  /// count for a time.
  public func identity() throws(FileFailure) -> FileIdentity? {
    content.withLock { bytes in
      bytes.map { bytes in
        let (inode, changes) = version.withLock { $0 }
        return FileIdentity(
          device: 0, inode: inode, size: bytes.count, modified: Int64(changes))
      }
    }
  }

  public func size() throws(FileFailure) -> Int { bytes?.count ?? 0 }

  public func appendLine(_ line: [UInt8]) throws(FileFailure) {
    content.withLock { bytes in
      var file = bytes ?? []
      if let last = file.last, last != UInt8(ascii: "\n") { file.append(UInt8(ascii: "\n")) }
      bytes = file + line + [UInt8(ascii: "\n")]
    }
    version.withLock { $0.changes += 1 }
  }

  public func withLock<T>(_ body: () throws(FileFailure) -> T) throws(FileFailure) -> T {
    let result: Result<T, FileFailure> = lock.withLock { _ in
      do throws(FileFailure) { return .success(try body()) } catch { return .failure(error) }
    }
    return try result.get()
  }

  public func replace(with bytes: [UInt8]) throws(FileFailure) {
    content.withLock { $0 = bytes }
    version.withLock { $0 = ($0.inode + 1, $0.changes + 1) }
  }

  public func moveAside(suffix: String) throws(FileFailure) -> String {
    let old = content.withLock { bytes in
      defer { bytes = nil }
      return bytes ?? []
    }
    version.withLock { $0 = ($0.inode + 1, $0.changes + 1) }
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
