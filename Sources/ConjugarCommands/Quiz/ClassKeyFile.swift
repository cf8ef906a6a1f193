import ClassKey
import DurableFiles
import PlainText

/// The class's key file on disk: read for `quiz --answers --key-file` and `quiz --assignment`,
/// created (never written over) by `quiz --worksheet --class`.
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

  /// The key: 66 when there is no file, 74 when it cannot be read, 65 when it is not a key,
  /// was edited or is of another format.
  func read(in environment: CommandEnvironment) throws(CommandFailure) -> ClassKey {
    let bytes: [UInt8]?
    do {
      bytes = try environment.readFile(path, Self.limit)
    } catch {
      throw CommandFailure(
        .ioError, message: "cannot read the key file '\(path.abbreviated)': \(error.reason)")
    }
    guard let bytes else {
      throw CommandFailure(
        .noInput, message: "cannot read the key file '\(path.abbreviated)': no such file")
    }
    guard bytes.count <= Self.limit, let text = String(validating: bytes, as: UTF8.self) else {
      throw CommandFailure(
        .notAVerb, message: "'\(path.abbreviated)': \(ClassKeyError.notAKey.message)")
    }
    do {
      return try ClassKey.read(text)
    } catch {
      throw CommandFailure(.notAVerb, message: "'\(path.abbreviated)': \(error.message)")
    }
  }

  /// Writes `text` to a new file: 73 when something is at the path (`option` names the option
  /// that chooses another) or the file cannot be created.
  func create(_ text: String, option: String) throws(CommandFailure) {
    do {
      try DurableFile(path: path).create(with: Array(text.utf8))
    } catch {
      if error.isAlreadyThere {
        throw CommandFailure(
          .cannotCreate,
          message:
            "'\(path.abbreviated)' exists and is never written over; choose another file with \(option)"
        )
      }
      throw CommandFailure(
        .cannotCreate, message: "cannot create '\(path.abbreviated)': \(error.reason)")
    }
  }
}
