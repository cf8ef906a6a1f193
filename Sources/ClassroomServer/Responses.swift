import InterfaceLanguage
import SimpleJSON
import WorksheetOutput

/// The shapes of the server's answers, and the headers every answer carries.
enum Responses {
  /// On every response, errors and 404s included.
  static let securityHeaders: [(name: String, value: String)] = [
    ("Content-Security-Policy", "default-src 'self'"),
    ("X-Content-Type-Options", "nosniff"),
    ("Referrer-Policy", "no-referrer"),
    ("X-Frame-Options", "DENY"),
    ("Cache-Control", "no-store"),
  ]

  static func json(
    _ value: JSONValue, status: Int = 200, headers: [(name: String, value: String)] = []
  ) -> ClassroomResponse {
    ClassroomResponse(
      status: status,
      headers: [("Content-Type", "application/json; charset=utf-8")] + headers,
      body: Array(value.compact().utf8))
  }

  /// An error: its status and `{"error":"code","message":"one line"}`.
  static func error(
    status: Int, code: String, message: String, headers: [(name: String, value: String)] = []
  ) -> ClassroomResponse {
    json(
      .object(["error": .string(code), "message": .string(oneLine(message))]), status: status,
      headers: headers)
  }

  static func error(_ refusal: ServerError, in language: Language) -> ClassroomResponse {
    error(
      status: refusal.status, code: refusal.code, message: refusal.message(in: language),
      headers: refusal.headers)
  }

  static func text(
    _ text: String, contentType: String, status: Int = 200,
    headers: [(name: String, value: String)] = []
  ) -> ClassroomResponse {
    ClassroomResponse(
      status: status, headers: [("Content-Type", contentType)] + headers, body: Array(text.utf8))
  }

  static func html(_ page: String, status: Int = 200) -> ClassroomResponse {
    text(page, contentType: "text/html; charset=utf-8", status: status)
  }

  /// A whole HTML page of one line saying `message` (the teacher's pages without the token).
  static func linePage(title: String, message: String, status: Int, language: Language)
    -> ClassroomResponse
  {
    html(
      "<!DOCTYPE html><html lang=\"\(language.rawValue)\"><head><meta charset=\"utf-8\"/><title>"
        + WorksheetHTML.escaped(title) + "</title></head><body><p>"
        + WorksheetHTML.escaped(oneLine(message))
        + "</p></body></html>\n", status: status)
  }

  static func redirect(to location: String, headers: [(name: String, value: String)] = [])
    -> ClassroomResponse
  {
    ClassroomResponse(status: 303, headers: [("Location", location)] + headers)
  }

  static func oneLine(_ text: String) -> String {
    String(text.map { $0.isNewline ? " " : $0 })
  }
}
