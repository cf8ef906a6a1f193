#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A user file on disk, under the policy described on `DurableFiles`.
public struct DurableFile: UserFile {
  public let path: String
  let calls: SystemCalls
  /// False for a derived file (`derived(path:)`): symbolic links are never followed.
  let followsLinks: Bool

  public init(path: String) { self.init(path: path, calls: .live) }

  init(path: String, calls: SystemCalls, followsLinks: Bool = true) {
    self.path = path
    self.calls = calls
    self.followsLinks = followsLinks
  }

  /// A file conjugar derives from another and can always make again (the summary cache): a
  /// symbolic link at `path` is not followed. Read, it is no file (nil); replaced, the link
  /// itself is replaced by the new file, atomically, and whatever it led to is left alone.
  public static func derived(path: String) -> DurableFile {
    DurableFile(path: path, calls: .live, followsLinks: false)
  }

  /// The file symbolic links lead to: what is read, replaced and locked (`path` itself for a
  /// derived file).
  public func target() throws(FileFailure) -> String {
    followsLinks ? try SymbolicLinks.target(of: path) : path
  }

  /// A descriptor open for reading on the regular file at `path`; nil when there is none.
  /// Checked before and after opening, so a FIFO or a device is never opened for reading.
  func openForReading() throws(FileFailure) -> Int32? {
    if !followsLinks, DurableFiles.isSymbolicLink(path) { return nil }
    guard try DurableFiles.checkRegular(path) else { return nil }
    let noFollow = followsLinks ? 0 : O_NOFOLLOW
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC | noFollow)
    guard descriptor >= 0 else {
      let code = errno
      if code == ENOENT { return nil }
      throw .system(code)
    }
    do throws(FileFailure) {
      _ = try DurableFiles.checkRegular(descriptor: descriptor, path: path, named: path)
    } catch {
      close(descriptor)
      throw error
    }
    return descriptor
  }

  public func read(limit: Int = .max) throws(FileFailure) -> [UInt8]? {
    guard let descriptor = try openForReading() else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    try readPieces(descriptor, upTo: limit == .max ? .max : limit + 1) {
      bytes.append(contentsOf: $0)
    }
    return bytes
  }

  public func readTail(_ count: Int) throws(FileFailure) -> FileTail? {
    guard let descriptor = try openForReading() else { return nil }
    defer { close(descriptor) }
    let info = try DurableFiles.checkRegular(descriptor: descriptor, path: path, named: path)
    let start = max(0, Int(info.st_size) - count)
    return FileTail(bytes: try read(descriptor, at: start, count: count), isWholeFile: start == 0)
  }

  @discardableResult
  public func forEachLine(
    from offset: Int, maxLength: Int, _ body: (UnsafeRawBufferPointer?) -> Void
  ) throws(FileFailure) -> Int? {
    guard let descriptor = try openForReading() else { return nil }
    defer { close(descriptor) }
    if offset > 0, lseek(descriptor, off_t(offset), SEEK_SET) < 0 { throw .last }
    var lines = LineSplitter(maxLength: maxLength)
    try readPieces(descriptor, upTo: .max) { lines.feed($0, body) }
    lines.finish(body)
    return offset + lines.completeLength
  }

  public func read(at offset: Int, count: Int) throws(FileFailure) -> [UInt8]? {
    guard let descriptor = try openForReading() else { return nil }
    defer { close(descriptor) }
    return try read(descriptor, at: offset, count: count)
  }

  /// At most `count` bytes of an open file from byte `offset`.
  private func read(_ descriptor: Int32, at offset: Int, count: Int) throws(FileFailure)
    -> [UInt8]
  {
    guard lseek(descriptor, off_t(offset), SEEK_SET) >= 0 else { throw .last }
    var bytes: [UInt8] = []
    try readPieces(descriptor, upTo: count) { bytes.append(contentsOf: $0) }
    return bytes
  }

  public func identity() throws(FileFailure) -> FileIdentity? {
    guard let descriptor = try openForReading() else { return nil }
    defer { close(descriptor) }
    let info = try DurableFiles.checkRegular(descriptor: descriptor, path: path, named: path)
    return FileIdentity(
      device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int(info.st_size),
      modified: info.modificationNanoseconds)
  }

  public func size() throws(FileFailure) -> Int {
    guard let descriptor = try openForReading() else { return 0 }
    defer { close(descriptor) }
    return Int(
      try DurableFiles.checkRegular(descriptor: descriptor, path: path, named: path).st_size)
  }

  /// Reads until the end or `limit` bytes, 64 KiB at a time, retrying interrupted reads.
  private func readPieces(
    _ descriptor: Int32, upTo limit: Int, _ body: (UnsafeRawBufferPointer) -> Void
  ) throws(FileFailure) {
    var buffer = [UInt8](repeating: 0, count: 65_536)
    var total = 0
    while total < limit {
      let wanted = min(buffer.count, limit - total)
      let count = buffer.withUnsafeMutableBytes {
        systemRead(descriptor, UnsafeMutableRawBufferPointer(rebasing: $0[..<wanted]))
      }
      if count < 0 {
        let code = errno
        if code == EINTR { continue }
        throw .system(code)
      }
      if count == 0 { break }
      total += count
      buffer.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
    }
  }
}
