import GRDB

/// The class database's tables, one migration a version: `class` (one row: the key's checksum and
/// the class's name, when it was closed, when it was created), `student`, `answer` (one a student
/// and question) and `teacherToken` (every token issued, in order).
enum ClassSchema {
  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1: class, students, answers, teacher tokens") { db in
      try db.create(table: "class") { table in
        table.primaryKey("id", .integer).check { $0 == 1 }
        table.column("keyChecksum", .text).notNull()
        table.column("className", .text).notNull()
        table.column("closedAt", .text)
        table.column("createdAt", .text).notNull()
          .defaults(sql: "(strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))")
      }
      try db.create(table: "student") { table in
        table.autoIncrementedPrimaryKey("id")
        table.column("name", .text).notNull()
        table.column("nameKey", .text).notNull().unique()
        table.column("version", .text).notNull()
        table.column("session", .text).notNull().unique()
        table.column("joinedAt", .text).notNull()
        table.column("finishedAt", .text)
      }
      try db.create(table: "answer") { table in
        table.column("student", .integer).notNull().references("student")
        table.column("number", .integer).notNull()
        table.column("text", .text).notNull()
        table.column("savedAt", .text).notNull()
        table.primaryKey(["student", "number"])
      }
      try db.create(table: "teacherToken") { table in
        table.autoIncrementedPrimaryKey("id")
        table.column("token", .text).notNull().unique()
        table.column("issuedAt", .text).notNull()
      }
    }
    return migrator
  }
}
