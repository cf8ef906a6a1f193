import Classroom
import GRDB

/// Reading a class's rows back into the core's records.
enum ClassRows {
  /// The class recorded, if any.
  static func identity(_ db: Database) throws -> ClassIdentity? {
    guard let row = try Row.fetchOne(db, sql: "SELECT keyChecksum, className FROM class") else {
      return nil
    }
    return ClassIdentity(keyChecksum: row["keyChecksum"], className: row["className"])
  }

  /// Everything stored: students in the order they joined, answers by student and number, tokens
  /// oldest first.
  static func everything(_ db: Database) throws -> StoredClass {
    let closedAt = try Row.fetchOne(db, sql: "SELECT closedAt FROM class")?["closedAt"] as String?
    let students = try Row.fetchAll(db, sql: "SELECT * FROM student ORDER BY id").map { row in
      StoredStudent(
        id: row["id"], name: row["name"], nameKey: row["nameKey"], version: row["version"],
        session: row["session"], joinedAt: row["joinedAt"], finishedAt: row["finishedAt"])
    }
    let answers = try Row.fetchAll(db, sql: "SELECT * FROM answer ORDER BY student, number").map {
      row in
      StoredAnswer(
        student: row["student"], number: row["number"], text: row["text"],
        savedAt: row["savedAt"])
    }
    let tokens = try String.fetchAll(db, sql: "SELECT token FROM teacherToken ORDER BY id")
    return StoredClass(
      closedAt: closedAt, students: students, answers: answers, teacherTokens: tokens)
  }
}
