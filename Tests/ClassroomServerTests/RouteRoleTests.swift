import Classroom
import Foundation
import Testing

@testable import ClassroomServer

/// Every route called by every role: nobody, a student, another student, someone with a forged
/// session, the teacher (bearer token and cookie). Each gets its status, and nothing a student
/// can call ever shows the key's answers or another student's answers.
@Suite struct RouteRoleTests {
  enum Role: CaseIterable {
    case nobody, forged, student, otherStudent, teacherBearer, teacherCookie

    var isStudent: Bool { self == .student || self == .otherStudent }
    var isTeacher: Bool { self == .teacherBearer || self == .teacherCookie }
  }

  let classroom: Classroom
  let service: ClassroomService
  let ana: String
  let bea: String
  /// What Bea typed: Ana must never see it.
  static let beasAnswers = ["xyzzyuno", "xyzzydos"]

  init() throws {
    classroom = try ServerFixture.classroom()
    service = ClassroomService(classroom: classroom)
    ana = try service.join("Ana", code: classroom.joinCode)
    bea = try service.join("Bea", code: classroom.joinCode)
    for (number, answer) in Self.beasAnswers.enumerated() {
      let saved = service.call(
        "PUT", "/api/answers/\(number + 1)", as: .student(bea), json: #"{"answer":"\#(answer)"}"#)
      #expect(saved.status == 200)
    }
  }

  func caller(_ role: Role) -> Caller {
    switch role {
    case .nobody: .nobody
    case .forged: .student("0123456789abcdef0123456789abcdef")
    case .student: .student(ana)
    case .otherStudent: .student(bea)
    case .teacherBearer: .teacher(classroom.teacherToken)
    case .teacherCookie: Caller(cookie: "conjugar_teacher=" + classroom.teacherToken)
    }
  }

  static func expectedStatus(_ route: Route, _ role: Role) -> Int {
    switch route {
    case .studentPage, .styleSheet, .studentScript, .teacherScript, .join: 200
    case .questions, .answer, .finish: role.isStudent ? 200 : 401
    case .teacherPage, .summary, .gradebook, .report, .reportStyle, .studentPages, .close,
      .reopen:
      role.isTeacher ? 200 : 401
    }
  }

  func request(_ route: Route, _ role: Role) -> ClassroomResponse {
    let path = route.path.replacingOccurrences(of: "{number}", with: "3")
    let body: String? =
      switch route {
      case .join: #"{"name":"Carla \#(role)","code":"\#(classroom.joinCode)"}"#
      case .answer: #"{"answer":"tengo"}"#
      default: nil
      }
    return service.call(route.method, path, as: caller(role), json: body)
  }

  @Test(arguments: Route.allCases)
  func eachRoleGetsItsStatusAndNoStudentSeesAnswersNotTheirs(route: Route) {
    for role in Role.allCases {
      let response = request(route, role)
      #expect(
        response.status == Self.expectedStatus(route, role), "\(route) as \(role): \(response.text)"
      )
      if response.status >= 400, route.servesPage == false {
        #expect(response.isOneLineError, "\(route) as \(role): \(response.text)")
      }
      guard !role.isTeacher else { continue }
      let words = response.words
      for answer in ServerFixture.keyAnswers {
        #expect(!words.contains(answer.lowercased()), "\(route) as \(role) shows \(answer)")
      }
      if role != .otherStudent {
        for answer in Self.beasAnswers {
          #expect(!words.contains(answer), "\(route) as \(role) shows Bea's \(answer)")
        }
      }
    }
  }

  @Test func theTeachersTokenSetsItsCookieAndSendsTheBrowserToThePage() {
    let response = service.call("GET", "/teacher?token=" + classroom.teacherToken + "&lang=es")
    #expect(response.status == 303)
    #expect(response.header("Location") == "/teacher?lang=es")
    #expect(
      response.header("Set-Cookie")
        == "conjugar_teacher=\(classroom.teacherToken); Path=/; HttpOnly; SameSite=Strict")
    let wrong = service.call("GET", "/teacher?token=0123456789abcdef0123456789abcdef")
    #expect(wrong.status == 401)
    #expect(wrong.header("Set-Cookie") == nil)
    #expect(wrong.header("Content-Type") == "text/html; charset=utf-8")
    #expect(wrong.text.split(separator: "\n").count == 1)
  }

  @Test func aStudentSessionIsNoTeachersTokenNorTheOtherWayRound() {
    #expect(service.call("GET", "/api/teacher/summary", as: .teacher(ana)).status == 401)
    let asCookie = Caller(cookie: "conjugar_teacher=" + ana)
    #expect(service.call("GET", "/api/teacher/gradebook.csv", as: asCookie).status == 401)
    let tokenAsSession = Caller.student(classroom.teacherToken)
    #expect(service.call("GET", "/api/questions", as: tokenAsSession).status == 401)
  }

  @Test func theJoinSetsAStrictHttpOnlySessionCookieOf128Bits() throws {
    let response = service.call(
      "POST", "/api/join", json: #"{"name":"Dora","code":"\#(classroom.joinCode)"}"#)
    let cookie = try #require(response.header("Set-Cookie"))
    let value = try #require(ClassroomCookie.session.value(in: String(cookie.prefix { $0 != ";" })))
    #expect(value.count == 32 && value.allSatisfy(\.isHexDigit))
    #expect(cookie.hasSuffix("; Path=/; HttpOnly; SameSite=Strict"))
  }
}
