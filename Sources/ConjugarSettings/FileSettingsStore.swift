#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Synchronization

/// Settings in a JSON file, like UserDefaults: one object of key → value.
///
/// - Writes are atomic: a temporary file in the same folder, fsync, rename.
/// - `update` holds an advisory lock (flock on `<file>.lock`) from read to rename, so
///   concurrent processes never lose each other's changes.
/// - A corrupt file is moved aside to `<file>.corrupt-<timestamp>`, never overwritten.
/// - A location that cannot be read or written gives one warning; the run continues in memory.
public final class FileSettingsStore: SettingsStore {
  public let path: String
  private let now: @Sendable () -> Date
  private let warn: @Sendable (String) -> Void
  /// Set once the file proved unusable: the rest of the run works on this copy.
  private let fallback = Mutex<Settings?>(nil)
  private let fallbackReason = Mutex("")

  public init(
    path: String, now: @escaping @Sendable () -> Date, warn: @escaping @Sendable (String) -> Void
  ) {
    self.path = path
    self.now = now
    self.warn = warn
  }

  public func load() -> Settings {
    if let memory = fallback.withLock({ $0 }) { return memory }
    switch read() {
    case .missing: return .defaults
    case .settings(let settings): return settings
    case .corrupt:
      // Move it aside under the lock, after checking nobody fixed it meanwhile.
      return (try? update { _ in }) ?? .defaults
    case .unreadable(let reason):
      fallbackReason.withLock { $0 = reason }
      useMemory(.defaults, warning: "cannot read settings at \(path): \(reason); using defaults")
      return .defaults
    }
  }

  @discardableResult
  public func update(_ change: (inout Settings) -> Void) throws(SettingsError) -> Settings {
    if fallback.withLock({ memory -> Bool in
      guard var value = memory else { return false }
      change(&value)
      memory = value
      return true
    }) {
      throw .unwritable(path: path, reason: fallbackReason.withLock { $0 })
    }
    do {
      return try lockedUpdate(change)
    } catch {
      var value = Settings.defaults
      if case .settings(let current) = read() { value = current }
      change(&value)
      if case .unwritable(_, let reason) = error { fallbackReason.withLock { $0 = reason } }
      useMemory(value, warning: "\(error.message); changes last for this run only")
      throw error
    }
  }

  // MARK: - File access

  private enum Contents {
    case missing
    case settings(Settings)
    case corrupt
    case unreadable(String)
  }

  private func read() -> Contents {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      return errno == ENOENT ? .missing : .unreadable(Self.describe(errno))
    }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 16_384)
    while true {
      let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return .unreadable(Self.describe(errno))
      }
      if count == 0 { break }
      bytes.append(contentsOf: buffer[0..<count])
      if bytes.count > 1_048_576 { return .corrupt }  // no settings file is this large
    }
    guard let settings = try? Settings.decode(Data(bytes)) else { return .corrupt }
    return .settings(settings)
  }

  private func lockedUpdate(_ change: (inout Settings) -> Void) throws(SettingsError) -> Settings {
    let directory = SettingsLocation.directory(of: path)
    try makeDirectory(directory)
    let lockDescriptor = open(path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard lockDescriptor >= 0 else { throw unwritable(errno) }
    defer { close(lockDescriptor) }
    while flock(lockDescriptor, LOCK_EX) != 0 {
      guard errno == EINTR else { throw unwritable(errno) }
    }
    defer { flock(lockDescriptor, LOCK_UN) }

    var settings = Settings.defaults
    switch read() {
    case .missing: break
    case .settings(let current): settings = current
    case .corrupt: try moveCorruptFileAside()
    case .unreadable(let reason): throw .unwritable(path: path, reason: reason)
    }
    change(&settings)
    try write(settings, in: directory)
    return settings
  }

  private func write(_ settings: Settings, in directory: String) throws(SettingsError) {
    let data = settings.jsonData()
    let temporary = "\(path).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw unwritable(errno) }
    var written = 0
    let ok = data.withUnsafeBytes { bytes -> Bool in
      while written < bytes.count {
        let count = Glibc.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
        if count < 0 {
          if errno == EINTR { continue }
          return false
        }
        written += count
      }
      return fsync(descriptor) == 0
    }
    let failure = errno
    close(descriptor)
    guard ok, rename(temporary, path) == 0 else {
      let error = unwritable(ok ? errno : failure)
      unlink(temporary)
      throw error
    }
    let directoryDescriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if directoryDescriptor >= 0 {
      fsync(directoryDescriptor)
      close(directoryDescriptor)
    }
  }

  private func moveCorruptFileAside() throws(SettingsError) {
    let stamp = Settings.formatDate(now()).filter { $0 != "-" && $0 != ":" }
    var target = "\(path).corrupt-\(stamp)"
    var attempt = 1
    while access(target, F_OK) == 0 {
      attempt += 1
      target = "\(path).corrupt-\(stamp)-\(attempt)"
    }
    guard rename(path, target) == 0 else { throw unwritable(errno) }
    warn("settings file \(path) is not valid JSON; moved it to \(target) and using defaults")
  }

  private func makeDirectory(_ directory: String) throws(SettingsError) {
    var current = directory.hasPrefix("/") ? "" : "."
    for component in directory.split(separator: "/") {
      current += "/" + component
      if mkdir(current, 0o700) != 0 && errno != EEXIST { throw unwritable(errno) }
    }
  }

  private func unwritable(_ code: Int32) -> SettingsError {
    .unwritable(path: path, reason: Self.describe(code))
  }

  private func useMemory(_ settings: Settings, warning: String) {
    let first = fallback.withLock { memory -> Bool in
      defer { memory = settings }
      return memory == nil
    }
    if first { warn(warning) }
  }

  static func describe(_ code: Int32) -> String {
    String(cString: strerror(code)).lowercased()
  }
}
