import Classroom
import ClassroomPages
import GradeOutput
import SimpleJSON

/// What each route does once the request passed the common checks.
extension ClassroomService {
  func handle(_ route: Route, _ call: RouteCall) throws(RouteFailure) -> ClassroomResponse {
    switch route {
    case .studentPage: return Responses.html(ClassroomPages.student(in: call.language))
    case .teacherPage: return try teacherPage(call)
    case .styleSheet: return asset("classroom.css")
    case .studentScript: return asset("student.js")
    case .teacherScript: return asset("teacher.js")
    case .join: return try join(call)
    case .questions:
      let session = try session(call)
      return try Responses.json(
        classroomCall { () throws(ClassroomError) in try classroom.student(session: session) }.json)
    case .answer: return try saveAnswer(call)
    case .finish:
      let session = try session(call)
      return try Responses.json(
        classroomCall { () throws(ClassroomError) in
          try classroom.finish(session: session, language: call.language)
        })
    default: return try teacherRoute(route, call)
    }
  }

  private func asset(_ name: String) -> ClassroomResponse {
    guard let asset = ClassroomPages.asset(name) else {
      return Responses.error(.notFound, in: .english)
    }
    return Responses.text(asset.body, contentType: asset.contentType)
  }

  /// `/teacher`: the page with the teacher's cookie; `?token=` sets the cookie and sends the
  /// browser to `/teacher` (so the token leaves the address bar).
  private func teacherPage(_ call: RouteCall) throws(RouteFailure) -> ClassroomResponse {
    if let token = call.request.query["token"] {
      try classroomCall { () throws(ClassroomError) in try classroom.teacher(token: token) }
      let language = LanguageChoice.asked(in: call.request).map { "?lang=" + $0.rawValue } ?? ""
      return Responses.redirect(
        to: "/teacher" + language,
        headers: [("Set-Cookie", ClassroomCookie.teacher.setting(token))])
    }
    try authorizeTeacher(call)
    return Responses.html(ClassroomPages.teacher(in: call.language))
  }

  private func join(_ call: RouteCall) throws(RouteFailure) -> ClassroomResponse {
    guard case .object(let members) = call.body, case .string(let name) = members["name"],
      case .string(let code) = members["code"]
    else { throw .server(.badJSON) }
    var version: String?
    switch members["version"] {
    case nil, .null: version = nil
    case .string(let text): version = text
    default: throw .server(.badJSON)
    }
    if case .refused(let seconds) = joins.admitJoin(from: call.request.client) {
      throw .server(.tooManyJoins(retryAfter: seconds))
    }
    do {
      let state = try classroom.join(name: name, code: code, version: version)
      return Responses.json(
        state.json, headers: [("Set-Cookie", ClassroomCookie.session.setting(state.session))])
    } catch {
      if error == .wrongCode { joins.recordWrongCode(from: call.request.client) }
      throw .classroom(error)
    }
  }

  private func saveAnswer(_ call: RouteCall) throws(RouteFailure) -> ClassroomResponse {
    let session = try session(call)
    guard let text = call.parameters["number"], text.count <= 9,
      text.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(text)
    else { throw .server(.badQuestionNumber) }
    guard case .object(let members) = call.body, case .string(let answer) = members["answer"]
    else { throw .server(.badJSON) }
    return try Responses.json(
      classroomCall { () throws(ClassroomError) in
        try classroom.save(
          session: session, number: number, answer: answer, language: call.language)
      })
  }

  private func teacherRoute(_ route: Route, _ call: RouteCall) throws(RouteFailure)
    -> ClassroomResponse
  {
    try authorizeTeacher(call)
    let language = call.language
    switch route {
    case .summary: return Responses.json(classroom.summary(language: language))
    case .gradebook:
      return Responses.text(
        classroom.report(language: language).csv, contentType: "text/csv; charset=utf-8",
        headers: [("Content-Disposition", "attachment; filename=\"gradebook.csv\"")])
    case .report:
      return Responses.html(
        classroom.report(language: language).html(styleSheet: Route.reportStyle.path))
    case .studentPages:
      return Responses.html(
        classroom.report(language: language).studentPages(styleSheet: Route.reportStyle.path))
    case .reportStyle:
      return Responses.text(
        classroom.report(language: language).styleSheet, contentType: "text/css; charset=utf-8")
    case .close, .reopen:
      try classroomCall { () throws(ClassroomError) in try classroom.setClosed(route == .close) }
      return Responses.json(.object(["closed": .bool(route == .close)]))
    default: throw .server(.notFound)
    }
  }

  /// The student's session from the cookie; `.unknownSession` without one.
  private func session(_ call: RouteCall) throws(RouteFailure) -> String {
    guard let session = ClassroomCookie.session.value(in: call.request.header("cookie")) else {
      throw .classroom(.unknownSession)
    }
    return session
  }

  /// The teacher's token, as a bearer token or the cookie, checked by the class.
  private func authorizeTeacher(_ call: RouteCall) throws(RouteFailure) {
    var token = ClassroomCookie.teacher.value(in: call.request.header("cookie"))
    if let authorization = call.request.header("authorization") {
      let parts = authorization.split(separator: " ", maxSplits: 1)
      if parts.count == 2, parts[0].lowercased() == "bearer" {
        token = String(parts[1].trimmingSpaces())
      }
    }
    guard let token else { throw .classroom(.badToken) }
    try classroomCall { () throws(ClassroomError) in try classroom.teacher(token: token) }
  }

  private func classroomCall<Result>(_ body: () throws(ClassroomError) -> Result)
    throws(RouteFailure) -> Result
  {
    do { return try body() } catch { throw .classroom(error) }
  }
}
