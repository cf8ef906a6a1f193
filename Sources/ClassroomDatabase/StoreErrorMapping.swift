import Classroom
import Foundation
import GRDB

/// What an error of SQLite or of the file system means for the class's data: facts only (the core
/// tells them in words).
enum StoreErrorMapping {
  /// `writing`: whether the store was about to write (a file it cannot open is then read-only);
  /// `file`: the database, named by `.damaged` (the store then moves it aside).
  static func map(_ error: any Error, writing: Bool, file: String) -> ClassroomStoreError {
    switch error {
    case let error as ClassroomStoreError: error
    case let error as DatabaseError: map(error, writing: writing, file: file)
    case let error as POSIXError: map(errno: error.code.rawValue, writing: writing)
    case let error as CocoaError: map(error, writing: writing)
    default: .failed(oneLine("\(error)"))
    }
  }

  static func map(_ error: DatabaseError, writing: Bool, file: String) -> ClassroomStoreError {
    switch error.resultCode {
    case .SQLITE_FULL: .full
    case .SQLITE_READONLY, .SQLITE_PERM: .readOnly
    case .SQLITE_CANTOPEN where writing: .readOnly
    case .SQLITE_CONSTRAINT
    where error.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE
      || error.extendedResultCode == .SQLITE_CONSTRAINT_PRIMARYKEY:
      .duplicate
    case .SQLITE_NOTADB, .SQLITE_CORRUPT: .damaged(file)
    default:
      .failed(oneLine("SQLite error \(error.extendedResultCode.rawValue): \(error.message ?? "")"))
    }
  }

  /// A system call's `errno`: no room (ENOSPC, EDQUOT) is `.full`; a read-only file system or a
  /// refused permission (EROFS, EACCES, EPERM) is `.readOnly` when writing.
  static func map(errno code: Int32, writing: Bool) -> ClassroomStoreError {
    switch code {
    case ENOSPC, EDQUOT: .full
    case EROFS, EACCES, EPERM: writing ? .readOnly : .failed(String(cString: strerror(code)))
    default: .failed(String(cString: strerror(code)))
    }
  }

  static func map(_ error: CocoaError, writing: Bool) -> ClassroomStoreError {
    switch error.code {
    case .fileWriteOutOfSpace: .full
    case .fileWriteVolumeReadOnly, .fileWriteNoPermission:
      writing ? .readOnly : .failed(oneLine(error.localizedDescription))
    default:
      if let posix = error.underlying as? POSIXError {
        map(errno: posix.code.rawValue, writing: writing)
      } else {
        .failed(oneLine(error.localizedDescription))
      }
    }
  }

  static func oneLine(_ text: String) -> String {
    text.split(whereSeparator: \.isNewline).joined(separator: " ")
  }
}
