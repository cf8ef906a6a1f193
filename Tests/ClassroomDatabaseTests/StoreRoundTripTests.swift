import Classroom
import GRDB
import TestBasics
import Testing

@testable import ClassroomDatabase

@Suite struct StoreRoundTripTests {
  let scratch = try! ScratchFolder("store")

  @Test func everyRecordComesBackAsWritten() throws {
    let store = try SQLiteClassroomStore(folder: scratch.path("class"))
    #expect(try store.open(StoreSamples.identity) == StoredClass())
    var ana = StoreSamples.ana
    ana.id = try store.addStudent(ana)
    var luis = StoreSamples.student(2, name: "Luis")
    luis.id = try store.addStudent(luis)
    try store.saveAnswer(StoreSamples.answer(ana.id, 1, "tuve"))
    try store.saveAnswer(StoreSamples.answer(ana.id, 2, ""))
    try store.saveAnswer(StoreSamples.answer(luis.id, 1, "tenía"))
    try store.saveAnswer(StoredAnswer(student: ana.id, number: 2, text: "hizo", savedAt: "T2"))
    try store.finish(student: ana.id, at: "2026-11-28T09:30:00Z")
    try store.setClosed(at: "2026-11-28T09:45:00Z")
    try store.addTeacherToken("token-1", at: "T1")
    try store.addTeacherToken("token-2", at: "T2")

    ana.finishedAt = "2026-11-28T09:30:00Z"
    let expected = StoredClass(
      closedAt: "2026-11-28T09:45:00Z", students: [ana, luis],
      answers: [
        StoreSamples.answer(ana.id, 1, "tuve"),
        StoredAnswer(student: ana.id, number: 2, text: "hizo", savedAt: "T2"),
        StoreSamples.answer(luis.id, 1, "tenía"),
      ],
      teacherTokens: ["token-1", "token-2"])
    #expect(ana.id != luis.id)
    #expect(try store.open(StoreSamples.identity) == expected)
  }

  @Test func reopeningTheFolderGivesEverythingBack() throws {
    let folder = scratch.path("class")
    var written = StoredClass()
    do {
      let store = try SQLiteClassroomStore(folder: folder)
      _ = try store.open(StoreSamples.identity)
      var student = StoreSamples.student(1)
      student.id = try store.addStudent(student)
      try store.saveAnswer(StoreSamples.answer(student.id, 3, "dijeron"))
      try store.addTeacherToken("first", at: "T1")
      try store.setClosed(at: "T2")
      written = try store.open(StoreSamples.identity)
    }
    let again = try SQLiteClassroomStore(folder: folder)
    #expect(try again.open(StoreSamples.identity) == written)
    #expect(written.answers.count == 1 && written.closedAt == "T2")
    try again.setClosed(at: nil)
    #expect(try again.open(StoreSamples.identity).closedAt == nil)
  }

  @Test func anotherClassesDataIsRefused() throws {
    let folder = scratch.path("class")
    do {
      let store = try SQLiteClassroomStore(folder: folder)
      _ = try store.open(StoreSamples.identity)
      _ = try store.addStudent(StoreSamples.student(1))
    }
    let other = try SQLiteClassroomStore(folder: folder)
    #expect(throws: ClassroomStoreError.otherClass("3B")) {
      try other.open(StoreSamples.otherIdentity)
    }
    #expect(try other.open(StoreSamples.identity).students.count == 1)
  }

  @Test func aNameKeyOrSessionIsStoredOnce() throws {
    let store = try SQLiteClassroomStore(folder: scratch.path("class"))
    _ = try store.open(StoreSamples.identity)
    let first = StoreSamples.student(1, name: "Ana")
    _ = try store.addStudent(first)
    var sameName = StoreSamples.student(2, name: "Ana")
    sameName.name = "ANA"
    #expect(throws: ClassroomStoreError.duplicate) { try store.addStudent(sameName) }
    var sameSession = StoreSamples.student(3, name: "Luis")
    sameSession.session = first.session
    #expect(throws: ClassroomStoreError.duplicate) { try store.addStudent(sameSession) }
    try store.addTeacherToken("t", at: "T1")
    #expect(throws: ClassroomStoreError.duplicate) { try store.addTeacherToken("t", at: "T2") }
    #expect(try store.open(StoreSamples.identity).students.map(\.name) == ["Ana"])
  }

  @Test func writesNeedAStudentAndAClass() throws {
    let store = try SQLiteClassroomStore(folder: scratch.path("class"))
    #expect(throws: ClassroomStoreError.failed("no class opened")) { try store.setClosed(at: "T") }
    _ = try store.open(StoreSamples.identity)
    #expect(throws: ClassroomStoreError.failed("no student 7")) {
      try store.finish(student: 7, at: "T")
    }
    #expect(throws: ClassroomStoreError.self) {
      try store.saveAnswer(StoreSamples.answer(7, 1, "tuve"))
    }
    #expect(try store.open(StoreSamples.identity).answers.isEmpty)
  }

  @Test func theLogIsWrittenAheadAndEveryCommitSynced() throws {
    let folder = scratch.path("class")
    let store = try SQLiteClassroomStore(folder: folder)
    let settings = try store.connectionSettings()
    #expect(settings.journalMode == "wal")
    #expect(settings.synchronous == 2)
    #expect(settings.foreignKeys)
    let reader = try DatabaseQueue(path: SQLiteClassroomStore.databasePath(in: folder))
    #expect(try reader.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") } == "wal")
  }
}
