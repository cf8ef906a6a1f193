/// Whether a state-changing request (POST, PUT) comes from this server's own pages: a browser's
/// `Sec-Fetch-Site`, when sent, must be `same-origin` or `none` (typed by the person); else an
/// `Origin`, when sent, must be this server's (`http://` and the request's `Host`). Tools that
/// send neither (curl, tests) pass: the cookie is what they need.
enum SameOrigin {
  static func allows(_ request: ClassroomRequest) -> Bool {
    if let site = request.header("sec-fetch-site")?.lowercased() {
      return site == "same-origin" || site == "none"
    }
    if let origin = request.header("origin") {
      guard let host = request.header("host"), !host.isEmpty else { return false }
      return origin.lowercased() == "http://" + host.lowercased()
    }
    return true
  }
}
