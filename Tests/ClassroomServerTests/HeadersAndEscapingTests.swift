import Classroom
import Foundation
import SimpleJSON
import Testing

@testable import ClassroomServer

@Suite struct HeadersAndEscapingTests {
  let classroom: Classroom
  let service: ClassroomService

  init() throws {
    classroom = try ServerFixture.classroom()
    service = ClassroomService(classroom: classroom)
  }

  static func expectSecurityHeaders(
    _ response: ClassroomResponse, _ what: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let expected = [
      "Content-Security-Policy": "default-src 'self'", "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "no-referrer", "X-Frame-Options": "DENY", "Cache-Control": "no-store",
    ]
    for (name, value) in expected {
      #expect(response.header(name) == value, "\(what): \(name)", sourceLocation: sourceLocation)
    }
  }

  @Test func everyAnswerCarriesTheSecurityHeadersErrorsIncluded() throws {
    let ana = try service.join("Ana", code: classroom.joinCode)
    let teacher = Caller.teacher(classroom.teacherToken)
    let responses: [(String, ClassroomResponse)] = [
      ("student page", service.call("GET", "/")),
      ("script", service.call("GET", "/static/student.js")),
      ("404", service.call("GET", "/nowhere")),
      ("405", service.call("PATCH", "/")),
      ("401", service.call("GET", "/api/questions")),
      ("401 page", service.call("GET", "/teacher")),
      ("303", service.call("GET", "/teacher?token=" + classroom.teacherToken)),
      ("400", service.call("POST", "/api/join", json: "{")),
      (
        "403",
        service.call("POST", "/api/join", json: "{}", headers: ["Sec-Fetch-Site": "cross-site"])
      ),
      ("413", service.tooLarge(ClassroomRequest(method: "POST", target: "/api/join"))),
      ("200 json", service.call("GET", "/api/questions", as: .student(ana))),
      ("csv", service.call("GET", "/api/teacher/gradebook.csv", as: teacher)),
      ("report", service.call("GET", "/teacher/report.html", as: teacher)),
      ("report css", service.call("GET", "/teacher/report.css", as: teacher)),
    ]
    for (what, response) in responses { Self.expectSecurityHeaders(response, what) }
    #expect(responses[9].1.status == 413)
    #expect(responses[9].1.header("Connection") == "close")
  }

  @Test func theReportsLinkTheirStyleForTheCSP() {
    let teacher = Caller.teacher(classroom.teacherToken)
    for path in ["/teacher/report.html", "/teacher/students.html"] {
      let page = service.call("GET", path, as: teacher).text
      #expect(!page.contains("<style"))
      #expect(page.contains("<link rel=\"stylesheet\" href=\"/teacher/report.css\"/>"))
    }
    let style = service.call("GET", "/teacher/report.css", as: teacher)
    #expect(style.header("Content-Type") == "text/css; charset=utf-8")
    #expect(style.text.contains("section.student"))
  }

  @Test func aStudentNamedScriptIsEscapedInEveryPageAndPlainInJSON() throws {
    let name = "<script>alert(1)</script>"
    let session = try service.join(name, code: classroom.joinCode)
    _ = service.call(
      "PUT", "/api/answers/1", as: .student(session), json: #"{"answer":"<b>x</b>"}"#)
    _ = service.call("POST", "/api/finish", as: .student(session))
    let teacher = Caller.teacher(classroom.teacherToken)
    for path in ["/teacher/report.html", "/teacher/students.html", "/teacher", "/"] {
      let page = service.call("GET", path, as: teacher)
      #expect(page.status == 200)
      #expect(!page.text.contains("<script>alert"), "\(path)")
      #expect(!page.text.contains("<b>x</b>"), "\(path)")
    }
    let report = service.call("GET", "/teacher/report.html", as: teacher).text
    #expect(report.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    let state = service.call("GET", "/api/questions", as: .student(session))
    #expect(state.header("Content-Type") == "application/json; charset=utf-8")
    guard case .object(let members)? = state.json else {
      Issue.record("not JSON: \(state.text)")
      return
    }
    #expect(members["name"] == .string(name))
    let summary = service.call("GET", "/api/teacher/summary", as: teacher)
    #expect(summary.words.contains(name.lowercased()))
  }
}
