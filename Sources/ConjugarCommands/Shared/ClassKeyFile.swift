import ClassKey
import DurableFiles
import Messages
import PlainText

/// The class's key file on disk: the one reader of keys, for `grade`, `quiz --answers
/// --key-file` and `quiz --assignment`, and its writer for `quiz --worksheet --class` (a new
/// file, never written over: `NewFile`).
///
/// Policy: every command that reads a key refuses a bad one the same way, with one line:
/// 66 when there is no file, 74 when it cannot be read, 65 when it is over `limit`, not valid
/// UTF-8, not a key, edited or of another format version (`ClassKeyError`). The file is named
/// by the path the user gave.
struct ClassKeyFile {
  let path: String

  /// The largest key read: 26 versions of 500 context questions are under 8 MiB.
  static let limit = 16 << 20

  /// The default path: the class name's letters, digits, `-` and `_` (others become `-`) and
  /// `-key.json`, in the current folder: "3B-key.json".
  static func defaultPath(className: String) -> String {
    let kept = String(
      className.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") ? $0 : "-" })
    let trimmed = kept.split(separator: "-").joined(separator: "-")
    return (trimmed.isEmpty ? "class" : trimmed) + "-key.json"
  }

  /// The key, or the one line and status of the policy above.
  func read(in environment: CommandEnvironment) throws(CommandFailure) -> ClassKey {
    let name = path.abbreviatedPath
    let say = { (message: Message) in message.text(in: environment.language) }
    let bytes: [UInt8]?
    do {
      bytes = try environment.readFile(path, Self.limit)
    } catch {
      throw CommandFailure(
        .ioError,
        message: say(.keyFileCannotRead(name, reason: error.reason(in: environment.language))))
    }
    guard let bytes else {
      throw CommandFailure(.noInput, message: say(.keyFile(.keyFileNoSuchFile, name)))
    }
    guard bytes.count <= Self.limit, let text = String(validating: bytes, as: UTF8.self) else {
      throw CommandFailure(.dataError, message: say(Self.message(.notAKey, name)))
    }
    do {
      return try ClassKey.read(text)
    } catch {
      throw CommandFailure(.dataError, message: say(Self.message(error, name)))
    }
  }

  /// The key's error (`ClassKeyError`), naming the file.
  private static func message(_ error: ClassKeyError, _ name: String) -> Message {
    switch error {
    case .notAKey: .keyFile(.keyFileNotAKey, name)
    case .formatVersion(let version?):
      .keyFileFormatVersion(name, version: version, current: ClassKey.formatVersion)
    case .formatVersion(nil): .keyFile(.keyFileNoFormatVersion, name)
    case .edited: .keyFile(.keyFileEdited, name)
    case .unreadable(let member): .keyFileUnreadable(name, member: member)
    }
  }

  /// Writes the key's text to a new file (`NewFile`) that only its owner can read: it holds
  /// every answer and the class's secret. `--key-file` chooses another path. Returns what
  /// `remove(ifStill:)` needs to undo it.
  func create(_ key: ClassKey, in language: Language) throws(CommandFailure) -> FileIdentity {
    try NewFile(path: path).create(key.json, option: "--key-file", ownerOnly: true, in: language)
  }
}
