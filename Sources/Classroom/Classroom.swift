import AnswerDiagnosis
import CalendarDates
import ClassKey
import ConjugarCore
import ConjugarQuiz
import GradeOutput
import Grading
import InterfaceLanguage
import Messages
import PlainText
import SimpleJSON
import Synchronization
import WorksheetOutput

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A class served in the browser: students join with their name and the class's join code and
/// get a version of the key (the one their paper sheet names, or the version fewest have), they
/// answer its questions, and the teacher follows and grades: everything `conjugar serve` does
/// but speak HTTP.
///
/// Policy:
/// - Every answer is written through the store, committed, before it is acknowledged; a write
///   that fails refuses the answer (`ClassroomError.storage`) and the teacher's summary says why
///   until a write succeeds again. What the class holds in memory is what the store holds.
/// - A student's session is 128 random bits, stored, so it survives a restart; the teacher's
///   token is 128 random bits drawn anew each run, and tokens of earlier runs are expired.
/// - Marking is the grader's (`Grader`: the quiz's marking and diagnosis), so the teacher's
///   figures, the gradebook and `conjugar grade --data` agree.
/// - In a test, an answer can be changed until the student finishes or the class closes; in a
///   practice, the first answer to a question is the one graded, and later ones get feedback
///   only (relearning).
/// - Requests are served one at a time (a mutex): a class of 40 is far below what that allows
///   (Docs/PERFORMANCE.md).
public final class Classroom: Sendable {
  /// The longest answer taken, as the terminal's grading takes (`AnswerSheet`).
  public static let answerLimit = AnswerSheet.maximumAnswerLength

  public let key: ClassKey
  public let mode: ClassMode
  public let joinCode: String
  public let teacherToken: String

  private let store: any ClassroomStore
  private let now: @Sendable () -> Date
  private let randomWord: @Sendable () -> UInt64
  private let state: Mutex<State>

  private struct State: ~Copyable {
    var closedAt: String?
    var students: [StoredStudent]
    var bySession: [String: Int]
    var byName: [String: Int]
    var answers: [Int64: [Int: StoredAnswer]]
    var earlierTokens: Set<String>
    var grader: Grader
    var storageProblem: ClassroomStoreError?
  }

  /// Opens the class's records in `store` (creating them on first use) and draws this run's
  /// teacher token. Throws `.storage` when the store cannot be opened or holds another class.
  public init(
    key: ClassKey, mode: ClassMode, store: any ClassroomStore, conjugator: Conjugator,
    now: @escaping @Sendable () -> Date, randomWord: @escaping @Sendable () -> UInt64
  ) throws(ClassroomError) {
    self.key = key
    self.mode = mode
    self.store = store
    self.now = now
    self.randomWord = randomWord
    joinCode = key.secret.joinCode
    let stored: StoredClass
    do {
      stored = try store.open(ClassIdentity(keyChecksum: key.checksum, className: key.className))
    } catch {
      throw .storage(error)
    }
    let token = Self.randomHex(randomWord)
    do {
      try store.addTeacherToken(token, at: ISODate.format(now()))
    } catch {
      throw .storage(error)
    }
    teacherToken = token
    var answers: [Int64: [Int: StoredAnswer]] = [:]
    for answer in stored.answers { answers[answer.student, default: [:]][answer.number] = answer }
    var bySession: [String: Int] = [:]
    var byName: [String: Int] = [:]
    for (index, student) in stored.students.enumerated() {
      bySession[student.session] = index
      byName[student.nameKey] = index
    }
    state = Mutex(
      State(
        closedAt: stored.closedAt, students: stored.students, bySession: bySession,
        byName: byName, answers: answers, earlierTokens: Set(stored.teacherTokens),
        grader: Grader(key: key, conjugator: conjugator), storageProblem: nil))
  }

  /// 32 lower-case hex digits from two random words: a session id or a token.
  static func randomHex(_ randomWord: () -> UInt64) -> String {
    [randomWord(), randomWord()].map { word in
      let digits = String(word, radix: 16)
      return String(repeating: "0", count: 16 - digits.count) + digits
    }.joined()
  }

  // MARK: Students

