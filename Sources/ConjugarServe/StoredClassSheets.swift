import ClassKey
import Classroom
import ClassroomDatabase
import ConjugarCommands
import Grading

/// `grade --data DIR`: the students a served class stored, as the answer sheets the server's own
/// report grades (`Classroom.sheets(from:)`), read without writing anything; another key's
/// class is refused as the server refuses it.
enum StoredClassSheets {
  static func read(folder: String, key: ClassKey, environment: CommandEnvironment)
    throws(CommandFailure) -> [AnswerSheet]
  {
    do throws(ClassroomStoreError) {
      let (identity, stored) = try SQLiteClassroomStore.load(folder: folder)
      guard identity.keyChecksum == key.checksum else {
        throw ClassroomStoreError.otherClass(identity.className)
      }
      return Classroom.sheets(from: stored)
    } catch {
      throw StoreFailure.failure(error, folder: folder, environment: environment)
    }
  }
}
