import Synchronization

/// Loads and saves `Settings`. `update` is a read-modify-write that never loses another
/// process's change.
public protocol SettingsStore: Sendable {
  func load() -> Settings
  /// Applies `change` to the current settings and saves them; returns the saved value.
  @discardableResult
  func update(_ change: (inout Settings) -> Void) throws(SettingsError) -> Settings
}

public enum SettingsError: Error, Equatable, Sendable {
  /// The location cannot be written; the change holds in memory for this run only.
  case unwritable(path: String, reason: String)

  public var message: String {
    switch self {
    case .unwritable(let path, let reason): "cannot save settings to \(path): \(reason)"
    }
  }
}

/// Settings in a dictionary in memory: for tests, and the fallback when the file cannot be used.
public final class MemorySettingsStore: SettingsStore {
  private let settings: Mutex<Settings>

  public init(_ initial: Settings = .defaults) {
    settings = Mutex(initial)
  }

  public func load() -> Settings { settings.withLock { $0 } }

  @discardableResult
  public func update(_ change: (inout Settings) -> Void) throws(SettingsError) -> Settings {
    settings.withLock { value in
      change(&value)
      return value
    }
  }
}
