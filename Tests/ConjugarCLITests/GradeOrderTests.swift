import ClassKey
import Foundation
import Testing

/// Students are listed alphabetically by name in every report, as a gradebook lists them,
/// whatever the order of the files: numbers by value, accents and case aside, ñ after n, a
/// sheet without a name last.
@Suite struct GradeOrderTests: RunnerFiles {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  static let inFileOrder = [
    "Alumno 10", "zoe", "Ñoño", "", "Alumno 2", "Ángela", "Nora", "beatriz", "Alumno 02b",
  ]
  static let alphabetical = [
    "Alumno 2", "Alumno 02b", "Alumno 10", "Ángela", "beatriz", "Nora", "Ñoño", "zoe", "",
  ]

  func graded(_ format: String) throws -> String {
    let key = GradeScenarioTests.key(accents: .half)
    try key.json.write(toFile: path("key.json"), atomically: true, encoding: .utf8)
    let files = try Self.inFileOrder.enumerated().map { index, name in
      let file = path("sheet\(index).txt")
      let text = "name: \(name)\nversion: \(key.versions[0].code)\n1. tuve\n"
      try text.write(toFile: file, atomically: true, encoding: .utf8)
      return file
    }
    let result = try runner.run(["grade", path("key.json")] + files + ["--format", format])
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout
  }

  @Test func theGradebookIsAlphabetical() throws {
    let rows = try graded("csv").split(separator: "\r\n").dropFirst()
    #expect(rows.map { String($0.prefix { $0 != "," }) } == Self.alphabetical)
  }

  @Test func theTextReportIsInTheGradebooksOrder() throws {
    let names = try graded("text").split(separator: "\n").compactMap { line in
      line.contains(" · sheet") ? String(line.prefix { $0 != "·" }.dropLast()) : nil
    }
    #expect(names == Self.alphabetical.map { $0.isEmpty ? "(no name)" : $0 })
  }
}
