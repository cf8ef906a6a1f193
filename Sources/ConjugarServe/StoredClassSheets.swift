import ClassKey
import Classroom
import ClassroomDatabase
import ConjugarCommands
import Grading

/// `grade --data DIR`: the students a served class stored, as the answer sheets the server's own
/// report grades (`Classroom.sheets()`), read without writing anything.
enum StoredClassSheets {
  static func read(folder: String, key: ClassKey, environment: CommandEnvironment)
    throws(CommandFailure) -> [AnswerSheet]
  {
    do {
      let (identity, stored) = try SQLiteClassroomStore.load(folder: folder)
      let snapshot = SnapshotStore(identity: identity, stored: stored)
      let classroom = try Classroom(
        key: key, mode: .test, store: snapshot,
        conjugator: environment.conjugator, now: environment.now,
        randomWord: environment.randomWord)
      return classroom.sheets()
    } catch let error as ClassroomStoreError {
      throw StoreFailure.failure(error, folder: folder, environment: environment)
    } catch let error as ClassroomError {
      throw StoreFailure.failure(error, folder: folder, environment: environment)
    } catch {
      throw CommandFailure(.ioError, message: "\(error)")
    }
  }
}

/// A class as loaded, for grading: `open` checks the key and returns it, writes change nothing.
struct SnapshotStore: ClassroomStore {
  let identity: ClassIdentity
  let stored: StoredClass

  func open(_ wanted: ClassIdentity) throws(ClassroomStoreError) -> StoredClass {
    guard wanted.keyChecksum == identity.keyChecksum else {
      throw .otherClass(identity.className)
    }
    return stored
  }
  func addStudent(_ student: StoredStudent) throws(ClassroomStoreError) -> Int64 {
    throw .readOnly
  }
  func saveAnswer(_ answer: StoredAnswer) throws(ClassroomStoreError) { throw .readOnly }
  func finish(student: Int64, at time: String) throws(ClassroomStoreError) { throw .readOnly }
  func setClosed(at time: String?) throws(ClassroomStoreError) { throw .readOnly }
  /// Grading issues no token: the one a `Classroom` makes is dropped.
  func addTeacherToken(_ token: String, at time: String) throws(ClassroomStoreError) {}
}
