import ClassKey
import Messages

/// `conjugar serve --key-file KEY`: a class in the browser, run by `conjugar-serve` (the
/// classroom's own executable, so `conjugar` links no server or database). In `conjugar` the
/// request is handed to it (`ClassroomClient.handOff`); in `conjugar-serve` the key is read
/// here, refused as `grade` refuses it (65), and the class served (`ClassroomClient.serve`).
public struct ServeRequest: Equatable, Sendable {
  /// `--mode`: test (no feedback, one attempt) or practice (feedback and relearning).
  public enum Mode: String, CaseIterable, Sendable { case test, practice }

  public var keyPath: String
  public var listen: ListenAddress
  /// `--data`; nil for the folder beside the key (`dataFolder`).
  public var data: String?
  public var mode: Mode
  /// `--ready-file`: written once listening, for scripts.
  public var readyFile: String?

  public init(
    keyPath: String, listen: ListenAddress = .standard, data: String? = nil,
    mode: Mode = .test, readyFile: String? = nil
  ) {
    self.keyPath = keyPath
    self.listen = listen
    self.data = data
    self.mode = mode
    self.readyFile = readyFile
  }

  /// Where the class's answers live: `--data`, else the key's path without `.json` and with
  /// `-class` (`3B-key.json` → `3B-key-class`), beside the key.
  public var dataFolder: String { data ?? Self.defaultDataFolder(keyPath: keyPath) }

  public static func defaultDataFolder(keyPath: String) -> String {
    let stem = keyPath.hasSuffix(".json") ? String(keyPath.dropLast(5)) : keyPath
    return stem + "-class"
  }

  /// The command line that makes this request again (what `conjugar` hands to
  /// `conjugar-serve`), in `language`.
  /// Paths are joined to their options (`--data=-x`), so none is read as an option.
  public func arguments(language: Language) -> [String] {
    var arguments = ["serve", "--key-file=" + keyPath, "--listen", listen.description]
    if let data { arguments.append("--data=" + data) }
    arguments += ["--mode", mode.rawValue]
    if let readyFile { arguments.append("--ready-file=" + readyFile) }
    return arguments + ClassroomClient.languageArguments(language)
  }

  public func run(in environment: CommandEnvironment) throws(CommandFailure) {
    guard let serve = environment.classroom.serve else {
      try environment.classroom.handOff(arguments(language: environment.language), environment)
      return
    }
    let key = try ClassKeyFile(path: keyPath).read(in: environment)
    try serve(ClassToServe(request: self, key: key), environment)
  }
}

/// What `conjugar-serve` serves: the request and its key, read and checked.
public struct ClassToServe: Sendable {
  public var request: ServeRequest
  public var key: ClassKey
  /// The key file's checksum (`ClassKey.checksum`): the class's identity in its data folder.
  public var keyChecksum: String

  public init(request: ServeRequest, key: ClassKey) {
    self.request = request
    self.key = key
    self.keyChecksum = key.checksum
  }
}
