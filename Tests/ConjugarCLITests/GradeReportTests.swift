import ClassKey
import ConjugarCore
import Foundation
import Messages
import SimpleJSON
import Testing
import WorksheetOutput

@testable import ConjugarCommands
@testable import GradeOutput
@testable import Grading

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Grade's pure parts, in-process without a command line: reading a sheet (`AnswerSheet`),
/// marking a class (`Grader`), and the reports (`ClassReport`: CSV, JSON, HTML, the students'
/// pages) from graded students.
@Suite struct GradeReportTests {
  static let key = GradeScenarioTests.key(accents: .half)
  let grader = Grader(key: key, conjugator: Conjugator())

  /// A sheet of `version` read from a file named `file`, answering each question with
  /// `answer(question)` (nil: blank).
  static func sheet(
    _ name: String, file: String, version: ClassKey.Version,
    _ answer: (ClassKey.Question) -> String? = { $0.answer }
  ) -> AnswerSheet {
    var lines = ["name: \(name)", "version: \(version.code)"]
    for question in version.questions {
      lines.append("\(question.number). " + (answer(question) ?? "-"))
    }
    var sheet = AnswerSheet(text: lines.joined(separator: "\n"), source: .gradeFile(file))
    sheet.file = file
    return sheet
  }

  func report(_ sheets: [AnswerSheet], language: Language = .english) -> ClassReport {
    ClassReport(key: Self.key, students: sheets.map(grader.grade), language: language)
  }

  @Test func unnumberedAnswersAreReadInOrder() {
    let version = Self.key.versions[0]
    let text = (["Ana García"] + version.questions.map(\.answer)).joined(separator: "\n")
    let sheet = AnswerSheet(text: text, source: .gradeFile("ana.txt"))
    #expect(sheet.name == "Ana García")
    #expect(sheet.problems == [])
    #expect(sheet.notes == [Message(.gradeReadInOrder)])
    for question in version.questions {
      #expect(sheet.answers[question.number] == .some(question.answer))
    }
    // With one numbered line, the others are named, as before.
    let mixed = AnswerSheet(text: "Ana\n1. tuve\ntuviste\n", source: .gradeFile("a.txt"))
    #expect(mixed.notes == [])
    #expect(mixed.problems.count == 1)
  }

  @Test func aFileOfBlankLinesAndCommentsIsEmpty() {
    let sheet = AnswerSheet(text: "\n  \n# nada\n", source: .gradeFile("vacío.txt"))
    #expect(sheet.isEmpty)
    #expect(sheet.problems == [])
    #expect(!AnswerSheet(text: "Ana\n", source: .gradeFile("a.txt")).isEmpty)
  }