  /// Joins `name` to the class with the join code: a new student gets the version `version`
  /// names (a sheet's code, whole or its last four characters) or, without one, the version
  /// fewest students have; a student who joined before with that name resumes (a version given
  /// must then be theirs).
  public func join(name typed: String, code: String, version typedVersion: String?)
    throws(ClassroomError) -> StudentState
  {
    guard ClassSecret.isSameCode(code, joinCode) else { throw .wrongCode }
    guard let name = StudentName.validated(typed) else { throw .badName }
    let wanted = typedVersion.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
    var named: ClassKey.Version?
    if let wanted {
      guard let version = key.version(coded: wanted) else {
        throw .unknownVersion(String(wanted.prefix(40)))
      }
      named = version
    }
    let nameKey = StudentName.key(name)
    return try state.withLock { state throws(ClassroomError) -> StudentState in
      if let index = state.byName[nameKey] {
        let student = state.students[index]
        if let named, named.code != student.version {
          throw .alreadyJoinedOtherVersion(student.version)
        }
        return view(student, state)
      }
      guard state.closedAt == nil else { throw .classClosed }
      let version = named ?? leastTaken(state)
      var student = StoredStudent(
        name: name, nameKey: nameKey, version: version.code, session: Self.randomHex(randomWord),
        joinedAt: ISODate.format(now()))
      do throws(ClassroomStoreError) {
        student.id = try store.addStudent(student)
        state.storageProblem = nil
      } catch {
        if error != .duplicate { state.storageProblem = error }
        throw .storage(error)
      }
      state.students.append(student)
      state.bySession[student.session] = state.students.count - 1
      state.byName[nameKey] = state.students.count - 1
      return view(student, state)
    }
  }

  /// The version fewest students have; the first of those in the key's order.
  private func leastTaken(_ state: borrowing State) -> ClassKey.Version {
    var counts: [String: Int] = [:]
    for student in state.students { counts[student.version, default: 0] += 1 }
    return key.versions.min { counts[$0.code, default: 0] < counts[$1.code, default: 0] }
      ?? key.versions[0]
  }

  /// The student whose session this is, as the page shows them.
  public func student(session: String) throws(ClassroomError) -> StudentState {
    try state.withLock { state throws(ClassroomError) -> StudentState in
      guard let index = state.bySession[session] else { throw .unknownSession }
      return view(state.students[index], state)
    }
  }

  private func view(_ student: StoredStudent, _ state: borrowing State) -> StudentState {
    let version = key.versions.first { $0.code == student.version } ?? key.versions[0]
    let answers = state.answers[student.id] ?? [:]
    return StudentState(
      session: student.session,
      json: ClassroomJSON.student(
        student, version: version, answers: answers, key: key, mode: mode,
        closed: state.closedAt != nil))
  }

  // MARK: Answers

  /// Saves answer `number` of the session's student (trimmed; "" for blank) and returns what
  /// the page is told: `{"saved":true}` in a test, the feedback in a practice.
  public func save(session: String, number: Int, answer typed: String, language: Language)
    throws(ClassroomError) -> JSONValue
  {
    let answer = typed.split(whereSeparator: \.isNewline).joined(separator: " ")
      .trimmingWhitespace()
    guard answer.count <= Self.answerLimit else { throw .answerTooLong }
    return try state.withLock { state throws(ClassroomError) -> JSONValue in
      guard let index = state.bySession[session] else { throw .unknownSession }
      let student = state.students[index]
      guard let version = key.versions.first(where: { $0.code == student.version }) else {
        throw .unknownSession
      }
      guard let question = version.questions.first(where: { $0.number == number }) else {
        throw .noSuchQuestion(number, of: version.questions.count)
      }
      guard student.finishedAt == nil else { throw .finished }
      guard state.closedAt == nil else { throw .classClosed }
      let earlier = state.answers[student.id]?[number]
      if mode == .practice, let earlier, !earlier.text.isEmpty || answer.isEmpty {
        // Relearning: feedback on this attempt, the first answer stays the graded one.
        return ClassroomJSON.feedback(
          number: number, saved: false, graded: false,
          marked: marked(answer, question, version, student, &state), language: language)
      }
      let record = StoredAnswer(
        student: student.id, number: number, text: answer, savedAt: ISODate.format(now()))
      do throws(ClassroomStoreError) {
        try store.saveAnswer(record)
        state.storageProblem = nil
      } catch {
        state.storageProblem = error
        throw .storage(error)
      }
      state.answers[student.id, default: [:]][number] = record
      guard mode == .practice else {
        return .object(["saved": .bool(true), "number": .integer(number)])
      }
      return ClassroomJSON.feedback(
        number: number, saved: true, graded: true,
        marked: marked(answer, question, version, student, &state), language: language)
    }
  }

  /// One answer marked and diagnosed as the grader marks it.
  private func marked(
    _ answer: String, _ question: ClassKey.Question, _ version: ClassKey.Version,
    _ student: StoredStudent, _ state: inout State
  ) -> GradedAnswer {
    var sheet = AnswerSheet(name: student.name, source: Message(.classroomSheetSource))
    sheet.code = version.code
    sheet.answers[question.number] = answer.isEmpty ? .some(nil) : answer
    return state.grader.grade(sheet).answers.first { $0.question.number == question.number }
      ?? GradedAnswer(
        question: question, given: nil, mark: .skipped, isAccentSlip: false, diagnosis: nil)
  }

