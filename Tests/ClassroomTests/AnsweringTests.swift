import ClassKey
import Classroom
import ConjugarCore
import GradeOutput
import Grading
import SimpleJSON
import Testing

@Suite struct AnsweringTests {
  @Test func aTestSavesAnswersAndTellsNothingElse() throws {
    let store = MemoryClassroomStore()
    let classroom = try ClassroomFixture.classroom(store)
    let ana = try classroom.join(name: "Ana", code: classroom.joinCode, version: "3B-K7Q2")
    let saved = try classroom.save(
      session: ana.session, number: 1, answer: " tube ", language: .english)
    #expect(saved == .object(["saved": .bool(true), "number": .integer(1)]))
    // Changed before finishing: the last one counts; "" leaves it blank.
    _ = try classroom.save(session: ana.session, number: 1, answer: "tuve", language: .english)
    _ = try classroom.save(session: ana.session, number: 2, answer: "", language: .english)
    #expect(store.stored.answers.map(\.text).sorted() == ["", "tuve"])
    let state = try classroom.student(session: ana.session).json
    #expect(state.member("answers") == .object(["1": .string("tuve"), "2": .string("")]))
    #expect(
      try classroom.finish(session: ana.session, language: .english)
        == .object(["finished": .bool(true)]))
    #expect(throws: ClassroomError.finished) {
      try classroom.save(session: ana.session, number: 3, answer: "hablo", language: .english)
    }
    #expect(store.stored.students[0].finishedAt != nil)
  }

  @Test func answersTheSheetDoesNotHaveAreRefused() throws {
    let classroom = try ClassroomFixture.classroom()
    let ana = try classroom.join(name: "Ana", code: classroom.joinCode, version: nil)
    for number in [0, 4, -1, Int.max] {
      #expect(throws: ClassroomError.noSuchQuestion(number, of: 3)) {
        try classroom.save(session: ana.session, number: number, answer: "x", language: .english)
      }
    }
    #expect(throws: ClassroomError.answerTooLong) {
      try classroom.save(
        session: ana.session, number: 1, answer: String(repeating: "é", count: 101),
        language: .english)
    }
    _ = try classroom.save(
      session: ana.session, number: 1, answer: String(repeating: "é", count: 100),
      language: .english)
    #expect(throws: ClassroomError.unknownSession) {
      try classroom.save(session: "forged", number: 1, answer: "x", language: .english)
    }
  }

  @Test func aClosedClassTakesNoAnswerUntilItOpensAgain() throws {
    let classroom = try ClassroomFixture.classroom()
    let ana = try classroom.join(name: "Ana", code: classroom.joinCode, version: nil)
    try classroom.setClosed(true)
    #expect(throws: ClassroomError.classClosed) {
      try classroom.save(session: ana.session, number: 1, answer: "tuve", language: .english)
    }
    #expect(throws: ClassroomError.classClosed) {
      try classroom.finish(session: ana.session, language: .english)
    }
    try classroom.setClosed(false)
    _ = try classroom.save(session: ana.session, number: 1, answer: "tuve", language: .english)
  }

  @Test func aPracticeGivesFeedbackAndGradesTheFirstAnswer() throws {
    let store = MemoryClassroomStore()
    let classroom = try ClassroomFixture.classroom(store, mode: .practice)
    let ana = try classroom.join(name: "Ana", code: classroom.joinCode, version: "3B-K7Q2")
    let wrong = try classroom.save(
      session: ana.session, number: 1, answer: "tení", language: .spanish)
    #expect(wrong.member("graded") == .bool(true))
    #expect(wrong.member("correct") == .bool(false))
    #expect(wrong.member("mark") == "wrong")
    #expect(wrong.member("expected") == "tuve")
    #expect(wrong.member("diagnosis")?.member("text") != nil)
    let retry = try classroom.save(
      session: ana.session, number: 1, answer: "tuve", language: .spanish)
    #expect(retry.member("graded") == .bool(false))
    #expect(retry.member("saved") == .bool(false))
    #expect(retry.member("correct") == .bool(true))
    #expect(store.stored.answers.map(\.text) == ["tení"])
    let slip = try classroom.save(
      session: ana.session, number: 2, answer: "pidio", language: .english)
    #expect(slip.member("mark") == "accentOnly")
    let summary = try classroom.finish(session: ana.session, language: .english)
    #expect(summary.member("points") == .integer(5))
    #expect(summary.member("maximum") == .integer(30))
    guard case .array(let mistakes)? = summary.member("mistakes") else {
      Issue.record("no mistakes")
      return
    }
    #expect(mistakes.count == 3)
    guard case .array(let review)? = summary.member("review") else {
      Issue.record("no review")
      return
    }
    #expect(review.count == 3)
    // Finishing again answers as the first time.
    #expect(try classroom.finish(session: ana.session, language: .english) == summary)
  }

  @Test func aStoreThatCannotWriteRefusesTheAnswerAndTellsTheTeacher() throws {
    let store = MemoryClassroomStore()
    let classroom = try ClassroomFixture.classroom(store)
    let ana = try classroom.join(name: "Ana", code: classroom.joinCode, version: nil)
    _ = try classroom.save(session: ana.session, number: 1, answer: "tuve", language: .english)
    for failure in [ClassroomStoreError.full, .readOnly, .failed("disk I/O error")] {
      store.fail(with: failure)
      #expect(throws: ClassroomError.storage(failure)) {
        try classroom.save(session: ana.session, number: 2, answer: "pidió", language: .english)
      }
      #expect(ClassroomError.storage(failure).status == 503)
      #expect(classroom.storageProblem == failure)
      #expect(classroom.summary(language: .english).member("storageProblem") != .null)
      // What was refused is not held as saved.
      #expect(
        try classroom.student(session: ana.session).json.member("answers") == .object(["1": "tuve"])
      )
    }
    #expect(ClassroomError.storage(.full).message(in: .english).contains("teacher"))
    #expect(ClassroomError.storage(.full).message(in: .spanish).contains("profesor"))
    store.fail(with: nil)
    _ = try classroom.save(session: ana.session, number: 2, answer: "pidió", language: .english)
    #expect(classroom.storageProblem == nil)
    #expect(classroom.summary(language: .english).member("storageProblem") == .null)
  }

  @Test func aRestartResumesTheClassWithANewTeacherToken() throws {
    let store = MemoryClassroomStore()
    let first = try ClassroomFixture.classroom(store)
    let ana = try first.join(name: "Ana", code: first.joinCode, version: nil)
    _ = try first.save(session: ana.session, number: 1, answer: "tuve", language: .english)
    try first.teacher(token: first.teacherToken)
    let second = try ClassroomFixture.classroom(store, run: 2)
    #expect(second.teacherToken != first.teacherToken)
    #expect(
      try second.student(session: ana.session).json == ana.json.replacing(answers: ["1": "tuve"]))
    #expect(throws: ClassroomError.expiredToken) { try second.teacher(token: first.teacherToken) }
    #expect(throws: ClassroomError.badToken) {
      try second.teacher(token: String(repeating: "0", count: 32))
    }
    #expect(throws: ClassroomError.badToken) { try second.teacher(token: "") }
    try second.teacher(token: second.teacherToken)
  }

  @Test func anotherKeysDataIsRefused() throws {
    let store = MemoryClassroomStore()
    _ = try ClassroomFixture.classroom(store)
    let other = ClassKey(
      className: "4C", secret: ClassSecret(high: 9, low: 9), accents: .half, drill: .conjugate,
      selection: ClassroomFixture.key.selection, versions: [ClassroomFixture.versionA])
    #expect(throws: ClassroomError.storage(.otherClass("3B"))) {
      try ClassroomFixture.classroom(store, key: other)
    }
  }

  @Test func theReportIsGradesReportOfTheSameSheets() throws {
    let classroom = try ClassroomFixture.classroom()
    let code = classroom.joinCode
    let ana = try classroom.join(name: "Ana", code: code, version: "3B-K7Q2")
    let bea = try classroom.join(name: "Bea", code: code, version: "3B-M4XR")
    _ = try classroom.join(name: "Carlos", code: code, version: nil)
    for (number, answer) in [(1, "tuve"), (2, "pidio"), (3, "")] {
      _ = try classroom.save(
        session: ana.session, number: number, answer: answer, language: .english)
    }
    for (number, answer) in [(1, "pusé"), (2, "dormió")] {
      _ = try classroom.save(
        session: bea.session, number: number, answer: answer, language: .english)
    }
    let grader = Grader(key: ClassroomFixture.key, conjugator: ClassroomFixture.conjugator)
    let expected = ClassReport(
      key: ClassroomFixture.key, students: classroom.sheets().map(grader.grade))
    #expect(classroom.report(language: .english).csv == expected.csv)
    #expect(classroom.report(language: .english).html == expected.html)
    #expect(expected.csv.contains("Ana"))
    #expect(expected.csv.contains("Carlos"))
  }

  @Test func theTeachersSummaryFollowsEachStudentAndQuestion() throws {
    let classroom = try ClassroomFixture.classroom()
    let code = classroom.joinCode
    let ana = try classroom.join(name: "Ana", code: code, version: "3B-K7Q2")
    let eva = try classroom.join(name: "Eva", code: code, version: "3B-K7Q2")
    _ = try classroom.save(session: ana.session, number: 1, answer: "tuve", language: .english)
    _ = try classroom.save(session: eva.session, number: 1, answer: "tení", language: .english)
    _ = try classroom.save(session: eva.session, number: 2, answer: "pedió", language: .english)
    _ = try classroom.finish(session: eva.session, language: .english)
    let summary = classroom.summary(language: .english)
    #expect(summary.member("joinCode") == .string(code))
    guard case .array(let students)? = summary.member("students"),
      case .array(let questions)? = summary.member("questions")
    else {
      Issue.record("no students or questions")
      return
    }
    #expect(students.map { $0.member("answered") } == [.integer(1), .integer(2)])
    #expect(students.map { $0.member("finished") } == [.bool(false), .bool(true)])
    let first = questions.first { $0.member("number") == .integer(1) }
    #expect(first?.member("answers") == .integer(2))
    #expect(first?.member("percent") == .integer(50))
    guard case .array(let kinds)? = first?.member("mistakes") else {
      Issue.record("no mistakes")
      return
    }
    #expect(kinds.count == 1)
  }
}

extension JSONValue {
  func replacing(answers: [String: JSONValue]) -> JSONValue {
    guard case .object(var members) = self else { return self }
    members["answers"] = .object(answers)
    return .object(members)
  }
}
