import ConjugarCommandLine
import ConjugarCommands
import ConjugarCore
import Foundation
import PlainText
import Testing

/// Runs every row of the table in Docs/ERRORS.md: in English, and again with `--lang es` put
/// first for the Spanish column, which every row fills.
@Suite struct ErrorCatalogTests {
  struct Row: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let status: Int32
    let message: String
    /// The Spanish text.
    let spanish: String
    var testDescription: String { "conjugar " + arguments.joined(separator: " ") }
  }

  static let rows: [Row] = {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Docs/ERRORS.md").standardized.path
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
    return text.split(separator: "\n").compactMap { line -> Row? in
      let cells = line.split(separator: "|").map { $0.trimmingWhitespace() }
      guard cells.count == 4, cells[0].hasPrefix("`conjugar"), let status = Int32(cells[1]) else {
        return nil
      }
      let command = String(cells[0].dropFirst().dropLast())
      guard let words = try? CommandLineWords.split(command) else { return nil }
      return Row(
        arguments: Array(words.dropFirst()), status: status, message: cells[2],
        spanish: cells[3])
    }
  }()

  @Test func theCatalogIsNotEmpty() {
    #expect(Self.rows.count >= 130)
    // Every row is checked in Spanish: a cell left empty or marked as not yet written fails.
    #expect(
      Self.rows.filter { $0.spanish.isEmpty || $0.spanish == "—" }.map(\.testDescription) == [])
  }

  @Test(arguments: rows)
  func documentedError(_ row: Row) throws {
    let result = try Self.run(row.arguments)
    #expect(result.status == row.status)
    #expect(result.stderrLines.count == 1, "\(result.stderr)")
    #expect(result.stderr.hasPrefix("conjugar: error: "))
    #expect(result.stderr.contains(row.message), "\(result.stderr)")
  }

  /// The same line in Spanish: the same status, the Spanish text, and none of the English one
  /// (unless the two cells are the same text, such as an option's name).
  @Test(arguments: rows)
  func documentedErrorInSpanish(_ row: Row) throws {
    let result = try Self.run(["--lang", "es"] + row.arguments)
    let spanish = row.spanish
    #expect(result.status == row.status)
    #expect(result.stderrLines.count == 1, "\(result.stderr)")
    #expect(result.stderr.hasPrefix("conjugar: error: "))
    #expect(result.stderr.contains(spanish), "\(result.stderr)")
    if spanish != row.message {
      #expect(!result.stderr.contains(row.message), "\(result.stderr)")
    }
  }

  /// A run with a fresh settings file (its own scratch folder).
  private static func run(_ arguments: [String]) throws -> RunResult {
    var runner = try InProcessRunner()
    runner.allowsRandomSeed = true  // a quiz draws its seed before it finds no question fits
    return try runner.run(arguments)
  }
}
