import Classroom
import Foundation
import TestBasics
import Testing

@testable import ClassroomDatabase

@Suite struct StoreLoadTests {
  let scratch = try! ScratchFolder("store")

  /// A class with one student and two answers in `folder`, the store still open.
  func classWithAnswers(in folder: String) throws -> SQLiteClassroomStore {
    let store = try SQLiteClassroomStore(folder: folder)
    _ = try store.open(StoreSamples.identity)
    let id = try store.addStudent(StoreSamples.ana)
    try store.saveAnswer(StoreSamples.answer(id, 1, "tuve"))
    try store.saveAnswer(StoreSamples.answer(id, 2, "hice"))
    return store
  }

  @Test func aFolderWithoutAClassHasNoData() throws {
    let empty = scratch.path("empty")
    try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
    #expect(throws: ClassroomStoreError.noData(empty)) {
      try SQLiteClassroomStore.load(folder: empty)
    }
    #expect(scratch.contents("empty").isEmpty)
    let missing = scratch.path("missing")
    #expect(throws: ClassroomStoreError.noData(missing)) {
      try SQLiteClassroomStore.load(folder: missing)
    }
    #expect(!FileManager.default.fileExists(atPath: missing))
    let unopened = scratch.path("unopened")
    _ = try SQLiteClassroomStore(folder: unopened)
    #expect(throws: ClassroomStoreError.noData(unopened)) {
      try SQLiteClassroomStore.load(folder: unopened)
    }
  }

  @Test func loadingReadsEverythingAndWritesNothing() throws {
    let folder = scratch.path("class")
    let written = try classWithAnswers(in: folder).open(StoreSamples.identity)
    let file = SQLiteClassroomStore.databasePath(in: folder)
    let before = try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date
    let bytes = try Data(contentsOf: URL(fileURLWithPath: file))
    let names = scratch.contents("class")

    let (identity, stored) = try SQLiteClassroomStore.load(folder: folder)

    #expect(identity == StoreSamples.identity)
    #expect(stored == written)
    #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == bytes)
    #expect(
      try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date == before)
    #expect(scratch.contents("class") == names)
    #expect(names == ["class.sqlite"])
  }

  @Test func aFolderWhoseNameLooksLikeAURIIsReadAsItself() throws {
    let folder = scratch.path("3º B ?lang=es #1 %20")
    _ = try classWithAnswers(in: folder)
    let (identity, stored) = try SQLiteClassroomStore.load(folder: folder)
    #expect(identity == StoreSamples.identity)
    #expect(stored.answers.count == 2)
    #expect(scratch.contents().count == 1)
  }

  @Test func loadingReadsTheLogOfARunningOrKilledServer() throws {
    let folder = scratch.path("class")
    let store = try classWithAnswers(in: folder)
    #expect(try SQLiteClassroomStore.load(folder: folder).1.answers.count == 2)

    let killed = scratch.path("killed")
    try FileManager.default.createDirectory(atPath: killed, withIntermediateDirectories: true)
    for name in scratch.contents("class") {
      try FileManager.default.copyItem(
        atPath: scratch.path("class/\(name)"), toPath: scratch.path("killed/\(name)"))
    }
    #expect(scratch.contents("killed").contains("class.sqlite-wal"))
    let (_, stored) = try SQLiteClassroomStore.load(folder: killed)
    #expect(stored.answers.map(\.text) == ["tuve", "hice"])
    _ = store
  }

  @Test func aDamagedFileIsReportedAndLeftWhereItIs() throws {
    let folder = scratch.path("class")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let file = SQLiteClassroomStore.databasePath(in: folder)
    try Data(repeating: 0x5A, count: 8192).write(to: URL(fileURLWithPath: file))
    #expect(throws: ClassroomStoreError.damaged(file)) {
      try SQLiteClassroomStore.load(folder: folder)
    }
    #expect(scratch.contents("class") == ["class.sqlite"])
  }
}
