import DurableFiles
import PlainText

/// A file a command creates and never writes over (a class's key, a student's answers): 73,
/// one line naming the option that chooses another path, when something is already there or
/// the file cannot be created.
struct NewFile {
  let path: String

  /// 73 when something is at the path: checked before work that would be lost (an assignment's
  /// questions), as `create` checks again when it writes.
  func checkFree(option: String, in environment: CommandEnvironment) throws(CommandFailure) {
    let exists: Bool
    do { exists = try environment.readFile(path, 0) != nil } catch { exists = true }
    if exists { throw alreadyThere(option: option) }
  }

  /// Writes `text` to a new file (`DurableFile.create(with:)`).
  func create(_ text: String, option: String) throws(CommandFailure) {
    do {
      try DurableFile(path: path).create(with: Array(text.utf8))
    } catch {
      if error.isAlreadyThere { throw alreadyThere(option: option) }
      throw CommandFailure(
        .cannotCreate, message: "cannot create '\(path.abbreviated)': \(error.reason)")
    }
  }

  private func alreadyThere(option: String) -> CommandFailure {
    CommandFailure(
      .cannotCreate,
      message:
        "'\(path.abbreviated)' exists and is never written over; choose another file with \(option)"
    )
  }
}
