import Classroom
import ClassroomPages
import InterfaceLanguage
import Messages
import SimpleJSON

/// The server's routes over a class, without sockets: a `ClassroomRequest` in, a
/// `ClassroomResponse` out. Checks what every request must satisfy (a known route, the same
/// origin and a JSON body of valid UTF-8 for changes, the role's cookie or token, the join
/// rate), hands the rest to the `Classroom` and puts the security headers on every answer.
public struct ClassroomService: Sendable {
  let classroom: Classroom
  let limits: ServerLimits
  let joins: JoinRateLimiter

  public init(
    classroom: Classroom, limits: ServerLimits = ServerLimits(),
    now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }
  ) {
    self.classroom = classroom
    self.limits = limits
    joins = JoinRateLimiter(joins: limits.joins, wrongCodes: limits.wrongCodes, now: now)
  }

  public func respond(to request: ClassroomRequest) -> ClassroomResponse {
    secured(answer(request))
  }

  /// The answer to a request whose body is over the limit (it is not read).
  public func tooLarge(_ request: ClassroomRequest) -> ClassroomResponse {
    let language = LanguageChoice.language(for: request)
    return secured(Responses.error(.tooLarge(limit: limits.bodyBytes), in: language))
  }

  private func secured(_ response: ClassroomResponse) -> ClassroomResponse {
    var response = response
    response.headers += Responses.securityHeaders
    return response
  }

  private func answer(_ request: ClassroomRequest) -> ClassroomResponse {
    let language = LanguageChoice.language(for: request)
    let route: Route
    let parameters: [String: String]
    switch Route.match(method: request.method, path: request.path) {
    case .failure(let refusal): return Responses.error(refusal, in: language)
    case .success(let found): (route, parameters) = found
    }
    do {
      let body = try checkedBody(of: request, for: route)
      let call = RouteCall(
        request: request, language: language, parameters: parameters, body: body)
      return try handle(route, call)
    } catch {
      return refusal(error, for: route, in: language)
    }
  }

  /// A change's body: from this server's pages, JSON, valid UTF-8 (nil when empty).
  private func checkedBody(of request: ClassroomRequest, for route: Route) throws(RouteFailure)
    -> JSONValue?
  {
    guard route.changesState else { return nil }
    guard SameOrigin.allows(request) else { throw .server(.crossOrigin) }
    guard !request.body.isEmpty else { return nil }
    let type = request.header("content-type")?.split(separator: ";").first?.trimmingSpaces()
    guard type?.lowercased() == "application/json" else { throw .server(.notJSON) }
    guard String(validating: request.body, as: UTF8.self) != nil else {
      throw .server(.invalidUTF8)
    }
    guard let value = JSONValue(parsing: request.body) else { throw .server(.badJSON) }
    return value
  }

  private func refusal(_ failure: RouteFailure, for route: Route, in language: Language)
    -> ClassroomResponse
  {
    let (status, code, message, headers): (Int, String, String, [(name: String, value: String)])
    switch failure {
    case .server(let error):
      (status, code, message, headers) = (
        error.status, error.code, error.message(in: language), error.headers
      )
    case .classroom(let error):
      (status, code, message, headers) = (error.status, error.code, error.message(in: language), [])
    }
    if route.servesPage {
      let title = Message(.classroomServerTeacherPageTitle).text(in: language)
      return Responses.linePage(
        title: title, message: message, status: status, language: language)
    }
    return Responses.error(status: status, code: code, message: message, headers: headers)
  }
}

/// Why a route refused: the server's own checks, or the class's.
enum RouteFailure: Error {
  case server(ServerError)
  case classroom(ClassroomError)
}

/// What a route's handler is given.
struct RouteCall {
  let request: ClassroomRequest
  let language: Language
  let parameters: [String: String]
  let body: JSONValue?
}
