import Messages
import SimpleJSON
import Testing

@testable import ClassroomPages

/// The pages as the server sends them: whole documents in each language, every word from the
/// catalogue, nothing the Content-Security-Policy would block.
@Suite struct ClassroomPagesTests {
  static let pages: [(name: String, render: @Sendable (Language) -> String, script: String)] = [
    ("student", ClassroomPages.student(in:), "student.js"),
    ("teacher", ClassroomPages.teacher(in:), "teacher.js"),
  ]

  @Test(arguments: Language.spoken) func everyPlaceholderIsFilled(_ language: Language) {
    for page in Self.pages {
      let html = page.render(language)
      #expect(!html.contains("{{"), "\(page.name) page in \(language): a {{name}} left")
      #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"\(language.rawValue)\">"))
    }
  }

  @Test func theWordsAreTheLanguagesOwn() {
    #expect(ClassroomPages.student(in: .english).contains("<label for=\"name\">Your name</label>"))
    #expect(ClassroomPages.student(in: .spanish).contains("<label for=\"name\">Su nombre</label>"))
    #expect(ClassroomPages.teacher(in: .spanish).contains("Cerrar la clase"))
  }

  @Test(arguments: Language.spoken) func theScriptsFindEveryWordTheyUse(_ language: Language) throws
  {
    for page in Self.pages {
      let words = try #require(Self.words(in: page.render(language)))
      let script = try #require(ClassroomPages.asset(page.script)).body
      for name in Self.matches(of: "words.", in: script) {
        #expect(words[name] != nil, "\(page.script) uses words.\(name), which the page lacks")
      }
      #expect(words["pageProgress"] != nil || page.name == "teacher")
    }
  }

  /// In the pseudo-language every text and accessible name a page shows is marked ⟦…⟧: none
  /// escaped the catalogue (the program's name and the `·` between words apart).
  @Test func everyWordOnThePagesComesFromTheCatalogue() {
    for page in Self.pages {
      let html = page.render(.pseudo)
      var shown: [String] = []
      var rest = html[...]
      if let words = rest.firstRange(of: "<script type=\"application/json\""),
        let end = rest[words.upperBound...].firstRange(of: "</script>")
      {
        rest = rest[..<words.lowerBound] + rest[end.upperBound...]
      }
      while let open = rest.firstIndex(of: "<") {
        shown.append(String(rest[..<open]))
        guard let close = rest[open...].firstIndex(of: ">") else { break }
        let tag = rest[open...close]
        for attribute in ["aria-label=\"", "title=\"", "placeholder=\"", "alt=\""] {
          if let start = tag.firstRange(of: attribute) {
            shown.append(String(tag[start.upperBound...].prefix { $0 != "\"" }))
          }
        }
        rest = rest[rest.index(after: close)...]
      }
      shown.append(String(rest))
      for text in shown {
        var outside = ""
        var depth = 0
        for character in text {
          if character == "⟦" {
            depth += 1
          } else if character == "⟧" {
            depth -= 1
          } else if depth == 0 {
            outside.append(character)
          }
        }
        let left = outside.split(whereSeparator: { $0.isWhitespace || $0 == "·" })
          .filter { $0 != "conjugar" }
        #expect(left.isEmpty, "\(page.name) page: \(left) is not from the catalogue")
      }
    }
  }

  @Test func theWordsAreThePagesOnly() throws {
    let words = try #require(Self.words(in: ClassroomPages.teacher(in: .english)))
    #expect(words["pageJoinHeading"] != nil)
    #expect(words["pagerFailed"] == nil)
    #expect(words["helpProgramAbstract"] == nil)
  }

  @Test func aScriptsWordKeepsItsPlaceholdersForTheScriptToFill() throws {
    let words = try #require(Self.words(in: ClassroomPages.student(in: .spanish)))
    #expect(words["pageProgress"] == .string("Pregunta {number} de {total}"))
    #expect(words["decimalMark"] == .string(","))
  }

