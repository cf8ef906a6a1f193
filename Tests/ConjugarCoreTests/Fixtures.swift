import Foundation
import Testing

/// Reads the hand-checked tables in Fixtures/conjugation-tables.txt.
///
/// One line per verb and tense: `verb tenseKey yo tú vos él nosotros vosotros ellos`
/// (imperatives: `-` for yo), or `verb gerund form` / `verb participle form`.
/// `a|b` lists the main form and further accepted ones, `_` stands for a space, `∅` for
/// a slot RAE gives no form for.
struct TableRow: CustomTestStringConvertible, Sendable {
  let verb: String
  let key: String
  let cells: [String]
  let line: Int

  var testDescription: String { "\(verb) \(key)" }

  static func load() -> [TableRow] {
    let path =
      String(#filePath.dropLast("Fixtures.swift".count)) + "Fixtures/conjugation-tables.txt"
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
    return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      .compactMap { index, line in
        let fields = line.split(separator: " ").map(String.init)
        guard fields.count >= 3, !line.hasPrefix("#") else { return nil }
        return TableRow(
          verb: fields[0], key: fields[1], cells: Array(fields[2...]), line: index + 1)
      }
  }

  /// The forms of a cell: main first, spaces restored.
  static func forms(_ cell: String) -> [String] {
    cell.split(separator: "|").map { $0.replacingOccurrences(of: "_", with: " ") }
  }
}
