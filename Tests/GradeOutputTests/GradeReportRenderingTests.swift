import ClassKey
import ConjugarQuiz
import GradeOutput
import Grading
import Messages
import SimpleJSON
import Testing

/// `grade`'s reports rendered in-process from a class marked by hand: each format's lines and
/// fields for a known class (Ana 15/30 with an accent slip and a blank, Bea 30/30).
@Suite struct GradeReportRenderingTests {
  typealias Fixture = GradeFixture

  @Test func studentsAreMarkedAndListedByName() {
    let report = Fixture.report()
    #expect(report.students.map(\.name) == ["Ana", "Bea"])
    let ana = report.students[0]
    #expect(ana.answers.map(\.mark) == [.correct, .accentOnly, .skipped])
    #expect((ana.points, ana.maximum, ana.percent) == (15, 30, 50))
    #expect(ana.answers[1].isAccentSlip)
    #expect(report.students[1].percent == 100)
  }

  @Test func theTextReportListsEachStudentsMistakes() {
    let lines = Fixture.report().text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0].hasPrefix("Class 3B · 2 students · 1 version · conjugate · "))
    #expect(lines[1] == "")
    #expect(lines[2] == "Ana · ana.txt · version 3B-K7Q2 · 15/30 points · 50%")
    #expect(lines[3] == "  2. pedir · pretérito · él/usted: pidio → pidió (accents, half marks)")
    #expect(lines.contains("  3. hablar · presente de indicativo · yo: blank → hablo"))
    #expect(lines.contains("Bea · bea.txt · version 3B-K7Q2 · 30/30 points · 100%"))
    #expect(lines.contains("Success per question"))
    #expect(lines.contains("  3B-K7Q2 (2 students): 1 100% · 2 75% · 3 50%"))
    #expect(Fixture.report().text.hasSuffix("\n"))
  }

  @Test func theSpanishTextReportIsInSpanish() {
    let text = Fixture.report(language: .spanish).text
    #expect(text.hasPrefix("Clase 3B · 2 alumnos · 1 versión · conjugación · "))
    #expect(text.contains("\nAna · ana.txt · versión 3B-K7Q2 · 15/30 puntos · 50 %\n"))
    #expect(text.contains("  3. hablar · presente de indicativo · yo: en\u{A0}blanco → hablo"))
  }

  @Test func theCSVIsAGradebookRowPerStudent() {
    let rows = Fixture.report().csv.components(separatedBy: "\r\n")
    #expect(rows[0] == "name,file,version,points,maximum,percent,right,blank,problems,notes")
    #expect(rows[1] == "Ana,ana.txt,3B-K7Q2,15,30,50,1,1,,")
    #expect(rows[2] == "Bea,bea.txt,3B-K7Q2,30,30,100,3,0,,")
    #expect(rows[3] == "")
    #expect(rows.count == 4)
  }

  @Test func aCSVFieldCannotRunAsAFormulaOrBreakItsRow() {
    var sheet = Fixture.sheet("name: =SUM(A1)\n1. tuve\n", file: "a,b.txt")
    sheet.file = "a,b.txt"
    let row = Fixture.report([sheet]).csv.components(separatedBy: "\r\n")[1]
    #expect(row.hasPrefix("'=SUM(A1),\"a,b.txt\",3B-K7Q2,10,30,33,1,2,"))
  }

  @Test func theJSONNamesEveryAnswersMarkAndDiagnosis() throws {
    let json = try #require(JSONValue(parsing: Fixture.report(language: .spanish).json))
    guard case .object(let top) = json, case .array(let students)? = top["students"],
      case .object(let ana)? = students.first, case .array(let answers)? = ana["answers"],
      case .object(let slip) = answers[1], case .object(let blank) = answers[2]
    else {
      Issue.record("not the report's shape")
      return
    }
    #expect(top["class"] == .string("3B"))
    #expect(top["accents"] == .string("half"))
    #expect(ana["name"] == .string("Ana"))
    #expect(ana["points"] == .integer(15))
    #expect(ana["percent"] == .integer(50))
    #expect(slip["given"] == .string("pidio"))
    #expect(slip["mark"] == .string(Mark.accentOnly.rawValue))
    #expect(slip["accentSlip"] == .bool(true))
    #expect(slip["expected"] == .string("pidió"))
    #expect(blank["given"] == .null)
    #expect(blank["diagnosis"] == .null)
    // JSON is English whatever the report's language.
    #expect(ana["source"] == .string("ana.txt"))
    #expect(top["empty"] == .array([]))
  }

  @Test func theHTMLEscapesWhatStudentsWrote() {
    var sheet = Fixture.sheet("name: <b>Ana</b>\n1. <i>\n", file: "ana.txt")
    sheet.file = "ana.txt"
    let report = Fixture.report([sheet])
    let html = report.html
    #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"es\">"))
    #expect(html.contains("<h1>Class 3B</h1>"))
    #expect(html.contains("<td>&lt;b&gt;Ana&lt;/b&gt;</td>"))
    #expect(!html.contains("<b>Ana</b>"))
    #expect(!html.contains("<i>"))
    #expect(report.studentPages.contains("&lt;b&gt;Ana&lt;/b&gt;"))
  }

  @Test func aStudentWithNoMistakeHasAllRightOnTheirPage() {
    let pages = Fixture.report([Fixture.bea]).studentPages
    #expect(pages.contains("<p>" + Message(.gradeAllRight).text(in: .english) + "</p>"))
    #expect(!pages.contains("<table class=\"mistakes\">"))
    #expect(pages.contains("<p class=\"score\">30/30 points · 100%</p>"))
  }

  @Test func theClassFiguresSayWhatToReteach() {
    let report = Fixture.report()
    #expect(report.questionSuccess.first?.questions.map(\.percent) == [100, 75, 50])
    #expect(report.mistakeKinds.map(\.kind).contains("blank"))
    let reteach = report.reteach(in: .english)
    #expect(reteach.items.map(\.label) == ["hablar · presente de indicativo · yo"])
    #expect(reteach.tenses.map(\.label) == ["presente de indicativo"])
  }
}
