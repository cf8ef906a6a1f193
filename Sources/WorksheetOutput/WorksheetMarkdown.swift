import Messages

/// The parts of a Markdown worksheet that questions and grids share.
enum WorksheetMarkdown {
  /// Where the answer goes: underscores between spaces, which Markdown prints as they are.
  static let blank = "____________"

  /// The title, the details, the selection and the name and date line, then a blank line.
  static func heading(_ heading: WorksheetHeading) -> [String] {
    var lines = ["# " + escaped(heading.title), "", escaped(heading.details), ""]
    if let only = heading.only { lines += [escaped(only), ""] }
    guard let handoutLines = heading.handoutLines else {
      return lines + [Message(.worksheetNameLine).text(in: heading.language), ""]
    }
    return lines + [
      heading.handout.studentLine(in: heading.language, escape: escaped), "",
      escaped(handoutLines[1]), "",
    ]
  }

  /// The text with every character Markdown could read as markup behind a backslash.
  static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      if "\\`*_[]<>#|!~".contains(character) { result.append("\\") }
      result.append(character)
    }
    return result
  }

  /// A pipe table: a header row, the separator, then the rows.
  static func table(header: [String], rows: [[String]]) -> [String] {
    func row(_ cells: [String]) -> String {
      "| " + cells.map { $0.isEmpty ? " " : escaped($0) }.joined(separator: " | ") + " |"
    }
    return [row(header), "|" + header.map { _ in " --- |" }.joined()] + rows.map(row)
  }
}