  @Test func everyElementAScriptNamesIsOnItsPage() throws {
    for page in Self.pages {
      let html = page.render(.english)
      let script = try #require(ClassroomPages.asset(page.script)).body
      let ids =
        Self.matches(of: "$(\"", in: script)
        + Self.matches(of: "\"lang-", in: script)
        .map { "lang-" + $0 }
      #expect(!ids.isEmpty)
      for id in ids where id != "lang-" {
        #expect(html.contains("id=\"\(id)\""), "\(page.script) looks for #\(id), not on the page")
      }
    }
  }

  @Test func thePagesNeedNoInlineScriptOrStyle() {
    for page in Self.pages {
      let html = page.render(.spanish)
      let scripts = html.split(separator: "<script").dropFirst()
      #expect(scripts.count == 2)
      for script in scripts {
        #expect(
          script.hasPrefix(" type=\"application/json\" id=\"words\">")
            || script.hasPrefix(" src=\"/static/"))
      }
      #expect(!html.contains("style="))
      #expect(!html.contains("<style"))
      #expect(!html.contains(" on"), "an inline event handler attribute")
      #expect(!html.contains("http://") && !html.contains("https://"), "nothing from elsewhere")
    }
  }

  @Test func scriptsNeverWriteHTML() throws {
    for name in ["student.js", "teacher.js"] {
      let script = try #require(ClassroomPages.asset(name)).body
      for sink in ["innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval("] {
        #expect(!script.contains(sink), "\(name) uses \(sink)")
      }
    }
  }

  @Test func wordsAreEscapedOnThePageAndInTheScriptBlock() {
    let tricky = "<b>\"Tom\" & 'Jerry'</script>"
    let html = PageTemplate.render(
      "<p>{{pageJoinHeading}}</p>{{words}}", in: .english, words: { _, _ in tricky })
    #expect(html.hasPrefix("<p>&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/script&gt;</p>{"))
    let block = String(html[html.firstIndex(of: "{")!...])
    #expect(!block.contains("<") && !block.contains(">") && !block.contains("&"))
    let words = JSONValue(parsing: block)
    #expect(
      words.flatMap { if case .object(let o) = $0 { o["pageJoinHeading"] } else { nil } }
        == .string(tricky))
  }

  @Test func anUnknownNameStaysForTheTestsToFind() {
    #expect(
      PageTemplate.render("a {{noSuchWord}} b {{lang}}", in: .spanish) == "a {{noSuchWord}} b es")
    #expect(
      PageTemplate.render("{{helpProgramAbstract}}", in: .english) == "{{helpProgramAbstract}}")
  }

  @Test func assetsAreTheFiveFilesOnly() {
    #expect(ClassroomPages.asset("classroom.css")?.contentType == "text/css; charset=utf-8")
    #expect(ClassroomPages.asset("student.js")?.contentType == "text/javascript; charset=utf-8")
    #expect(ClassroomPages.asset("teacher.js")?.body.contains("/api/teacher/summary") == true)
    for name in ["", "student.html", "../student.js", "student.js/", "Student.js", "/etc/passwd"] {
      #expect(ClassroomPages.asset(name) == nil, "\(name)")
    }
  }

  /// The words block of a page, parsed.
  static func words(in html: String) -> [String: JSONValue]? {
    let start = "<script type=\"application/json\" id=\"words\">"
    guard let open = html.firstRange(of: start),
      let close = html[open.upperBound...].firstRange(of: "</script>"),
      case .object(let words)? = JSONValue(
        parsing: String(html[open.upperBound..<close.lowerBound]))
    else { return nil }
    return words
  }

  /// The identifiers (letters, digits, `-`) that follow each `prefix` in `text`.
  static func matches(of prefix: String, in text: String) -> [String] {
    var found: [String] = []
    var rest = text[...]
    while let range = rest.firstRange(of: prefix) {
      let name = rest[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "-" }
      found.append(String(name))
      rest = rest[range.upperBound...]
    }
    return found
  }
}
