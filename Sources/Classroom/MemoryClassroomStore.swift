import Synchronization

/// A class's records in memory: for tests and previews, never for a class (nothing survives
/// the process). Behaves as the SQLite store does: unique names and sessions, one class per
/// store; `failing` makes every write throw that error, as a full or read-only disk does.
public final class MemoryClassroomStore: ClassroomStore {
  private struct Records {
    var identity: ClassIdentity?
    var stored = StoredClass()
    var failing: ClassroomStoreError?
  }
  private let records = Mutex(Records())

  public init() {}

  /// Every write throws `error` from now on; nil writes again.
  public func fail(with error: ClassroomStoreError?) {
    records.withLock { $0.failing = error }
  }

  /// What is stored now.
  public var stored: StoredClass { records.withLock { $0.stored } }

  public func open(_ identity: ClassIdentity) throws(ClassroomStoreError) -> StoredClass {
    try records.withLock { records throws(ClassroomStoreError) -> StoredClass in
      if let known = records.identity {
        guard known.keyChecksum == identity.keyChecksum else {
          throw .otherClass(known.className)
        }
      } else {
        if let failing = records.failing { throw failing }
        records.identity = identity
      }
      return records.stored
    }
  }

  public func addStudent(_ student: StoredStudent) throws(ClassroomStoreError) -> Int64 {
    try records.withLock { records throws(ClassroomStoreError) -> Int64 in
      if let failing = records.failing { throw failing }
      guard
        !records.stored.students.contains(where: {
          $0.nameKey == student.nameKey || $0.session == student.session
        })
      else { throw .duplicate }
      var added = student
      added.id = Int64(records.stored.students.count + 1)
      records.stored.students.append(added)
      return added.id
    }
  }

  public func saveAnswer(_ answer: StoredAnswer) throws(ClassroomStoreError) {
    try records.withLock { records throws(ClassroomStoreError) in
      if let failing = records.failing { throw failing }
      records.stored.answers.removeAll {
        $0.student == answer.student && $0.number == answer.number
      }
      records.stored.answers.append(answer)
    }
  }

  public func finish(student: Int64, at time: String) throws(ClassroomStoreError) {
    try records.withLock { records throws(ClassroomStoreError) in
      if let failing = records.failing { throw failing }
      guard let index = records.stored.students.firstIndex(where: { $0.id == student }) else {
        throw .failed("no student \(student)")
      }
      records.stored.students[index].finishedAt = time
    }
  }

  public func setClosed(at time: String?) throws(ClassroomStoreError) {
    try records.withLock { records throws(ClassroomStoreError) in
      if let failing = records.failing { throw failing }
      records.stored.closedAt = time
    }
  }

  public func addTeacherToken(_ token: String, at time: String) throws(ClassroomStoreError) {
    try records.withLock { records throws(ClassroomStoreError) in
      if let failing = records.failing { throw failing }
      records.stored.teacherTokens.append(token)
    }
  }
}
