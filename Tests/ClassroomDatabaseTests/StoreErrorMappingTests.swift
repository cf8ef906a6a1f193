import Classroom
import Foundation
import GRDB
import Testing

@testable import ClassroomDatabase

@Suite struct StoreErrorMappingTests {
  static let sqlite: [(ResultCode, Bool, ClassroomStoreError)] = [
    (.SQLITE_FULL, true, .full),
    (.SQLITE_READONLY, true, .readOnly),
    (.SQLITE_READONLY_DBMOVED, true, .readOnly),
    (.SQLITE_PERM, true, .readOnly),
    (.SQLITE_CANTOPEN, true, .readOnly),
    (.SQLITE_CONSTRAINT_UNIQUE, true, .duplicate),
    (.SQLITE_CONSTRAINT_PRIMARYKEY, true, .duplicate),
    (.SQLITE_NOTADB, true, .damaged("/data/class.sqlite")),
    (.SQLITE_CORRUPT, false, .damaged("/data/class.sqlite")),
    (.SQLITE_CORRUPT_INDEX, true, .damaged("/data/class.sqlite")),
  ]

  @Test(arguments: sqlite) func sqliteErrors(
    code: ResultCode, writing: Bool, expected: ClassroomStoreError
  ) {
    let error = DatabaseError(resultCode: code)
    #expect(StoreErrorMapping.map(error, writing: writing, file: "/data/class.sqlite") == expected)
  }

  @Test func otherSqliteErrorsAreOneLineOfFacts() {
    let cantOpen = DatabaseError(resultCode: .SQLITE_CANTOPEN, message: "unable to open")
    #expect(
      StoreErrorMapping.map(cantOpen, writing: false, file: "f")
        == .failed("SQLite error 14: unable to open"))
    let foreignKey = DatabaseError(
      resultCode: .SQLITE_CONSTRAINT_FOREIGNKEY, message: "FOREIGN KEY\nconstraint failed")
    #expect(
      StoreErrorMapping.map(foreignKey, writing: true, file: "f")
        == .failed("SQLite error 787: FOREIGN KEY constraint failed"))
  }

  @Test func systemErrors() {
    #expect(StoreErrorMapping.map(errno: ENOSPC, writing: true) == .full)
    #expect(StoreErrorMapping.map(errno: EDQUOT, writing: true) == .full)
    #expect(StoreErrorMapping.map(errno: EROFS, writing: true) == .readOnly)
    #expect(StoreErrorMapping.map(errno: EACCES, writing: true) == .readOnly)
    #expect(StoreErrorMapping.map(errno: EACCES, writing: false) != .readOnly)
    #expect(StoreErrorMapping.map(POSIXError(.ENOSPC), writing: true, file: "f") == .full)
    #expect(
      StoreErrorMapping.map(CocoaError(.fileWriteVolumeReadOnly), writing: true, file: "f")
        == .readOnly)
    #expect(
      StoreErrorMapping.map(CocoaError(.fileWriteOutOfSpace), writing: true, file: "f") == .full)
  }

  @Test func theStoresOwnErrorsPassThrough() {
    let error: any Error = ClassroomStoreError.otherClass("4A")
    #expect(StoreErrorMapping.map(error, writing: true, file: "f") == .otherClass("4A"))
  }
}
