/// The two cookies: the student's session and the teacher's token, each 32 hex digits, sent back
/// only to this server's pages (`Path=/; HttpOnly; SameSite=Strict`: no script reads them, no
/// other site's request carries them).
enum ClassroomCookie: String, CaseIterable {
  case session = "conjugar_session"
  case teacher = "conjugar_teacher"

  /// The `Set-Cookie` value that stores `value`.
  func setting(_ value: String) -> String {
    rawValue + "=" + value + "; Path=/; HttpOnly; SameSite=Strict"
  }

  /// This cookie's value in a `Cookie` header (`a=1; b=2`); nil when absent or empty.
  func value(in header: String?) -> String? {
    guard let header else { return nil }
    for pair in header.split(separator: ";") {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard parts.count == 2, parts[0].trimmingSpaces() == rawValue else { continue }
      let value = String(parts[1].trimmingSpaces())
      return value.isEmpty ? nil : value
    }
    return nil
  }
}

extension Substring {
  func trimmingSpaces() -> Substring {
    var text = self
    while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
    while let last = text.last, last == " " || last == "\t" { text.removeLast() }
    return text
  }
}
