import HTTPTypes
import Hummingbird
import NIOCore

/// The request context: Hummingbird's, and the client's address (what joins are counted by).
struct ClassroomRequestContext: RequestContext {
  var coreContext: CoreRequestContextStorage
  let client: String

  init(source: ApplicationRequestContextSource) {
    coreContext = .init(source: source)
    client = source.channel.remoteAddress?.ipAddress ?? ""
  }
}

/// Hummingbird's side of the routes: reads the body (refusing one over the limit before reading
/// it when its length is announced, and as soon as it passes the limit otherwise), hands a
/// `ClassroomRequest` to the service and writes its answer.
struct ClassroomHTTPResponder: HTTPResponder {
  let service: ClassroomService

  func respond(to request: Request, context: ClassroomRequestContext) async throws -> Response {
    var headers: [String: String] = [:]
    for field in request.headers {
      let name = field.name.canonicalName
      let separator = name == "cookie" ? "; " : ", "
      headers[name] = headers[name].map { $0 + separator + field.value } ?? field.value
    }
    if let authority = request.head.authority { headers["host"] = authority }
    let target = request.head.path ?? "/"
    let body: [UInt8]
    switch await Self.body(of: request, limit: service.limits.bodyBytes) {
    case .some(let bytes): body = bytes
    case .none:
      let refusal = service.tooLarge(
        ClassroomRequest(method: request.method.rawValue, target: target, headers: headers))
      return Self.response(refusal)
    }
    let answer = service.respond(
      to: ClassroomRequest(
        method: request.method.rawValue, target: target, headers: headers, body: body,
        client: context.client))
    return Self.response(answer)
  }

  /// The body, or nil when it is over `limit` bytes (announced or read).
  static func body(of request: Request, limit: Int) async -> [UInt8]? {
    if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > limit {
      return nil
    }
    var bytes: [UInt8] = []
    do {
      for try await buffer in request.body {
        guard bytes.count + buffer.readableBytes <= limit else { return nil }
        bytes += buffer.readableBytesView
      }
    } catch {
      return nil
    }
    return bytes
  }

  static func response(_ answer: ClassroomResponse) -> Response {
    var fields = HTTPFields()
    for header in answer.headers {
      guard let name = HTTPField.Name(header.name) else { continue }
      fields.append(HTTPField(name: name, value: header.value))
    }
    fields[.contentLength] = String(answer.body.count)
    return Response(
      status: .init(code: answer.status), headers: fields,
      body: .init(byteBuffer: ByteBuffer(bytes: answer.body)))
  }
}
