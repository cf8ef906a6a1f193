import InterfaceLanguage
import Testing

@testable import ClassroomServer

@Suite struct RequestPartsTests {
  @Test func cookiesAreFoundAmongOthersAndSetStrictly() {
    let header = "theme=dark; conjugar_session=0123456789abcdef0123456789abcdef;other=1"
    #expect(
      ClassroomCookie.session.value(in: header) == "0123456789abcdef0123456789abcdef")
    #expect(ClassroomCookie.teacher.value(in: header) == nil)
    #expect(ClassroomCookie.session.value(in: "conjugar_session=") == nil)
    #expect(ClassroomCookie.session.value(in: "xconjugar_session=1") == nil)
    #expect(
      ClassroomCookie.teacher.setting("ab")
        == "conjugar_teacher=ab; Path=/; HttpOnly; SameSite=Strict")
  }

  @Test func theLanguageIsTheQueryThenAcceptLanguageThenEnglish() {
    func language(_ target: String, _ accept: String? = nil) -> Language {
      LanguageChoice.language(
        for: ClassroomRequest(
          method: "GET", target: target, headers: accept.map { ["Accept-Language": $0] } ?? [:]))
    }
    #expect(language("/?lang=es") == .spanish)
    #expect(language("/?lang=en", "es") == .english)
    #expect(language("/?lang=fr", "es-ES,es;q=0.9") == .spanish)
    #expect(language("/", "fr-FR,fr;q=0.9,es;q=0.8,en;q=0.7") == .spanish)
    #expect(language("/", "en;q=0.5, es-419;q=0.8") == .spanish)
    #expect(language("/", "es;q=0, en") == .english)
    #expect(language("/", "de") == .english)
    #expect(language("/") == .english)
    #expect(language("/?lang=qps") == .english)
  }

  @Test func onlyTheSameOriginMayChangeTheClass() {
    func allowed(_ headers: [String: String]) -> Bool {
      SameOrigin.allows(
        ClassroomRequest(
          method: "POST", target: "/api/join",
          headers: ["Host": "192.168.1.5:8080"].merging(
            headers, uniquingKeysWith: { $1 })))
    }
    #expect(allowed([:]))
    #expect(allowed(["Sec-Fetch-Site": "same-origin"]))
    #expect(allowed(["Sec-Fetch-Site": "none"]))
    #expect(!allowed(["Sec-Fetch-Site": "cross-site"]))
    #expect(!allowed(["Sec-Fetch-Site": "same-site"]))
    #expect(!allowed(["Sec-Fetch-Site": "cross-site", "Origin": "http://192.168.1.5:8080"]))
    #expect(allowed(["Origin": "http://192.168.1.5:8080"]))
    #expect(!allowed(["Origin": "http://evil.example"]))
    #expect(!allowed(["Origin": "null"]))
    #expect(!allowed(["Origin": "https://192.168.1.5:8080"]))
  }

  @Test func routesMatchByPathThenMethod() throws {
    #expect(try Route.match(method: "PUT", path: "/api/answers/3").get().route == .answer)
    #expect(
      try Route.match(method: "PUT", path: "/api/answers/3").get().parameters["number"] == "3")
    #expect(throws: ServerError.notFound) {
      try Route.match(method: "GET", path: "/etc/passwd").get()
    }
    #expect(throws: ServerError.notFound) {
      try Route.match(method: "PUT", path: "/api/answers/").get()
    }
    #expect(throws: ServerError.notFound) {
      try Route.match(method: "GET", path: "/static/../x").get()
    }
    #expect(throws: ServerError.methodNotAllowed(allowed: ["POST"])) {
      try Route.match(method: "GET", path: "/api/join").get()
    }
  }

  @Test func queriesArePercentDecoded() {
    let request = ClassroomRequest(method: "GET", target: "/teacher?token=a%2Fb+c&lang=es&lang=en")
    #expect(request.path == "/teacher")
    #expect(request.query == ["token": "a/b c", "lang": "es"])
    #expect(PercentDecoding.decode("%zz%") == "%zz%")
    #expect(PercentDecoding.decode("%FF") == "%FF")
  }
}
