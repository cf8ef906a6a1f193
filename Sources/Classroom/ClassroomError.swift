import InterfaceLanguage
import Messages

/// Why the class refused a request: each one line in the reader's language, with the HTTP
/// status the server gives it and a stable code for scripts (the JSON's `error` member).
public enum ClassroomError: Error, Equatable, Sendable {
  case wrongCode
  /// The sheet's code as typed.
  case unknownVersion(String)
  case badName
  /// The version the student joined with.
  case alreadyJoinedOtherVersion(String)
  /// The number asked and how many questions the sheet has.
  case noSuchQuestion(Int, of: Int)
  case answerTooLong
  case finished
  case classClosed
  /// Bad input of the server's own kinds (not JSON, not UTF-8…), already in words.
  case badRequest(Message)
  case unknownSession
  case badToken
  case expiredToken
  case storage(ClassroomStoreError)

  /// 400 bad input, 401 who is asking is not known, 503 the answers cannot be stored.
  public var status: Int {
    switch self {
    case .unknownSession, .badToken, .expiredToken: 401
    case .storage: 503
    default: 400
    }
  }

  public var code: String {
    switch self {
    case .wrongCode: "wrongCode"
    case .unknownVersion: "unknownVersion"
    case .badName: "badName"
    case .alreadyJoinedOtherVersion: "otherVersion"
    case .noSuchQuestion: "noSuchQuestion"
    case .answerTooLong: "answerTooLong"
    case .finished: "finished"
    case .classClosed: "classClosed"
    case .badRequest: "badRequest"
    case .unknownSession: "unknownSession"
    case .badToken: "badToken"
    case .expiredToken: "expiredToken"
    case .storage: "storage"
    }
  }

  /// What the student (or whoever asked) reads.
  public var message: Message {
    switch self {
    case .wrongCode: Message(.classroomWrongCode)
    case .unknownVersion(let code): .classroomUnknownVersion(code: code)
    case .badName: .classroomBadName(limit: StudentName.maximumLength)
    case .alreadyJoinedOtherVersion(let version): .classroomOtherVersion(version: version)
    case .noSuchQuestion(let number, let count):
      .classroomNoSuchQuestion(number: number, count: count)
    case .answerTooLong: .classroomAnswerTooLong(limit: Classroom.answerLimit)
    case .finished: Message(.classroomFinished)
    case .classClosed: Message(.classroomClosed)
    case .badRequest(let message): message
    case .unknownSession: Message(.classroomUnknownSession)
    case .badToken: Message(.classroomBadToken)
    case .expiredToken: Message(.classroomExpiredToken)
    case .storage(.full): Message(.classroomStorageFullStudent)
    case .storage(.readOnly): Message(.classroomStorageReadOnlyStudent)
    case .storage: Message(.classroomStorageFailedStudent)
    }
  }

  public func message(in language: Language) -> String { message.text(in: language) }
}

extension ClassroomStoreError {
  /// What the teacher reads while answers are refused (the summary's `storageProblem`).
  public var teacherMessage: Message {
    switch self {
    case .full: Message(.classroomStorageFullTeacher)
    case .readOnly: Message(.classroomStorageReadOnlyTeacher)
    case .failed(let reason): .classroomStorageFailedTeacher(reason: reason)
    case .damaged(let path): .classroomDamaged(path: path)
    case .otherClass(let name): .classroomOtherClass(name: name)
    case .noData(let folder): .classroomNoData(folder: folder)
    case .duplicate: .classroomStorageFailedTeacher(reason: "duplicate")
    }
  }
}
