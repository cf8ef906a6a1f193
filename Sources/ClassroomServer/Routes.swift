/// Every route the server answers: method and path (`{number}` for a path parameter, as the
/// OpenAPI file writes it), and who may call it. Anything else is 404, or 405 for a known path
/// with another method.
enum Route: CaseIterable, Equatable {
  case studentPage, teacherPage, styleSheet, studentScript, teacherScript
  case join, questions, answer, finish
  case summary, gradebook, report, reportStyle, studentPages, close, reopen

  enum Role { case anyone, student, teacher }

  var method: String {
    switch self {
    case .join, .finish, .close, .reopen: "POST"
    case .answer: "PUT"
    default: "GET"
    }
  }

  var path: String {
    switch self {
    case .studentPage: "/"
    case .teacherPage: "/teacher"
    case .styleSheet: "/static/classroom.css"
    case .studentScript: "/static/student.js"
    case .teacherScript: "/static/teacher.js"
    case .join: "/api/join"
    case .questions: "/api/questions"
    case .answer: "/api/answers/{number}"
    case .finish: "/api/finish"
    case .summary: "/api/teacher/summary"
    case .gradebook: "/api/teacher/gradebook.csv"
    case .report: "/teacher/report.html"
    case .reportStyle: "/teacher/report.css"
    case .studentPages: "/teacher/students.html"
    case .close: "/api/teacher/close"
    case .reopen: "/api/teacher/reopen"
    }
  }

  var role: Role {
    switch self {
    case .studentPage, .teacherPage, .styleSheet, .studentScript, .teacherScript, .join: .anyone
    case .questions, .answer, .finish: .student
    case .summary, .gradebook, .report, .reportStyle, .studentPages, .close, .reopen: .teacher
    }
  }

  /// Whether it answers with an HTML page (its refusals are pages too).
  var servesPage: Bool { self == .teacherPage || self == .report || self == .studentPages }

  /// Whether a request changes the class (POST, PUT): those need the same-origin check.
  var changesState: Bool { method != "GET" }

  /// The route for `method` and `path`, with the path's parameters.
  static func match(method: String, path: String) -> Result<
    (route: Route, parameters: [String: String]), ServerError
  > {
    var allowed: [String] = []
    for route in allCases {
      guard let parameters = route.parameters(in: path) else { continue }
      if route.method == method { return .success((route, parameters)) }
      allowed.append(route.method)
    }
    return .failure(allowed.isEmpty ? .notFound : .methodNotAllowed(allowed: allowed))
  }

  /// The parameters when `path` is this route's, nil otherwise.
  private func parameters(in path: String) -> [String: String]? {
    let pattern = self.path.split(separator: "/", omittingEmptySubsequences: false)
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard pattern.count == parts.count else { return nil }
    var parameters: [String: String] = [:]
    for (expected, part) in zip(pattern, parts) {
      if expected.hasPrefix("{"), expected.hasSuffix("}"), !part.isEmpty {
        parameters[String(expected.dropFirst().dropLast())] = String(part)
      } else if expected != part {
        return nil
      }
    }
    return parameters
  }
}
