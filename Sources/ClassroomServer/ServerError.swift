import InterfaceLanguage
import Messages

/// A request the server refuses before it reaches the class: each has its status and one line.
enum ServerError: Error, Equatable {
  case notFound
  case methodNotAllowed(allowed: [String])
  case crossOrigin
  case notJSON
  case invalidUTF8
  case badJSON
  case tooLarge(limit: Int)
  case tooManyJoins(retryAfter: Int)
  case badQuestionNumber

  var status: Int {
    switch self {
    case .notFound: 404
    case .methodNotAllowed: 405
    case .crossOrigin: 403
    case .notJSON, .invalidUTF8, .badJSON, .badQuestionNumber: 400
    case .tooLarge: 413
    case .tooManyJoins: 429
    }
  }

  /// The JSON `error` member.
  var code: String {
    switch self {
    case .notFound: "notFound"
    case .methodNotAllowed: "methodNotAllowed"
    case .crossOrigin: "crossOrigin"
    case .notJSON: "notJSON"
    case .invalidUTF8: "invalidUTF8"
    case .badJSON: "badJSON"
    case .tooLarge: "tooLarge"
    case .tooManyJoins: "tooManyJoins"
    case .badQuestionNumber: "badQuestionNumber"
    }
  }

  func message(in language: Language) -> String {
    let message: Message =
      switch self {
      case .notFound: Message(.classroomServerNotFound)
      case .methodNotAllowed: Message(.classroomServerMethodNotAllowed)
      case .crossOrigin: Message(.classroomServerCrossOrigin)
      case .notJSON: Message(.classroomServerNotJSON)
      case .invalidUTF8: Message(.classroomServerInvalidUTF8)
      case .badJSON: Message(.classroomServerBadJSON)
      case .tooLarge(let limit): .classroomServerTooLarge(limit: limit / 1024)
      case .tooManyJoins(let seconds): .classroomServerTooManyJoins(seconds: seconds)
      case .badQuestionNumber: Message(.classroomServerBadQuestionNumber)
      }
    return message.text(in: language)
  }

  /// Headers the refusal needs: `Allow`, `Retry-After`, and `Connection: close` after a body
  /// too large (the rest of it is not read).
  var headers: [(name: String, value: String)] {
    switch self {
    case .methodNotAllowed(let allowed): [("Allow", allowed.joined(separator: ", "))]
    case .tooManyJoins(let seconds): [("Retry-After", String(seconds))]
    case .tooLarge: [("Connection", "close")]
    default: []
    }
  }
}
