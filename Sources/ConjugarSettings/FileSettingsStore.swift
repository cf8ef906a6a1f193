import DurableFiles
import Messages
import SimpleJSON
import Synchronization

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Settings in a JSON file, like UserDefaults: one object of key → value.
///
/// - The file follows the `DurableFiles` policy: only a regular file is read or replaced (a
///   FIFO, device or folder at the path is an error and is left alone), a symbolic link is
///   followed and its target replaced, so the link survives.
/// - Writes are atomic: a temporary file in the target's folder, fsync, rename.
/// - `update` holds an advisory lock (flock on `<target>.lock`) from read to rename, so
///   concurrent processes never lose each other's changes.
/// - A corrupt file is moved aside to `<file>.corrupt-<timestamp>` by the next write, never
///   overwritten; reading it only warns and uses the defaults.
/// - A file may be up to 16 MiB and nest up to 512 levels (`JSONParseError.maximumDepth`),
///   whatever it holds: unknown keys of any size are written back. Beyond either limit the file
///   is not settings conjugar can keep, nor proof of corruption: it is left as it is by reads
///   and writes alike (a write fails, naming the limit, until the user decides).
/// - A location that cannot be read gives one warning; the run continues in memory.
public final class FileSettingsStore: SettingsStore {
  public var path: String { file.path }
  private let file: any UserFile
  private let now: @Sendable () -> Date
  /// Where a warning goes, as a message the caller says in the reader's language.
  private let warn: @Sendable (Message) -> Void
  /// Set once the file proved unusable: the rest of the run works on this copy.
  private let fallback = Mutex<Settings?>(nil)
  private let fallbackReason = Mutex(Message.empty)
  private let warnedAboutCorruption = Mutex(false)

  /// The largest settings file read, in bytes (16 MiB).
  public static let sizeLimit = 16 * 1_048_576

  /// A store whose warnings are English lines.
  public convenience init(
    path: String, now: @escaping @Sendable () -> Date, warn: @escaping @Sendable (String) -> Void
  ) {
    self.init(file: DurableFile(path: path), now: now, report: { warn($0.english) })
  }

  /// A store whose warnings are English lines.
  public convenience init(
    file: any UserFile, now: @escaping @Sendable () -> Date,
    warn: @escaping @Sendable (String) -> Void
  ) {
    self.init(file: file, now: now, report: { warn($0.english) })
  }

  /// A store whose warnings are messages, for the caller to say in the reader's language.
  public convenience init(
    path: String, now: @escaping @Sendable () -> Date,
    report: @escaping @Sendable (Message) -> Void
  ) {
    self.init(file: DurableFile(path: path), now: now, report: report)
  }

  public init(
    file: any UserFile, now: @escaping @Sendable () -> Date,
    report: @escaping @Sendable (Message) -> Void
  ) {
    self.file = file
    self.now = now
    self.warn = report
  }

  public func load() -> Settings {
    if let memory = fallback.withLock({ $0 }) { return memory }
    switch read() {
    case .missing: return .defaults
    case .settings(let settings): return settings
    case .corrupt:
      let first = warnedAboutCorruption.withLock { warned in
        defer { warned = true }
        return !warned
      }
      if first {
        warn(.settingsNotObjectKept(path))
      }
      return .defaults
    case .unreadable(let reason):
      fallbackReason.withLock { $0 = reason }
      useMemory(.defaults, warning: .settingsCannotRead(path, reason: reason))
      return .defaults
    case .overLimit(let reason):
      fallbackReason.withLock { $0 = Self.leftAlone(reason) }
      useMemory(.defaults, warning: .settingsCannotRead(path, reason: reason))
      return .defaults
    }
  }

  @discardableResult
  public func update(_ change: (inout Settings) -> Void) throws(SettingsError) -> Settings {
    do throws(SettingsError) {
      return try save(change)
    } catch {
      if fallback.withLock({ $0 == nil }) {
        var value = Settings.defaults
        if case .settings(let current) = read() { value = current }
        change(&value)
        useMemory(value, warning: .settingsThisRunOnly(error.typed))
      }
      throw error
    }
  }

  @discardableResult
  public func save(_ change: (inout Settings) -> Void) throws(SettingsError) -> Settings {
    if fallback.withLock({ memory -> Bool in
      guard var value = memory else { return false }
      change(&value)
      memory = value
      return true
    }) {
      throw .unwritable(path: path, reason: fallbackReason.withLock { $0 })
    }
    do throws(SettingsError) {
      return try lockedUpdate(change)
    } catch {
      if case .unwritable(_, let reason) = error { fallbackReason.withLock { $0 = reason } }
      throw error
    }
  }

  // MARK: - File access

  private enum Contents {
    case missing
    case settings(Settings)
    case corrupt
    case unreadable(Message)
    /// Over the size or the depth limit: kept, never moved aside. The reason names the limit.
    case overLimit(Message)
  }

  private func read() -> Contents {
    let bytes: [UInt8]?
    do {
      bytes = try file.read(limit: Self.sizeLimit)
    } catch {
      return .unreadable(error.typed)
    }
    guard let bytes else { return .missing }
    guard bytes.count <= Self.sizeLimit else {
      let size = max(bytes.count, (try? file.size()) ?? 0)
      return .overLimit(
        .settingsTooLarge(size: Self.mebibytes(size), limit: Self.mebibytes(Self.sizeLimit)))
    }
    do throws(SettingsFormatError) {
      return .settings(try Settings.decode(Data(bytes)))
    } catch {
      guard error == .tooDeep else { return .corrupt }
      return .overLimit(.settingsTooDeep(JSONParseError.maximumDepth))
    }
  }

  /// What a write that refused a file over a limit says.
  private static func leftAlone(_ reason: Message) -> Message { .settingsLeftAlone(reason) }

  /// A size in MiB, rounded up to a tenth: "16 MiB", "16.1 MiB".
  static func mebibytes(_ bytes: Int) -> String {
    let tenths = (bytes * 10 + 1_048_575) / 1_048_576
    return tenths % 10 == 0 ? "\(tenths / 10) MiB" : "\(tenths / 10).\(tenths % 10) MiB"
  }

  /// Read, change and replace the file under the lock, so concurrent runs lose nothing.
  private func lockedUpdate(_ change: (inout Settings) -> Void) throws(SettingsError) -> Settings {
    let outcome: Result<Settings, SettingsError>
    do throws(FileFailure) {
      outcome = try file.withLock { () throws(FileFailure) -> Result<Settings, SettingsError> in
        var settings = Settings.defaults
        switch read() {
        case .missing: break
        case .settings(let current): settings = current
        case .corrupt:
          let stamp = Settings.formatDate(now()).filter { $0 != "-" && $0 != ":" }
          let aside = try file.moveAside(suffix: "corrupt-\(stamp)")
          warn(.settingsNotObjectMoved(path, aside: aside))
        case .unreadable(let reason): return .failure(.unwritable(path: path, reason: reason))
        case .overLimit(let reason):
          return .failure(.unwritable(path: path, reason: Self.leftAlone(reason)))
        }
        change(&settings)
        try file.replace(with: Array(settings.jsonData()))
        return .success(settings)
      }
    } catch {
      throw .unwritable(path: path, reason: error.typed)
    }
    return try outcome.get()
  }

  private func useMemory(_ settings: Settings, warning: Message) {
    let first = fallback.withLock { memory -> Bool in
      defer { memory = settings }
      return memory == nil
    }
    if first { warn(warning) }
  }
}
