#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few file operations user data needs, done so nothing is lost: folders created as
/// needed, whole-file replacement by write-fsync-rename, advisory locks, reads that survive
/// signals. Errors carry the errno and its text.
public enum DurableFiles {
  public struct Failure: Error, Equatable, Sendable {
    public let code: Int32
    public var reason: String { String(cString: strerror(code)).lowercased() }

    public init(code: Int32) { self.code = code }
    static var current: Failure { Failure(code: errno) }
  }

  /// Creates the folders leading to `path` (mode 0700), like `mkdir -p` of its parent.
  public static func makeFolders(for path: String) throws(Failure) {
    guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return }
    var current = path.hasPrefix("/") ? "" : "."
    for component in path[..<slash].split(separator: "/") {
      current += "/" + component
      if mkdir(current, 0o700) != 0 && errno != EEXIST { throw .current }
    }
  }

  /// The whole file; nil when it does not exist.
  public static func read(_ path: String, limit: Int = .max) throws(Failure) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT { return nil }
      throw .current
    }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while bytes.count <= limit {
      let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw .current
      }
      if count == 0 { break }
      bytes.append(contentsOf: buffer[0..<count])
    }
    return bytes
  }

  /// Replaces the file with `bytes` atomically: a temporary file in the same folder, written,
  /// fsynced and renamed over the old one, then the folder fsynced. Readers see the old or the
  /// new content, never a mix, whatever happens.
  public static func replace(_ path: String, with bytes: [UInt8], mode: mode_t = 0o600) throws(Failure) {
    let temporary = "\(path).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
    guard descriptor >= 0 else { throw .current }
    var written = 0
    var failure: Failure? = nil
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        failure = .current
        break
      }
      written += count
    }
    if failure == nil && fsync(descriptor) != 0 { failure = .current }
    close(descriptor)
    if failure == nil && rename(temporary, path) != 0 { failure = .current }
    if let failure {
      unlink(temporary)
      throw failure
    }
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
    let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if folderDescriptor >= 0 {
      fsync(folderDescriptor)
      close(folderDescriptor)
    }
  }

  /// Runs `body` holding an exclusive advisory lock (flock) on `lockPath`, created if needed.
  public static func withLock<T>(_ lockPath: String, _ body: () throws(Failure) -> T) throws(Failure) -> T {
    let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw .current }
    defer { close(descriptor) }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else { throw .current }
    }
    defer { flock(descriptor, LOCK_UN) }
    return try body()
  }
}
