import ClassKey
import Classroom
import ConjugarCore
import Foundation
import SimpleJSON
import Synchronization

@testable import ClassroomServer

/// A class of two versions of three questions over a memory store (fixed clock, counted
/// "randomness"), its service, and requests as the pages (or worse) send them.
enum ServerFixture {
  static let versionA = ClassKey.Version(
    code: "3B-K7Q2",
    questions: [
      ClassKey.Question(
        number: 1, verb: "tener", item: .tense(.preterito), person: .yo,
        prompt: "tener · pretérito · yo", answer: "tuve", alternatives: []),
      ClassKey.Question(
        number: 2, verb: "pedir", item: .tense(.preterito), person: .el,
        prompt: "pedir · pretérito · él/usted", answer: "pidió", alternatives: []),
      ClassKey.Question(
        number: 3, verb: "hablar", item: .tense(.presenteDeIndicativo), person: .yo,
        prompt: "hablar · presente de indicativo · yo", answer: "hablo", alternatives: []),
    ])
  static let versionB = ClassKey.Version(
    code: "3B-M4XR",
    questions: [
      ClassKey.Question(
        number: 1, verb: "poner", item: .tense(.preterito), person: .yo,
        prompt: "poner · pretérito · yo", answer: "puse", alternatives: []),
      ClassKey.Question(
        number: 2, verb: "dormir", item: .tense(.preterito), person: .el,
        prompt: "dormir · pretérito · él/usted", answer: "durmió", alternatives: []),
      ClassKey.Question(
        number: 3, verb: "vivir", item: .tense(.presenteDeIndicativo), person: .yo,
        prompt: "vivir · presente de indicativo · yo", answer: "vivo", alternatives: []),
    ])

  static let key = ClassKey(
    className: "3B", secret: ClassSecret(high: 1, low: 2), accents: .half, drill: .conjugate,
    selection: ClassKey.Selection(difficulty: .moderate, region: .latinAmerica, vos: false),
    versions: [versionA, versionB])

  /// Every accepted answer of the key.
  static let keyAnswers = (versionA.questions + versionB.questions).flatMap(\.acceptedAnswers)

  static let conjugator = Conjugator()

  static func classroom(
    _ store: MemoryClassroomStore = MemoryClassroomStore(), mode: ClassMode = .test,
    run: UInt64 = 1
  ) throws -> Classroom {
    let next = Mutex(run << 32)
    return try Classroom(
      key: key, mode: mode, store: store, conjugator: conjugator,
      now: { Date(timeIntervalSince1970: 1_800_000_000) },
      randomWord: {
        next.withLock { value in
          value &+= 0x9E37_79B9_7F4A_7C15
          return value
        }
      })
  }

  /// Quick limits for the live tests: a second for a head or a body, two seconds idle.
  static let quickLimits = ServerLimits(
    headTimeout: .seconds(1), bodyTimeout: .seconds(1), idleTimeout: .seconds(2),
    lingerTimeout: .milliseconds(500))
}

/// A request to the service in-process, with who sends it.
struct Caller {
  var cookie: String?
  var bearer: String?
  var client = "10.0.0.9"

  static let nobody = Caller()
  static func student(_ session: String) -> Caller {
    Caller(cookie: "conjugar_session=" + session)
  }
  static func teacher(_ token: String) -> Caller { Caller(bearer: token) }
}

extension ClassroomService {
  func call(
    _ method: String, _ target: String, as caller: Caller = .nobody, json: String? = nil,
    headers: [String: String] = [:]
  ) -> ClassroomResponse {
    var all = headers
    if let cookie = caller.cookie { all["Cookie"] = cookie }
    if let bearer = caller.bearer { all["Authorization"] = "Bearer " + bearer }
    if json != nil, all["Content-Type"] == nil { all["Content-Type"] = "application/json" }
    return respond(
      to: ClassroomRequest(
        method: method, target: target, headers: all, body: Array((json ?? "").utf8),
        client: caller.client))
  }

  /// Joins `name` and returns the session from the cookie set.
  func join(_ name: String, code: String, version: String? = nil, client: String = "10.0.0.9")
    throws -> String
  {
    var body: [String: JSONValue] = ["name": .string(name), "code": .string(code)]
    if let version { body["version"] = .string(version) }
    let response = call(
      "POST", "/api/join", as: Caller(client: client), json: JSONValue.object(body).compact())
    guard response.status == 200, let cookie = response.header("Set-Cookie"),
      let session = ClassroomCookie.session.value(
        in: cookie.split(separator: ";").first.map(String.init))
    else {
      throw RawHTTPConnection.Failure(
        description: "join \(name): \(response.status) \(response.text)")
    }
    return session
  }
}

extension ClassroomResponse {
  var json: JSONValue? { JSONValue(parsing: body) }

  /// Every string in the JSON body, and every word of the body as text.
  var words: Set<String> {
    var found = Set(
      text.split { !$0.isLetter && !$0.isNumber }.map { String($0).lowercased() })
    func collect(_ value: JSONValue) {
      switch value {
      case .string(let text):
        found.insert(text.lowercased())
        for word in text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }) {
          found.insert(String(word).lowercased())
        }
      case .array(let values): values.forEach(collect)
      case .object(let members): members.values.forEach(collect)
      default: break
      }
    }
    if let json { collect(json) }
    return found
  }

  /// An error's shape: one line of JSON with `error` and `message`.
  var isOneLineError: Bool {
    guard !text.dropLast().contains("\n"), case .object(let members)? = json,
      case .string? = members["error"], case .string(let message)? = members["message"]
    else { return false }
    return !message.isEmpty && !message.contains("\n")
  }

  var errorCode: String? {
    if case .object(let members)? = json, case .string(let code)? = members["error"] {
      return code
    }
    return nil
  }
}