  @Test func anEmptyFileIsInNoFigureOfTheClass() {
    let version = Self.key.versions[0]
    var empty = AnswerSheet(name: "", source: .gradeFile("empty.txt"))
    empty.file = "empty.txt"
    empty.isEmpty = true
    let ana = Self.sheet("Ana", file: "ana.txt", version: version)
    let with = report([ana, empty])
    let without = report([ana])
    #expect(with.students.map(\.name) == ["Ana"])
    #expect(with.emptyFiles.map(\.file) == ["empty.txt"])
    #expect(with.questionSuccess.map(\.questions) == without.questionSuccess.map(\.questions))
    #expect(with.mistakeKinds.map(\.count) == without.mistakeKinds.map(\.count))
    #expect(with.text.contains("Class 3B · 1 student ·"))
    #expect(with.text.contains("Empty files, not graded: empty.txt"))
    #expect(
      with.csv.hasSuffix(
        "\r\n,empty.txt,,,,,,,\"the file is empty; not graded, left out of the class's figures\",\r\n"
      ))
    #expect(!with.studentPages.contains("empty.txt"))
  }

  @Test func theFileColumnTellsTwoStudentsOfOneNameApart() throws {
    let version = Self.key.versions[0]
    let first = Self.sheet("Ana García", file: "a/ana.txt", version: version)
    let second = Self.sheet("Ana García", file: "b/ana.txt", version: version) { _ in nil }
    let report = report([first, second])
    let rows = report.csv.split(separator: "\r\n").map(String.init)
    #expect(rows.count == 3)
    #expect(rows[1].hasPrefix("Ana García,a/ana.txt,\(version.code),120,"))
    #expect(rows[2].hasPrefix("Ana García,b/ana.txt,\(version.code),0,"))
    guard case .object(let json)? = JSONValue(parsing: report.json),
      case .array(let students)? = json["students"]
    else { throw GradeReportFailure.notJSON }
    let files = students.compactMap { student -> JSONValue? in
      guard case .object(let fields) = student else { return nil }
      return fields["file"]
    }
    #expect(files == [.string("a/ana.txt"), .string("b/ana.txt")])
    #expect(json["empty"] == .array([]))
    let html = report.html
    #expect(html.contains("<td class=\"file\">a/ana.txt</td>"))
    #expect(html.contains("<td class=\"file\">b/ana.txt</td>"))
  }

  @Test func theHTMLReportIsLaidOutForItsPaper() {
    let sheets = [Self.sheet("Ana", file: "ana.txt", version: Self.key.versions[0])]
    for (paper, size) in [(WorksheetPaper.a4, "A4"), (.letter, "letter")] {
      let report = ClassReport(key: Self.key, students: sheets.map(grader.grade), paper: paper)
      #expect(report.html.contains("@page { size: \(size); margin: 16mm 18mm; }"))
      #expect(report.studentPages.contains("@page { size: \(size); margin: 16mm 18mm; }"))
    }
  }

  /// A page per student: a section each, each after the first starting a new sheet of paper,
  /// with the score and a row per answer not fully right (what was written, the right form,
  /// why), in the report's language.
  @Test(arguments: [Language.english, .spanish])
  func eachStudentHasAPageToTakeHome(language: Language) throws {
    let version = Self.key.versions[0]
    let wrong = version.questions[1]
    let ana = Self.sheet("Ana <García>", file: "ana.txt", version: version) {
      $0.number == wrong.number ? "xyzzy" : $0.number == 3 ? nil : $0.answer
    }
    let bea = Self.sheet("Bea", file: "bea.txt", version: version)
    let pages = report([ana, bea], language: language).studentPages
    let document = try XMLDocument(xmlString: pages, options: [])
    let sections = try document.nodes(forXPath: "//section[@class='page']")
    #expect(sections.count == 2)
    #expect(pages.contains("section.page + section.page { break-before: page;"))
    let first = try #require(sections.first as? XMLElement)
    let say = { (message: Message) in message.text(in: language) }
    #expect(
      try first.nodes(forXPath: "h1").first?.stringValue
        == say(.gradeStudentPageTitle(className: "3B", name: "Ana <García>")))
    #expect(
      try first.nodes(forXPath: "p[@class='score']").first?.stringValue
        == say(.gradePoints(100, of: 120, percent: 83)))
    let rows = try first.nodes(forXPath: "table/tbody/tr")
    #expect(rows.count == 2)
    let cells = try rows[0].nodes(forXPath: "td").map { $0.stringValue ?? "" }
    #expect(cells.count == 4)
    #expect(cells[0].hasPrefix("\(wrong.number). "))
    #expect(cells[1] == "xyzzy")
    #expect(cells[2].hasPrefix(wrong.answer))
    #expect(!cells[3].isEmpty)
    let blank = try rows[1].nodes(forXPath: "td").map { $0.stringValue ?? "" }
    #expect(blank[1] == say(Message(.gradeKindBlank)))
    let second = try #require(sections.last as? XMLElement)
    #expect(
      try second.nodes(forXPath: "p").map { $0.stringValue ?? "" }.contains(
        say(Message(.gradeAllRight))))
  }

  /// Marks and diagnoses are kept for the class: a class graded at once is graded as each
  /// student graded alone, whatever the others wrote (the same wrong answer to another
  /// version's question included).
  @Test func aClassIsGradedAsEachStudentAlone() {
    let key = Self.key
    var sheets: [AnswerSheet] = []
    for index in 0..<12 {
      let version = key.versions[index % key.versions.count]
      let other = key.versions[(index + 1) % key.versions.count]
      sheets.append(
        Self.sheet("Alumno \(index)", file: "a\(index).txt", version: version) { question in
          switch (index + question.number) % 4 {
          case 0: question.answer
          case 1: GradeScenarioTests.unaccented(question.answer)
          case 2: other.questions.first { $0.number == question.number }?.answer
          default: nil
          }
        })
    }
    let together = Grader(key: key, conjugator: Conjugator())
    let graded = sheets.map(together.grade)
    for (sheet, student) in zip(sheets, graded) {
      let alone = Grader(key: key, conjugator: Conjugator()).grade(sheet)
      #expect(student == alone, "\(sheet.name)")
    }
  }
}

enum GradeReportFailure: Error { case notJSON }
