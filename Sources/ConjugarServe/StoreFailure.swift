import Classroom
import ConjugarCommands
import Messages
import PlainText

/// A data folder that cannot be used, as one line and a status: another class's 65, no class
/// data 66, anything the disk refuses 74.
enum StoreFailure {
  static func failure(
    _ error: ClassroomStoreError, folder: String, environment: CommandEnvironment
  ) -> CommandFailure {
    let name = folder.abbreviatedPath
    let say = { (message: Message) in message.text(in: environment.language) }
    switch error {
    case .otherClass(let other):
      return CommandFailure(.dataError, message: say(.serveOtherClass(folder: name, other: other)))
    case .noData:
      return CommandFailure(.noInput, message: say(.serveNoData(folder: name)))
    case .full:
      return CommandFailure(.ioError, message: say(.serveDataFull(folder: name)))
    case .readOnly:
      return CommandFailure(.ioError, message: say(.serveDataReadOnly(folder: name)))
    case .damaged(let aside):
      return CommandFailure(
        .dataError, message: say(.serveDataDamaged(folder: name, aside: aside.abbreviatedPath)))
    case .duplicate:
      return CommandFailure(
        .ioError, message: say(.serveDataFailed(folder: name, reason: "duplicate")))
    case .failed(let reason):
      return CommandFailure(.ioError, message: say(.serveDataFailed(folder: name, reason: reason)))
    }
  }

  static func failure(
    _ error: ClassroomError, folder: String, environment: CommandEnvironment
  ) -> CommandFailure {
    if case .storage(let storeError) = error {
      return failure(storeError, folder: folder, environment: environment)
    }
    return CommandFailure(
      .ioError,
      message: Message.serveDataFailed(
        folder: folder.abbreviatedPath, reason: error.message(in: environment.language)
      ).text(in: environment.language))
  }
}
