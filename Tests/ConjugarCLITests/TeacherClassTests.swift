import ClassKey
import ConjugarTestSupport
import Foundation
import SimpleJSON
import Testing

@testable import ConjugarCommands
@testable import Grading

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Issue 37's acceptance: a teacher's real class of 25, as school computers save it. Files in
/// Windows-1252 (CRLF), UTF-8 with and without a BOM, UTF-16 with its mark; two students called
/// Ana García; an empty file; two files of answers without numbers; a class CSV with a stray
/// quote in a name. Every format grades every student as their answers earn (worked out here
/// from the slips made, not by the code under test), names each file, and leaves the empty one
/// out of the class's figures.
@Suite struct TeacherClassTests: RunnerFiles {
  enum Saved { case utf8, utf8BOM, windows1252, utf16, unnumbered }

  struct Student {
    let name: String
    let file: String
    let points: Int
    let note: String?
  }

  let runner: InProcessRunner
  let key = GradeScenarioTests.key(accents: .half)
  init() throws { runner = try InProcessRunner() }

  /// Student `s`'s answers to `version`: the scenario's slips, and the points they earn.
  func answers(_ s: Int, _ version: ClassKey.Version) -> (texts: [String], points: Int) {
    var points = 0
    let texts = version.questions.enumerated().map { j, question in
      let slip = GradeScenarioTests.pattern[(s + j) % GradeScenarioTests.pattern.count]
      let (text, earned) = GradeScenarioTests.answer(slip, question, accents: .half)
      points += earned
      return text
    }
    return (texts, points)
  }

  func bytes(_ text: String, _ saved: Saved) -> [UInt8] {
    switch saved {
    case .utf8, .unnumbered: Array(text.utf8)
    case .utf8BOM: [0xEF, 0xBB, 0xBF] + Array(text.utf8)
    case .windows1252:
      text.replacingOccurrences(of: "\n", with: "\r\n").unicodeScalars.map { UInt8($0.value) }
    case .utf16: GradeEncodingTests.utf16(text, bigEndian: false)
    }
  }

  /// Writes the class: 20 files of one student each, an empty file, and a CSV of 4 students.
  func writeClass() throws -> (files: [String], students: [Student], empty: String) {
    try key.json.write(toFile: path("3B.key.json"), atomically: true, encoding: .utf8)
    let kinds: [Saved] = [.utf8, .windows1252, .utf8BOM, .utf16, .windows1252]
    var files: [String] = []
    var students: [Student] = []
    for s in 0..<20 {
      let saved: Saved = s == 7 || s == 13 ? .unnumbered : kinds[s % kinds.count]
      let version = key.versions[s % 3]
      let name = s == 4 || s == 11 ? "Ana García" : "Alumno \(s + 1) Núñez Peña"
      let (texts, points) = answers(s, version)
      var lines = ["nombre: \(name)", "versión: \(version.code)"]
      if saved == .unnumbered {
        lines += texts
      } else {
        lines += zip(version.questions, texts).map { "\($0.number). \($1)" }
      }
      let file = path("alumno\(s + 1).txt")
      try Data(bytes(lines.joined(separator: "\n") + "\n", saved)).write(
        to: URL(fileURLWithPath: file))
      files.append(file)
      let note: String? =
        switch saved {
        case .windows1252: "read as Windows-1252"
        case .utf16: "read as UTF-16LE"
        case .unnumbered: "no numbered answers; read in order as questions 1, 2, 3…"
        default: nil
        }
      students.append(Student(name: name, file: file, points: points, note: note))
    }
    let empty = path("alumno21.txt")
    try Data().write(to: URL(fileURLWithPath: empty))
    files.append(empty)
    let version = key.versions[1]
    let numbers = version.questions.map { "\($0.number)" }.joined(separator: ",")
    var rows = ["name,version,\(numbers)"]
    let csv = path("3B-tarde.csv")
    for s in 21..<25 {
      let name = s == 22 ? "Bea \"la Peque\" Ruiz" : "Alumno \(s + 1) Ortiz"
      let (texts, points) = answers(s, version)
      rows.append(([name, version.code] + texts).joined(separator: ","))
      students.append(Student(name: name, file: csv, points: points, note: nil))
    }
    try Data(bytes(rows.joined(separator: "\n") + "\n", .windows1252)).write(
      to: URL(fileURLWithPath: csv))
    files.append(csv)
    return (files, students, empty)
  }

