import Classroom
import Foundation
import GRDB

extension SQLiteClassroomStore {
  /// Reads a class's data without writing anything (`conjugar grade --data`); `.noData(folder)`
  /// when the folder holds none. A folder whose write-ahead log is gone (the server stopped
  /// cleanly) is read as an immutable file, so not even SQLite's log files appear; while a server
  /// runs, or after one was killed, the log is read too (it holds the latest answers). A damaged
  /// file is reported (`.damaged(path)`) and left where it is.
  public static func load(folder: String) throws(ClassroomStoreError) -> (
    ClassIdentity, StoredClass
  ) {
    let file = databasePath(in: folder)
    let files = FileManager.default
    guard files.fileExists(atPath: file) else { throw .noData(folder) }
    var configuration = Configuration()
    configuration.readonly = true
    configuration.busyMode = .timeout(5)
    let location = files.fileExists(atPath: file + "-wal") ? file : immutableURI(file)
    do {
      let queue = try DatabaseQueue(path: location, configuration: configuration)
      return try queue.read { db in
        guard try db.tableExists("class"), let identity = try ClassRows.identity(db) else {
          throw ClassroomStoreError.noData(folder)
        }
        return (identity, try ClassRows.everything(db))
      }
    } catch {
      throw StoreErrorMapping.map(error, writing: false, file: file)
    }
  }

  /// SQLite's URI for a file no one writes (no lock, no log files).
  static func immutableURI(_ file: String) -> String {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: "?#%")
    let path = file.addingPercentEncoding(withAllowedCharacters: allowed) ?? file
    return "file:\(path)?immutable=1"
  }
}
