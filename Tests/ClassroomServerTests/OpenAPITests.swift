import Classroom
import Foundation
import SimpleJSON
import Testing

@testable import ClassroomServer

/// Docs/classroom-api.json tells the truth: the router's routes are its paths and no others,
/// and the answers of a class played through the service (both modes, students and teacher,
/// refusals included) have documented statuses and the members their schemas require.
@Suite struct OpenAPITests {
  let document: OpenAPIDocument

  init() throws { document = try OpenAPIDocument() }

  @Test func everyRouteIsInTheFileAndEveryPathOfTheFileIsARoute() {
    let routes = Set(Route.allCases.map { $0.method + " " + $0.path })
    #expect(routes == document.operations)
    #expect(document.root["openapi"]?.string?.hasPrefix("3.1") == true)
  }

  @Test func everyErrorSchemaIsTheOneLineError() {
    for operation in document.operations.sorted() {
      let parts = operation.split(separator: " ").map(String.init)
      for status in document.statuses(parts[0], parts[1]) where status.hasPrefix("4") {
        guard let schema = document.schema(parts[0], parts[1], status: Int(status)!) else {
          continue
        }
        #expect(
          document.resolved(schema)
            == document.resolved(.object(["$ref": .string("#/components/schemas/Error")])),
          "\(operation) \(status)")
      }
    }
  }

  /// Checks one answer against the file.
  func check(
    _ method: String, _ route: Route, _ response: ClassroomResponse,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let statuses = document.statuses(method, route.path)
    #expect(
      statuses.contains(String(response.status)),
      "\(method) \(route.path) answered \(response.status), not documented",
      sourceLocation: sourceLocation)
    guard let schema = document.schema(method, route.path, status: response.status) else { return }
    guard let json = response.json else {
      Issue.record("\(route.path) \(response.status): not JSON", sourceLocation: sourceLocation)
      return
    }
    let problems = document.problems(json, schema)
    #expect(
      problems.isEmpty, "\(route.path) \(response.status): \(problems)",
      sourceLocation: sourceLocation)
  }

  @Test(arguments: [ClassMode.test, .practice])
  func aPlayedClassAnswersAsDocumented(mode: ClassMode) throws {
    let classroom = try ServerFixture.classroom(mode: mode)
    let service = ClassroomService(classroom: classroom)
    let teacher = Caller.teacher(classroom.teacherToken)
    func call(
      _ route: Route, _ path: String? = nil, as caller: Caller = .nobody, json: String? = nil
    )
      -> ClassroomResponse
    {
      let response = service.call(route.method, path ?? route.path, as: caller, json: json)
      check(route.method, route, response)
      return response
    }
    for route in [Route.studentPage, .styleSheet, .studentScript, .teacherScript] {
      _ = call(route)
    }
    _ = call(.teacherPage)
    _ = call(.teacherPage, "/teacher?token=" + classroom.teacherToken)
    _ = call(.teacherPage, as: Caller(cookie: "conjugar_teacher=" + classroom.teacherToken))
    _ = call(.join, json: #"{"name":"Ana","code":"nope"}"#)
    _ = call(.join, json: "{")
    let joined = call(
      .join, json: #"{"name":"Ana","code":"\#(classroom.joinCode)","version":null}"#)
    let ana = try #require(
      ClassroomCookie.session.value(
        in: joined.header("Set-Cookie").map { String($0.prefix { $0 != ";" }) }))
    let bea = try service.join("Bea", code: classroom.joinCode, version: "3B-M4XR")
    _ = call(.questions)
    _ = call(.questions, as: .student(ana))
    for (number, answer) in ["tuve", "pidio", "hablé"].enumerated() {
      _ = call(
        .answer, "/api/answers/\(number + 1)", as: .student(ana), json: #"{"answer":"\#(answer)"}"#)
    }
    _ = call(.answer, "/api/answers/1", as: .student(ana), json: #"{"answer":"tengo"}"#)
    _ = call(.answer, "/api/answers/9", as: .student(ana), json: #"{"answer":"tengo"}"#)
    _ = call(
      .answer, "/api/answers/1", as: .student(bea),
      json: #"{"answer":"\#(mode == .test ? "" : "pongo")"}"#)
    _ = call(.answer, "/api/answers/1", json: #"{"answer":"x"}"#)
    _ = call(.summary, as: teacher)
    _ = call(.summary)
    _ = call(.finish, as: .student(ana))
    _ = call(.finish, as: .student(ana))
    _ = call(.finish)
    _ = call(.close, as: teacher)
    _ = call(.join, json: #"{"name":"Carla","code":"\#(classroom.joinCode)"}"#)
    _ = call(.reopen, as: teacher)
    _ = call(.close, as: Caller.student(ana))
    for route in [Route.summary, .gradebook, .report, .reportStyle, .studentPages] {
      _ = call(route, as: teacher)
      _ = call(route, as: .student(ana))
    }
  }
}