  /// Ends the session's student's work: no answer changes after. In a practice, the summary:
  /// the score, the mistakes with their diagnosis, what to review. Finishing twice answers as
  /// the first time.
  public func finish(session: String, language: Language) throws(ClassroomError) -> JSONValue {
    try state.withLock { state throws(ClassroomError) -> JSONValue in
      guard let index = state.bySession[session] else { throw .unknownSession }
      var student = state.students[index]
      if student.finishedAt == nil {
        guard state.closedAt == nil else { throw .classClosed }
        let time = ISODate.format(now())
        do throws(ClassroomStoreError) {
          try store.finish(student: student.id, at: time)
          state.storageProblem = nil
        } catch {
          state.storageProblem = error
          throw .storage(error)
        }
        student.finishedAt = time
        state.students[index] = student
      }
      guard mode == .practice else { return .object(["finished": .bool(true)]) }
      let graded = state.grader.grade(
        Self.sheet(student, answers: state.answers[student.id] ?? [:]))
      return ClassroomJSON.practiceSummary(graded, language: language)
    }
  }

  // MARK: The teacher

  /// Whether `token` is this run's teacher token (compared in constant time).
  public func teacher(token: String) throws(ClassroomError) {
    if Self.constantTimeEqual(token, teacherToken) { return }
    let earlier = state.withLock { $0.earlierTokens.contains(token) }
    throw earlier ? .expiredToken : .badToken
  }

  static func constantTimeEqual(_ a: String, _ b: String) -> Bool {
    let (x, y) = (Array(a.utf8), Array(b.utf8))
    guard x.count == y.count else { return false }
    var difference: UInt8 = 0
    for index in x.indices { difference |= x[index] ^ y[index] }
    return difference == 0
  }

  /// Closes the class to joins and answers, or opens it again.
  public func setClosed(_ closed: Bool) throws(ClassroomError) {
    try state.withLock { state throws(ClassroomError) in
      guard (state.closedAt != nil) != closed else { return }
      let time = closed ? ISODate.format(now()) : nil
      do throws(ClassroomStoreError) {
        try store.setClosed(at: time)
      } catch {
        state.storageProblem = error
        throw .storage(error)
      }
      state.closedAt = time
    }
  }

  public var isClosed: Bool { state.withLock { $0.closedAt != nil } }

  /// Why answers are being refused, until a write succeeds again; nil when they are not.
  public var storageProblem: ClassroomStoreError? { state.withLock { $0.storageProblem } }

  /// The teacher's live view: who joined and how far they are, each question's success and
  /// commonest mistakes, the class's mistakes by kind.
  public func summary(language: Language) -> JSONValue {
    state.withLock { state in
      let graded = gradedStudents(&state)
      let report = ClassReport(key: key, students: graded, language: language)
      return ClassroomJSON.summary(
        ClassroomJSON.SummaryInput(
          key: key, mode: mode, joinCode: joinCode, closed: state.closedAt != nil,
          storageProblem: state.storageProblem?.teacherMessage.text(in: language),
          students: state.students, answers: state.answers, graded: graded, report: report),
        language: language)
    }
  }

  /// The class's report as `conjugar grade` makes it (`.csv`, `.html`, `.studentPages`).
  public func report(language: Language) -> ClassReport {
    state.withLock { state in
      ClassReport(
        key: key, students: gradedStudents(&state), language: language,
        paper: key.paper.flatMap(WorksheetPaper.init(rawValue:)) ?? .a4)
    }
  }

  private func gradedStudents(_ state: inout State) -> [GradedStudent] {
    state.students.map { student in
      state.grader.grade(Self.sheet(student, answers: state.answers[student.id] ?? [:]))
    }
  }

  /// Every student's answers as a sheet to grade.
  public func sheets() -> [AnswerSheet] {
    state.withLock { state in
      state.students.map { Self.sheet($0, answers: state.answers[$0.id] ?? [:]) }
    }
  }

  /// A stored class's students as sheets to grade (`conjugar grade --data`): the same sheets
  /// the server grades.
  public static func sheets(from stored: StoredClass) -> [AnswerSheet] {
    var answers: [Int64: [Int: StoredAnswer]] = [:]
    for answer in stored.answers { answers[answer.student, default: [:]][answer.number] = answer }
    return stored.students.map { sheet($0, answers: answers[$0.id] ?? [:]) }
  }

  static func sheet(_ student: StoredStudent, answers: [Int: StoredAnswer]) -> AnswerSheet {
    var sheet = AnswerSheet(name: student.name, source: Message(.classroomSheetSource))
    sheet.code = student.version
    for (number, answer) in answers {
      sheet.answers[number] = answer.text.isEmpty ? .some(nil) : answer.text
    }
    return sheet
  }
}

/// A student as the page shows them: the session (the cookie's value) and the JSON.
public struct StudentState: Sendable {
  public let session: String
  public let json: JSONValue
}
