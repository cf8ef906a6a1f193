import Classroom
import ClassroomDatabase
import ConjugarCommands

extension ClassroomClient {
  /// `conjugar-serve`'s: the class served from its SQLite folder, and graded from it.
  static let server = ClassroomClient(
    serve: { toServe, environment throws(CommandFailure) in
      try ClassServing(toServe, environment: environment).run()
    },
    storedSheets: { folder, key, environment throws(CommandFailure) in
      try StoredClassSheets.read(folder: folder, key: key, environment: environment)
    },
    handOff: { _, _ in })
}
