import Messages
import Synchronization

/// Loads and saves `Settings`. `update` is a read-modify-write that never loses another
/// process's change.
public protocol SettingsStore: Sendable {
  /// The current settings; defaults when there are none or they cannot be read (a store that
  /// cannot read them warns once).
  func load() -> Settings

  /// Applies `change` to the current settings and saves them; returns the saved value. When
  /// they cannot be saved the store warns once, the change holds in memory for this run, and
  /// the error is thrown too (callers that only count, like the feedback invitation, ignore it).
  @discardableResult
  func update(_ change: (inout Settings) -> Void) throws(SettingsError) -> Settings

  /// Like `update`, but a failure is only thrown, never printed: for a caller that reports it
  /// itself (`conjugar settings set`), so the user reads one line, not two.
  @discardableResult
  func save(_ change: (inout Settings) -> Void) throws(SettingsError) -> Settings
}

extension SettingsStore {
  @discardableResult
  public func save(_ change: (inout Settings) -> Void) throws(SettingsError) -> Settings {
    try update(change)
  }
}

/// A failure to save settings. The reason is a message of the catalogue (said in the reader's
/// language by `typed`); two errors are the same when they read the same in English, so a
/// test may name a reason in words (`reason: "no home folder"`).
public enum SettingsError: Error, Equatable, Sendable {
  /// The location cannot be written; the change holds in memory for this run only.
  case unwritable(path: String, reason: Message)
  /// There is no location for the settings (no home folder).
  case unlocated(reason: Message)

  /// A location that cannot be written, its reason in words (English in every language).
  public static func unwritable(path: String, reason: String) -> SettingsError {
    .unwritable(path: path, reason: .verbatim(reason))
  }

  /// No location, its reason in words (English in every language).
  public static func unlocated(reason: String) -> SettingsError {
    .unlocated(reason: .verbatim(reason))
  }

  /// The error in English.
  public var message: String { typed.english }

  /// The error as a message of the catalogue.
  public var typed: Message {
    switch self {
    case .unwritable(let path, let reason): .settingsCannotSave(to: path, reason: reason)
    case .unlocated(let reason): .settingsCannotSave(reason: reason)
    }
  }

  public static func == (left: SettingsError, right: SettingsError) -> Bool {
    left.message == right.message
  }
}

/// Settings in memory: behind `UnlocatedSettingsStore`, and tests' store.
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

/// The settings of a run that has nowhere to keep them (no home folder and no `--settings`):
/// defaults to read, changes that last for the run, and saving fails with the reason. `update`
/// stays quiet: only a command whose job is saving (`settings set`) reports it, so a lookup or
/// a quiz does not warn about a counter.
public final class UnlocatedSettingsStore: SettingsStore {
  public let reason: Message
  private let memory = MemorySettingsStore()

  public init(reason: Message) { self.reason = reason }

  /// A store whose reason is words, English in every language (tests).
  public convenience init(reason: String) { self.init(reason: .verbatim(reason)) }

  public func load() -> Settings { memory.load() }

  @discardableResult
  public func update(_ change: (inout Settings) -> Void) throws(SettingsError) -> Settings {
    try memory.update(change)
    throw .unlocated(reason: reason)
  }
}
