#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The REPL's command history: one line per entry in a text file, at most `capacity` entries,
/// consecutive duplicates dropped. Every addition is a locked read-modify-write with an atomic
/// rename, so two sessions never lose each other's lines.
public struct LineHistory: Sendable {
  public static let capacity = 1000

  public let path: String

  public init(path: String) { self.path = path }

  /// `$XDG_STATE_HOME/conjugar/history`, else `~/.local/state/conjugar/history`.
  public static func defaultPath(environment: [String: String]) -> String {
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") { return state + "/conjugar/history" }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "/"
    return home + "/.local/state/conjugar/history"
  }

  /// The saved entries, oldest first; empty when there is no readable file.
  public func load() -> [String] {
    guard let bytes = readFile() else { return [] }
    return String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  /// Adds a line (ignored when empty, multi-line or the same as the last entry).
  public func add(_ line: String) throws(HistoryError) {
    guard !line.isEmpty, !line.contains("\n") else { return }
    try makeFolder()
    let lock = open(path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard lock >= 0 else { throw failure() }
    defer { close(lock) }
    while flock(lock, LOCK_EX) != 0 { guard errno == EINTR else { throw failure() } }
    defer { flock(lock, LOCK_UN) }
    var entries = load()
    if entries.last == line { return }
    entries.append(line)
    if entries.count > Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
    try writeAtomically(entries.joined(separator: "\n") + "\n")
  }

  public struct HistoryError: Error, Equatable {
    public let message: String
  }

  private func readFile() -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { break }
      bytes.append(contentsOf: buffer[0..<count])
    }
    return bytes
  }

  private func writeAtomically(_ text: String) throws(HistoryError) {
    let temporary = "\(path).tmp-\(getpid())"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw failure() }
    let bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else {
        close(descriptor)
        unlink(temporary)
        throw failure()
      }
      written += count
    }
    let synced = fsync(descriptor) == 0
    close(descriptor)
    guard synced, rename(temporary, path) == 0 else {
      unlink(temporary)
      throw failure()
    }
  }

  private func makeFolder() throws(HistoryError) {
    guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return }
    var current = path.hasPrefix("/") ? "" : "."
    for component in path[..<slash].split(separator: "/") {
      current += "/" + component
      if mkdir(current, 0o700) != 0 && errno != EEXIST { throw failure() }
    }
  }

  private func failure() -> HistoryError {
    HistoryError(message: "cannot save history to \(path): \(String(cString: strerror(errno)).lowercased())")
  }
}
