import Messages

/// Where conjugar keeps user data, resolved once from the command line and the environment:
///
/// - settings: `--settings`, else `CONJUGAR_SETTINGS`, else
///   `$XDG_CONFIG_HOME/conjugar/settings.json`, else `$HOME/.config/conjugar/settings.json`;
/// - the quiz history: `history.jsonl` in the settings file's folder;
/// - the REPL history: `$XDG_STATE_HOME/conjugar/history`, else
///   `$HOME/.local/state/conjugar/history`.
///
/// XDG folders and HOME count only when they are absolute paths. With neither, a location is
/// `unavailable` (never a guess such as `/.config`): reading gives nothing, writing is an error.
public struct UserDataLocations: Equatable, Sendable {
  /// A file's path, or why there is none.
  public enum Location: Equatable, Sendable {
    case path(String)
    /// `reason` is a message of the catalogue, said in the reader's language.
    case unavailable(reason: Message)

    public var path: String? {
      if case .path(let path) = self { return path }
      return nil
    }
  }

  public let settings: Location
  public let quizHistory: Location
  public let replHistory: Location

  public init(settingsOption: String?, environment: [String: String]) {
    let home = Self.absoluteFolder(environment["HOME"])
    if let option = settingsOption, !option.isEmpty {
      settings = .path(option)
    } else if let path = environment["CONJUGAR_SETTINGS"], !path.isEmpty {
      settings = .path(path)
    } else if let config = Self.absoluteFolder(environment["XDG_CONFIG_HOME"]) {
      settings = .path(config + "/conjugar/settings.json")
    } else if let home {
      settings = .path(home + "/.config/conjugar/settings.json")
    } else {
      settings = .unavailable(reason: .noHomeForSettings)
    }
    switch settings {
    case .path(let path):
      quizHistory = .path(Self.folderPrefix(of: path) + "history.jsonl")
    case .unavailable(let reason):
      quizHistory = .unavailable(reason: reason)
    }
    if let state = Self.absoluteFolder(environment["XDG_STATE_HOME"]) {
      replHistory = .path(state + "/conjugar/history")
    } else if let home {
      replHistory = .path(home + "/.local/state/conjugar/history")
    } else {
      replHistory = .unavailable(reason: .noHomeForState)
    }
  }

  /// An absolute folder without trailing slashes ("/" becomes ""), or nil.
  static func absoluteFolder(_ value: String?) -> String? {
    guard let value, value.hasPrefix("/") else { return nil }
    var folder = Substring(value)
    while folder.hasSuffix("/") { folder = folder.dropLast() }
    return String(folder)
  }

  /// The folder part of a path with its slash ("" for a bare file name).
  static func folderPrefix(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return String(path[...slash])
  }
}
