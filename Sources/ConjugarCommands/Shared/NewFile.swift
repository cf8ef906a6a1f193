import DurableFiles
import Messages
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
    if exists { throw alreadyThere(option: option, in: environment.language) }
  }

  /// Writes `text` to a new file (`DurableFile.create(with:ownerOnly:)`); returns its identity.
  @discardableResult
  func create(_ text: String, option: String, ownerOnly: Bool = false, in language: Language)
    throws(CommandFailure) -> FileIdentity
  {
    do {
      return try DurableFile(path: path).create(with: Array(text.utf8), ownerOnly: ownerOnly)
    } catch {
      if error.isAlreadyThere { throw alreadyThere(option: option, in: language) }
      let message = Message.newFileCannotCreate(
        path.abbreviatedPath, reason: error.reason(in: language))
      throw CommandFailure(.cannotCreate, message: message.text(in: language))
    }
  }

  private func alreadyThere(option: String, in language: Language) -> CommandFailure {
    CommandFailure(
      .cannotCreate,
      message: Message.newFileExists(path.abbreviatedPath, option: option).text(in: language))
  }
}