  func grade(_ format: String, _ extra: [String] = []) throws -> (RunResult, [Student], String) {
    let (files, students, empty) = try writeClass()
    let result = try runner.run(
      ["grade", path("3B.key.json")] + files + ["--format", format] + extra)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "")
    return (result, students, empty)
  }

  @Test func theTextReportGradesEveryStudent() throws {
    let (result, students, _) = try grade("text")
    let text = result.stdout
    #expect(text.hasPrefix("Class 3B · 24 students · 3 versions"))
    #expect(!text.contains("�"))
    #expect(text.contains("Empty files, not graded: \(path("alumno21.txt"))"))
    for student in students {
      let file = URL(fileURLWithPath: student.file).lastPathComponent
      let line = text.split(separator: "\n").first {
        $0.hasPrefix(student.name + " · " + file) || $0.hasPrefix(student.name + " · row ")
      }
      #expect(line?.contains("· \(student.points)/120 points") == true, "\(student.name)")
    }
    #expect(text.components(separatedBy: "  · read as Windows-1252").count - 1 == 8 + 4)
    #expect(text.components(separatedBy: "read in order as questions").count - 1 == 2)
  }

  @Test func theGradebookHasARowPerStudentAndTheEmptyFile() throws {
    let (result, students, empty) = try grade("csv")
    let (rows, unclosed) = AnswerCSV.records(result.stdout)
    #expect(unclosed.isEmpty)
    #expect(
      rows.first
        == "name,file,version,points,maximum,percent,right,blank,problems,notes"
        .split(separator: ",").map(String.init))
    #expect(rows.count == 1 + 24 + 1)
    for student in students {
      let row = rows.first { fields in
        fields[0] == student.name && fields[1] == student.file
          && fields[3] == "\(student.points)"
      }
      #expect(row != nil, "\(student.name) \(student.file)")
      #expect(row?[8] == "", "\(student.name)")
      if let note = student.note { #expect(row?[9].contains(note) == true, "\(student.name)") }
    }
    let anas = rows.filter { $0[0] == "Ana García" }.map { $0[1] }
    #expect(anas == [path("alumno5.txt"), path("alumno12.txt")])
    let last = try #require(rows.last)
    #expect(last[0] == "" && last[1] == empty && last[3] == "")
    #expect(last[8].contains("empty"))
  }

  @Test func theJSONReportNamesEachFileAndLeavesTheEmptyOneOut() throws {
    let (result, students, empty) = try grade("json")
    guard case .object(let report)? = JSONValue(parsing: result.stdout),
      case .array(let graded)? = report["students"]
    else {
      Issue.record("not a report")
      return
    }
    #expect(report["empty"] == .array([.string(empty)]))
    #expect(graded.count == 24)
    var found = 0
    for student in students {
      for case .object(let fields) in graded
      where fields["name"] == .string(student.name) && fields["file"] == .string(student.file)
        && fields["points"] == .integer(student.points)
      {
        found += 1
        #expect(fields["problems"] == .array([]), "\(student.name)")
      }
    }
    #expect(found == 24)
    guard case .array(let versions)? = report["questions"] else { return }
    let answered = versions.compactMap { version -> Int? in
      guard case .object(let fields) = version, case .number(let count)? = fields["students"]
      else { return nil }
      return Int(count.literal)
    }
    #expect(answered.reduce(0, +) == 24)
  }

  @Test(arguments: ["a4", "letter"])
  func theHTMLReportAndThePagesToHandBack(paper: String) throws {
    let (result, students, empty) = try grade("html", ["--paper", paper])
    let size = paper == "a4" ? "A4" : "letter"
    #expect(result.stdout.contains("@page { size: \(size);"))
    let document = try XMLDocument(xmlString: result.stdout, options: [])
    let rows = try document.nodes(forXPath: "//table/tbody/tr")
    #expect(rows.count == 25)
    let files = try document.nodes(forXPath: "//table/tbody/tr/td[@class='file']")
      .compactMap { $0.stringValue }
    #expect(Set(files) == Set(students.map(\.file) + [empty]))
    #expect(try document.nodes(forXPath: "//section[@class='student']").count == 24)
    let (pages, _, _) = try grade("html", ["--paper", paper, "--per-student"])
    let handed = try XMLDocument(xmlString: pages.stdout, options: [])
    let sections = try handed.nodes(forXPath: "//section[@class='page']")
    #expect(sections.count == 24)
    #expect(pages.stdout.contains("@page { size: \(size);"))
    let scores = try handed.nodes(forXPath: "//section/p[@class='score']")
      .compactMap { $0.stringValue }
    let expected = students.map { student -> String in
      let percent = (student.points * 100 + 60) / 120
      return "\(student.points)/120 points · \(percent)%"
    }
    #expect(scores.sorted() == expected.sorted())
  }
}
