import ConjugarCommandLine
import ConjugarCommands
import ConjugarCore
import Foundation
import PlainText
import Testing

/// Runs every row of the table in Docs/ERRORS.md.
@Suite struct ErrorCatalogTests {
  struct Row: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let status: Int32
    let message: String
    var testDescription: String { "conjugar " + arguments.joined(separator: " ") }
  }

  static let rows: [Row] = {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Docs/ERRORS.md").standardized.path
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
    return text.split(separator: "\n").compactMap { line -> Row? in
      let cells = line.split(separator: "|").map { $0.trimmingWhitespace() }
      guard cells.count == 3, cells[0].hasPrefix("`conjugar"), let status = Int32(cells[1]) else {
        return nil
      }
      let command = String(cells[0].dropFirst().dropLast())
      guard let words = try? CommandLineWords.split(command) else { return nil }
      return Row(arguments: Array(words.dropFirst()), status: status, message: cells[2])
    }
  }()

  @Test func theCatalogIsNotEmpty() {
    #expect(Self.rows.count >= 25)
  }

  @Test(arguments: rows)
  func documentedError(_ row: Row) throws {
    var runner = try InProcessRunner()
    runner.allowsRandomSeed = true  // a quiz draws its seed before it finds no question fits
    let result = try runner.run(row.arguments)
    #expect(result.status == row.status)
    #expect(result.stderrLines.count == 1, "\(result.stderr)")
    #expect(result.stderr.hasPrefix("conjugar: error: "))
    #expect(result.stderr.contains(row.message), "\(result.stderr)")
  }
}
