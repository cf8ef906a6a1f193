/// Where a class's answers live: `ClassroomDatabase`'s SQLite file in the product, memory in
/// tests (`MemoryClassroomStore`). Every write is committed before it returns, so what the
/// server acknowledges survives the process being killed; a write that cannot be made throws,
/// and nothing is acknowledged.
public protocol ClassroomStore: Sendable {
  /// Creates the class's records on first use; on later uses checks they are this class's
  /// (the same key checksum) and returns everything stored.
  func open(_ identity: ClassIdentity) throws(ClassroomStoreError) -> StoredClass
  /// Inserts a student and returns the row's id; names and sessions are unique (`.duplicate`).
  func addStudent(_ student: StoredStudent) throws(ClassroomStoreError) -> Int64
  /// Inserts or replaces one answer of a student.
  func saveAnswer(_ answer: StoredAnswer) throws(ClassroomStoreError)
  func finish(student: Int64, at time: String) throws(ClassroomStoreError)
  /// Closes the class to answers at `time`; nil opens it again.
  func setClosed(at time: String?) throws(ClassroomStoreError)
  /// Records this run's teacher token: every token issued before it is then expired.
  func addTeacherToken(_ token: String, at time: String) throws(ClassroomStoreError)
}

/// Which class a data folder holds: the key's checksum (its identity) and the class's name (to
/// say which class it is when it is another).
public struct ClassIdentity: Equatable, Sendable {
  public var keyChecksum: String
  public var className: String

  public init(keyChecksum: String, className: String) {
    self.keyChecksum = keyChecksum
    self.className = className
  }
}

/// Everything stored for a class.
public struct StoredClass: Equatable, Sendable {
  public var closedAt: String?
  /// With their ids, in the order they joined.
  public var students: [StoredStudent]
  public var answers: [StoredAnswer]
  /// Every teacher token issued, oldest first.
  public var teacherTokens: [String]

  public init(
    closedAt: String? = nil, students: [StoredStudent] = [], answers: [StoredAnswer] = [],
    teacherTokens: [String] = []
  ) {
    self.closedAt = closedAt
    self.students = students
    self.answers = answers
    self.teacherTokens = teacherTokens
  }
}

/// A student who joined.
public struct StoredStudent: Equatable, Sendable {
  /// The store's id; 0 before the student is added.
  public var id: Int64
  /// As typed, trimmed.
  public var name: String
  /// The name as compared (`Classroom.nameKey`): unique in a class.
  public var nameKey: String
  /// The version's code ("3B-K7Q2").
  public var version: String
  /// 32 lower-case hex digits (128 random bits): the session cookie's value.
  public var session: String
  /// ISO 8601.
  public var joinedAt: String
  public var finishedAt: String?

  public init(
    id: Int64 = 0, name: String, nameKey: String, version: String, session: String,
    joinedAt: String, finishedAt: String? = nil
  ) {
    self.id = id
    self.name = name
    self.nameKey = nameKey
    self.version = version
    self.session = session
    self.joinedAt = joinedAt
    self.finishedAt = finishedAt
  }
}

/// One answer of a student, as last saved.
public struct StoredAnswer: Equatable, Sendable {
  public var student: Int64
  public var number: Int
  /// As typed, trimmed; "" for a question left blank.
  public var text: String
  /// ISO 8601.
  public var savedAt: String

  public init(student: Int64, number: Int, text: String, savedAt: String) {
    self.student = student
    self.number = number
    self.text = text
    self.savedAt = savedAt
  }
}

/// Why a store could not do what it was asked; each is told in one line.
public enum ClassroomStoreError: Error, Equatable, Sendable {
  /// The disk (or the database's limit) is full.
  case full
  /// The data folder or file cannot be written.
  case readOnly
  /// The data folder holds another class (its name).
  case otherClass(String)
  /// A name key or session already stored.
  case duplicate
  /// The file is not a database or is damaged; the store has kept it aside (the path).
  case damaged(String)
  /// No class data in that folder (`grade --data` of a folder no class used).
  case noData(String)
  /// Anything else, in one line.
  case failed(String)
}
