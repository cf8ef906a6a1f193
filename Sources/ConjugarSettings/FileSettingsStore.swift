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
import DurableFiles
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
    let bytes: [UInt8]?
    do {
      bytes = try DurableFiles.read(path, limit: 1_048_576)
    } catch {
      return .unreadable(error.reason)
    }
    guard let bytes else { return .missing }
    guard bytes.count <= 1_048_576, let settings = try? Settings.decode(Data(bytes)) else {
      return .corrupt  // no settings file is this large
    }
    return .settings(settings)
  }

  /// Read, change and replace the file under the lock, so concurrent runs lose nothing.
  private func lockedUpdate(_ change: (inout Settings) -> Void) throws(SettingsError) -> Settings {
    let outcome: Result<Settings, SettingsError>
    do throws(DurableFiles.Failure) {
      try DurableFiles.makeFolders(for: path)
      outcome = try DurableFiles.withLock(path + ".lock") { () throws(DurableFiles.Failure) -> Result<Settings, SettingsError> in
        var settings = Settings.defaults
        switch read() {
        case .missing: break
        case .settings(let current): settings = current
        case .corrupt:
          do throws(SettingsError) { try moveCorruptFileAside() } catch { return .failure(error) }
        case .unreadable(let reason): return .failure(.unwritable(path: path, reason: reason))
        }
        change(&settings)
        try DurableFiles.replace(path, with: Array(settings.jsonData()))
        return .success(settings)
      }
    } catch {
      throw .unwritable(path: path, reason: error.reason)
    }
    return try outcome.get()
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

  static func describe(_ code: Int32) -> String { DurableFiles.Failure(code: code).reason }
}
