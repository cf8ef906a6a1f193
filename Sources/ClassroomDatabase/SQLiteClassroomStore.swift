import Classroom
import Foundation
import GRDB
import Synchronization

/// A class's answers in `class.sqlite` inside the class's data folder (GRDB over SQLite): write-ahead
/// log, `synchronous = FULL`, foreign keys on, a busy timeout. Every write is one transaction
/// committed (and synced) before the method returns, so what the server acknowledges survives the
/// process being killed or the machine losing power.
///
/// A file found damaged (not a database, a corrupt page) is never deleted: it is moved aside to
/// `class.sqlite.damaged-N` with its log, `.damaged(asidePath)` is thrown, and a store that found
/// its file damaged while serving refuses every later call the same way.
public final class SQLiteClassroomStore: ClassroomStore {
  /// The database's name inside the data folder.
  public static let fileName = "class.sqlite"

  private enum Connection {
    case open(DatabaseQueue)
    case damaged(String)
  }

  private let file: String
  private let connection: Mutex<Connection>

  /// Opens (creating the folder and `class.sqlite` when missing) the class database in `folder`.
  public convenience init(folder: String) throws(ClassroomStoreError) {
    try self.init(folder: folder, limits: StoreLimits())
  }

  /// `limits` lets the tests fill the database or refuse its writes as a full disk or a read-only
  /// file would.
  init(folder: String, limits: StoreLimits) throws(ClassroomStoreError) {
    file = Self.databasePath(in: folder)
    do {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true)
      let queue = try DatabaseQueue(
        path: file, configuration: .classroom(readOnly: limits.readOnly))
      try ClassSchema.migrator.migrate(queue)
      try queue.writeWithoutTransaction { try limits.impose(on: $0) }
      connection = Mutex(.open(queue))
    } catch {
      let failure = StoreErrorMapping.map(error, writing: true, file: file)
      guard case .damaged = failure else { throw failure }
      throw .damaged(DamagedFile.keepAside(file))
    }
  }

  static func databasePath(in folder: String) -> String {
    URL(fileURLWithPath: folder).appendingPathComponent(fileName).path
  }

  /// Reads first and writes only a class not yet recorded, so a class on a disk that has become
  /// read-only can still be opened and shown.
  public func open(_ identity: ClassIdentity) throws(ClassroomStoreError) -> StoredClass {
    let recorded = try access(writing: false) { db in try ClassRows.identity(db) }
    if let recorded {
      guard recorded.keyChecksum == identity.keyChecksum else {
        throw .otherClass(recorded.className)
      }
    } else {
      try write { db in
        try db.execute(
          sql: "INSERT INTO class (id, keyChecksum, className) VALUES (1, ?, ?)",
          arguments: [identity.keyChecksum, identity.className])
      }
    }
    return try access(writing: false) { db in try ClassRows.everything(db) }
  }

  public func addStudent(_ student: StoredStudent) throws(ClassroomStoreError) -> Int64 {
    try write { db in
      try db.execute(
        sql: """
          INSERT INTO student (name, nameKey, version, session, joinedAt, finishedAt)
          VALUES (?, ?, ?, ?, ?, ?)
          """,
        arguments: [
          student.name, student.nameKey, student.version, student.session, student.joinedAt,
          student.finishedAt,
        ])
      return db.lastInsertedRowID
    }
  }

  public func saveAnswer(_ answer: StoredAnswer) throws(ClassroomStoreError) {
    try write { db in
      try db.execute(
        sql: """
          INSERT INTO answer (student, number, text, savedAt) VALUES (?, ?, ?, ?)
          ON CONFLICT (student, number) DO UPDATE SET text = excluded.text, savedAt = excluded.savedAt
          """,
        arguments: [answer.student, answer.number, answer.text, answer.savedAt])
    }
  }

  public func finish(student: Int64, at time: String) throws(ClassroomStoreError) {
    try write { db in
      try db.execute(
        sql: "UPDATE student SET finishedAt = ? WHERE id = ?", arguments: [time, student])
      guard db.changesCount == 1 else { throw ClassroomStoreError.failed("no student \(student)") }
    }
  }

  public func setClosed(at time: String?) throws(ClassroomStoreError) {
    try write { db in
      try db.execute(sql: "UPDATE class SET closedAt = ? WHERE id = 1", arguments: [time])
      guard db.changesCount == 1 else { throw ClassroomStoreError.failed("no class opened") }
    }
  }

  public func addTeacherToken(_ token: String, at time: String) throws(ClassroomStoreError) {
    try write { db in
      try db.execute(
        sql: "INSERT INTO teacherToken (token, issuedAt) VALUES (?, ?)", arguments: [token, time])
    }
  }

  /// Runs `body` in one write transaction, committed before it returns.
  private func write<T: Sendable>(
    _ body: (Database) throws -> T
  ) throws(ClassroomStoreError) -> T {
    try access(writing: true, body)
  }

  /// Runs `body` in one transaction (a write transaction, committed before it returns, when
  /// `writing`). A damaged file found on the way is closed and moved aside, and the store refuses
  /// every later call.
  func access<T: Sendable>(
    writing: Bool, _ body: (Database) throws -> T
  ) throws(ClassroomStoreError) -> T {
    try connection.withLock { (state) throws(ClassroomStoreError) -> T in
      let queue: DatabaseQueue
      switch state {
      case .damaged(let aside): throw .damaged(aside)
      case .open(let open): queue = open
      }
      do {
        return writing ? try queue.write(body) : try queue.read(body)
      } catch {
        let failure = StoreErrorMapping.map(error, writing: writing, file: file)
        guard case .damaged = failure else { throw failure }
        try? queue.close()
        let aside = DamagedFile.keepAside(file)
        state = .damaged(aside)
        throw .damaged(aside)
      }
    }
  }
}
