import Classroom
import Foundation
import SimpleJSON
import Testing

@testable import ClassroomServer

/// Requests the pages would never send: each gets its status and one line of JSON, in the
/// asker's language, and the class goes on.
@Suite struct BadInputTests {
  let store = MemoryClassroomStore()
  let classroom: Classroom
  let service: ClassroomService
  let ana: String

  init() throws {
    classroom = try ServerFixture.classroom(store)
    service = ClassroomService(classroom: classroom)
    ana = try service.join("Ana", code: classroom.joinCode)
  }

  func expectRefusal(
    _ response: ClassroomResponse, _ status: Int, _ code: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(response.status == status, "\(response.text)", sourceLocation: sourceLocation)
    #expect(response.errorCode == code, "\(response.text)", sourceLocation: sourceLocation)
    #expect(response.isOneLineError, "\(response.text)", sourceLocation: sourceLocation)
  }

  @Test func aWrongJoinCodeAndAnUnknownVersion() {
    expectRefusal(
      service.call("POST", "/api/join", json: #"{"name":"Bea","code":"ZZZZZZ"}"#), 400,
      "wrongCode")
    expectRefusal(
      service.call(
        "POST", "/api/join",
        json: #"{"name":"Bea","code":"\#(classroom.joinCode)","version":"3B-QQQQ"}"#), 400,
      "unknownVersion")
  }

  @Test func answersToQuestionsThatDoNotExist() {
    for number in ["99", "0", "4"] {
      expectRefusal(
        service.call("PUT", "/api/answers/" + number, as: .student(ana), json: #"{"answer":"a"}"#),
        400, "noSuchQuestion")
    }
    for number in ["abc", "-1", "1.5", "99999999999999999999", "%31"] {
      expectRefusal(
        service.call("PUT", "/api/answers/" + number, as: .student(ana), json: #"{"answer":"a"}"#),
        400, "badQuestionNumber")
    }
  }

  @Test func bodiesThatAreNotTheJSONAsked() {
    let answer = { (body: [UInt8], type: String) in
      self.service.respond(
        to: ClassroomRequest(
          method: "PUT", target: "/api/answers/1",
          headers: ["Content-Type": type, "Cookie": "conjugar_session=" + self.ana], body: body))
    }
    expectRefusal(
      answer([0x7B, 0x22, 0xC3, 0x28, 0x22, 0x7D], "application/json"), 400, "invalidUTF8")
    expectRefusal(answer(Array("{\"answer\":".utf8), "application/json"), 400, "badJSON")
    expectRefusal(answer(Array("{\"answer\":3}".utf8), "application/json"), 400, "badJSON")
    expectRefusal(answer(Array("[\"tuve\"]".utf8), "application/json"), 400, "badJSON")
    expectRefusal(
      answer(Array("answer=tuve".utf8), "application/x-www-form-urlencoded"), 400, "notJSON")
    expectRefusal(answer(Array("{\"answer\":\"tuve\"}".utf8), "text/plain"), 400, "notJSON")
    #expect(
      answer(Array("{\"answer\":\"tuve\"}".utf8), "application/json; charset=utf-8").status == 200)
    expectRefusal(
      service.call("POST", "/api/join", json: #"{"name":"Bea"}"#), 400, "badJSON")
    expectRefusal(
      service.call(
        "POST", "/api/join", json: #"{"name":"Bea","code":"\#(classroom.joinCode)","version":7}"#),
      400, "badJSON")
  }

  @Test func anAnswerOverTheTerminalsLimit() {
    let long = String(repeating: "a", count: Classroom.answerLimit + 1)
    expectRefusal(
      service.call("PUT", "/api/answers/1", as: .student(ana), json: #"{"answer":"\#(long)"}"#),
      400, "answerTooLong")
  }

  @Test func aClosedClassTakesNoAnswerNorNewStudent() {
    let teacher = Caller.teacher(classroom.teacherToken)
    #expect(service.call("POST", "/api/teacher/close", as: teacher).text == #"{"closed":true}"#)
    expectRefusal(
      service.call("PUT", "/api/answers/1", as: .student(ana), json: #"{"answer":"tuve"}"#), 400,
      "classClosed")
    expectRefusal(
      service.call("POST", "/api/join", json: #"{"name":"Bea","code":"\#(classroom.joinCode)"}"#),
      400, "classClosed")
    #expect(service.call("POST", "/api/teacher/reopen", as: teacher).status == 200)
    #expect(
      service.call("PUT", "/api/answers/1", as: .student(ana), json: #"{"answer":"tuve"}"#)
        .status == 200)
  }

  @Test func aFinishedStudentAnswersNoMore() {
    #expect(service.call("POST", "/api/finish", as: .student(ana)).status == 200)
    expectRefusal(
      service.call("PUT", "/api/answers/1", as: .student(ana), json: #"{"answer":"tuve"}"#), 400,
      "finished")
  }

  @Test func aStaleOrForgedSessionCookie() throws {
    let otherClass = ClassroomService(classroom: try ServerFixture.classroom(run: 7))
    let stale = try otherClass.join("Ana", code: classroom.joinCode)
    for cookie in [
      "conjugar_session=" + stale, "conjugar_session=0123456789abcdef0123456789abcdef",
      "conjugar_session=../../etc/passwd",
      "conjugar_session=" + String(repeating: "f", count: 4000),
      "conjugar_session",
    ] {
      expectRefusal(
        service.call("GET", "/api/questions", as: Caller(cookie: cookie)), 401, "unknownSession")
    }
  }

  @Test func aTeacherTokenOfAnEarlierRunHasExpired() throws {
    let earlier = classroom.teacherToken
    let next = ClassroomService(classroom: try ServerFixture.classroom(store, run: 2))
    expectRefusal(
      next.call("GET", "/api/teacher/summary", as: .teacher(earlier)), 401, "expiredToken")
    expectRefusal(
      next.call("GET", "/api/teacher/summary", as: .teacher(String(repeating: "0", count: 32))),
      401,
      "badToken")
    let page = next.call("GET", "/teacher?token=" + earlier)
    #expect(page.status == 401)
    #expect(page.header("Set-Cookie") == nil)
  }

  @Test func aStoreThatRefusesWritesIs503AndTheTeacherIsTold() throws {
    store.fail(with: .full)
    let refused = service.call(
      "PUT", "/api/answers/1", as: .student(ana), json: #"{"answer":"tuve"}"#)
    expectRefusal(refused, 503, "storage")
    let summary = service.call("GET", "/api/teacher/summary", as: .teacher(classroom.teacherToken))
    guard case .object(let members)? = summary.json, case .string? = members["storageProblem"]
    else {
      Issue.record("no storage problem in \(summary.text)")
      return
    }
    store.fail(with: nil)
    #expect(
      service.call("PUT", "/api/answers/1", as: .student(ana), json: #"{"answer":"tuve"}"#)
        .status == 200)
  }

  @Test func messagesAreInTheAskersLanguage() {
    let english = service.call("POST", "/api/join", json: #"{"name":"Bea","code":"ZZZZZZ"}"#)
    let spanish = service.call(
      "POST", "/api/join?lang=es", json: #"{"name":"Bea","code":"ZZZZZZ"}"#)
    let browser = service.call(
      "POST", "/api/join", json: #"{"name":"Bea","code":"ZZZZZZ"}"#,
      headers: ["Accept-Language": "es-MX,es;q=0.9"])
    #expect(english.text != spanish.text)
    #expect(spanish.text == browser.text)
    #expect(
      service.call("GET", "/nowhere?lang=es").text.contains("No hay nada en esta dirección."))
  }

  @Test func unknownPathsAre404AndWrongMethods405() {
    for path in ["/etc/passwd", "/static/../Package.swift", "/static/", "/api", "/teacher/", "//"] {
      expectRefusal(service.call("GET", path), 404, "notFound")
    }
    let wrongMethod = service.call("DELETE", "/api/join")
    expectRefusal(wrongMethod, 405, "methodNotAllowed")
    #expect(wrongMethod.header("Allow") == "POST")
    expectRefusal(service.call("GET", "/api/answers/1"), 405, "methodNotAllowed")
  }

  @Test func crossOriginChangesAre403() {
    let body = #"{"name":"Bea","code":"\#(classroom.joinCode)"}"#
    for headers in [
      ["Sec-Fetch-Site": "cross-site"], ["Sec-Fetch-Site": "same-site"],
      ["Origin": "http://evil.example", "Host": "127.0.0.1:8080"],
    ] {
      expectRefusal(
        service.call("POST", "/api/join", json: body, headers: headers), 403, "crossOrigin")
      expectRefusal(
        service.call(
          "POST", "/api/teacher/close", as: .teacher(classroom.teacherToken), headers: headers),
        403, "crossOrigin")
    }
    #expect(!classroom.isClosed)
    let sameOrigin = [
      "Origin": "http://127.0.0.1:8080", "Host": "127.0.0.1:8080", "Sec-Fetch-Site": "same-origin",
    ]
    #expect(service.call("POST", "/api/join", json: body, headers: sameOrigin).status == 200)
  }
}
