import Classroom
import GRDB

/// What the tests change to make the database full or read-only; nothing in the product.
struct StoreLimits {
  /// SQLite's `max_page_count` (never below the pages in use).
  var maximumPageCount: Int?
  /// The file opened read-only (as SQLite opens a file it may not write): every write then fails.
  var readOnly = false

  /// Set once the schema is in place (SQLite keeps `max_page_count` at least the pages in use).
  func impose(on db: Database) throws {
    if let pages = maximumPageCount { try db.execute(sql: "PRAGMA max_page_count = \(pages)") }
  }
}

extension Configuration {
  /// The class database's connection: write-ahead log, every commit synced (set here rather than
  /// through GRDB's `journalMode = .wal`, which lowers `synchronous` to NORMAL), foreign keys, a
  /// wait of up to 5 s for another connection's lock (a `grade --data` reading while the server
  /// writes).
  static func classroom(readOnly: Bool = false) -> Configuration {
    var configuration = Configuration()
    configuration.readonly = readOnly
    configuration.foreignKeysEnabled = true
    configuration.busyMode = .timeout(5)
    configuration.prepareDatabase { db in
      try db.execute(sql: "PRAGMA journal_mode = WAL")
      try db.execute(sql: "PRAGMA synchronous = FULL")
    }
    return configuration
  }
}

extension SQLiteClassroomStore {
  /// What the store's own connection runs with: `journal_mode`, `synchronous` (2 is FULL) and
  /// `foreign_keys` as SQLite reads them back (the durability tests check them).
  func connectionSettings() throws(ClassroomStoreError) -> (
    journalMode: String, synchronous: Int, foreignKeys: Bool
  ) {
    try access(writing: false) { db in
      (
        try String.fetchOne(db, sql: "PRAGMA journal_mode") ?? "",
        try Int.fetchOne(db, sql: "PRAGMA synchronous") ?? -1,
        try Bool.fetchOne(db, sql: "PRAGMA foreign_keys") ?? false
      )
    }
  }
}
