import DurableFiles

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
    guard let bytes = try? DurableFiles.read(path) else { return [] }
    return String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  /// Adds a line (ignored when empty, multi-line or the same as the last entry).
  public func add(_ line: String) throws(HistoryError) {
    guard !line.isEmpty, !line.contains("\n") else { return }
    do throws(DurableFiles.Failure) {
      try DurableFiles.makeFolders(for: path)
      try DurableFiles.withLock(path + ".lock") { () throws(DurableFiles.Failure) in
        var entries = load()
        if entries.last == line { return }
        entries.append(line)
        if entries.count > Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
        try DurableFiles.replace(path, with: Array((entries.joined(separator: "\n") + "\n").utf8))
      }
    } catch {
      throw HistoryError(message: "cannot save history to \(path): \(error.reason)")
    }
  }

  public struct HistoryError: Error, Equatable {
    public let message: String
  }
}
