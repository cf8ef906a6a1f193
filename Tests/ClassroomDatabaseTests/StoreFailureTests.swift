import Classroom
import Foundation
import GRDB
import TestBasics
import Testing

@testable import ClassroomDatabase

@Suite struct StoreFailureTests {
  let scratch = try! ScratchFolder("store")

  @Test func aFullDatabaseRefusesTheAnswerAndKeepsTheEarlierOnes() throws {
    let folder = scratch.path("class")
    var student = StoreSamples.student(1)
    do {
      let store = try SQLiteClassroomStore(folder: folder)
      _ = try store.open(StoreSamples.identity)
      student.id = try store.addStudent(student)
      try store.saveAnswer(StoreSamples.answer(student.id, 1, "tuve"))
    }
    var saved = 1
    var refusal: ClassroomStoreError?
    do {
      let full = try SQLiteClassroomStore(folder: folder, limits: StoreLimits(maximumPageCount: 1))
      let long = String(repeating: "x", count: 100)
      for number in 2...2_000 {
        do {
          try full.saveAnswer(StoreSamples.answer(student.id, number, long))
          saved += 1
        } catch {
          refusal = error
          break
        }
      }
    }
    #expect(refusal == .full)
    let answers = try SQLiteClassroomStore(folder: folder).open(StoreSamples.identity).answers
    #expect(answers.count == saved)
    #expect(answers.first?.text == "tuve")
    #expect(answers.map(\.number) == Array(1...saved))
  }

  @Test func aReadOnlyDatabaseIsReadButRefusesWrites() throws {
    let folder = scratch.path("class")
    do {
      let store = try SQLiteClassroomStore(folder: folder)
      _ = try store.open(StoreSamples.identity)
      _ = try store.addStudent(StoreSamples.student(1))
    }
    let store = try SQLiteClassroomStore(folder: folder, limits: StoreLimits(readOnly: true))
    let stored = try store.open(StoreSamples.identity)
    #expect(stored.students.count == 1)
    #expect(throws: ClassroomStoreError.readOnly) {
      try store.saveAnswer(StoreSamples.answer(stored.students[0].id, 1, "tuve"))
    }
    #expect(throws: ClassroomStoreError.readOnly) { try store.addStudent(StoreSamples.student(2)) }
  }

  @Test func aFileThatIsNoDatabaseIsKeptAsideAndAFreshOneStarted() throws {
    let folder = scratch.path("class")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let file = SQLiteClassroomStore.databasePath(in: folder)
    let garbage = Data((0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) })
    try garbage.write(to: URL(fileURLWithPath: file))
    #expect(throws: ClassroomStoreError.damaged(file + ".damaged-1")) {
      try SQLiteClassroomStore(folder: folder)
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: file + ".damaged-1")) == garbage)
    do {
      let fresh = try SQLiteClassroomStore(folder: folder)
      #expect(try fresh.open(StoreSamples.identity) == StoredClass())
    }

    try garbage.write(to: URL(fileURLWithPath: file + ".tmp"))
    _ = rename(file + ".tmp", file)
    #expect(throws: ClassroomStoreError.damaged(file + ".damaged-2")) {
      try SQLiteClassroomStore(folder: folder)
    }
    #expect(scratch.contents("class").contains("class.sqlite.damaged-1"))
  }

  @Test func aCorruptPageFoundWhileServingIsKeptAsideAndEveryLaterCallRefused() throws {
    let folder = scratch.path("class")
    let file = SQLiteClassroomStore.databasePath(in: folder)
    do {
      let store = try SQLiteClassroomStore(folder: folder)
      _ = try store.open(StoreSamples.identity)
      let id = try store.addStudent(StoreSamples.student(1))
      for number in 1...200 {
        try store.saveAnswer(StoreSamples.answer(id, number, "respuesta \(number)"))
      }
    }
    let pageSize = 4096
    let root = try DatabaseQueue(path: file).read {
      try Int.fetchOne($0, sql: "SELECT rootpage FROM sqlite_schema WHERE name = 'answer'")
    }
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: file))
    try handle.seek(toOffset: UInt64(((root ?? 2) - 1) * pageSize))
    try handle.write(contentsOf: Data(repeating: 0xA5, count: pageSize))
    try handle.close()

    let store = try SQLiteClassroomStore(folder: folder)
    let aside = file + ".damaged-1"
    #expect(throws: ClassroomStoreError.damaged(aside)) { try store.open(StoreSamples.identity) }
    #expect(throws: ClassroomStoreError.damaged(aside)) {
      try store.saveAnswer(StoreSamples.answer(1, 1, "tuve"))
    }
    #expect(FileManager.default.fileExists(atPath: aside))
    #expect(!FileManager.default.fileExists(atPath: file))
  }
}
