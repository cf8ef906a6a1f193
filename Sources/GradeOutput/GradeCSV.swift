import Grading
import Messages
import PlainText

/// The report as a gradebook: a header in the report's language and one row per student,
/// RFC 4180 quoting: `name,file,version,points,maximum,percent,right,blank,problems,notes`
/// (`file` as the command line named it; problems and notes, in the report's language, joined
/// by "; "). An empty answers file is a last row with its file and problem and no figures, so
/// a spreadsheet's averages leave it out. The data itself is the same in both languages.
extension ClassReport {
  public var csv: String {
    var rows = [Message(.gradeCSVHeader).text(in: language)]
    for student in students {
      rows.append(
        row([
          student.name, student.file, student.code ?? "", "\(student.points)",
          "\(student.maximum)", "\(student.percent)", "\(student.correctCount)",
          "\(student.blankCount)", said(student.problems), said(student.notes),
        ]))
    }
    for empty in emptyFiles {
      rows.append(
        row(
          [empty.name, empty.file] + Array(repeating: "", count: 6) + [
            said(empty.problems), said(empty.notes),
          ]))
    }
    return rows.joined(separator: "\r\n") + "\r\n"
  }

  private func row(_ fields: [String]) -> String {
    fields.map(Self.csvField).joined(separator: ",")
  }

  private func said(_ messages: [Message]) -> String {
    messages.map { $0.text(in: language) }.joined(separator: "; ")
  }

  /// A field quoted when it holds a comma, a quote or a line break; a formula's leading
  /// = + - @ is kept as text by a leading quote mark so spreadsheets do not run it. Control
  /// and format characters a student typed are escaped (`\x1B`), as on a terminal, where a
  /// gradebook printed without `--output` goes.
  static func csvField(_ text: String) -> String {
    var field = text.escapingControlCharacters
    if let first = field.first, "=+-@".contains(first) { field = "'" + field }
    guard field.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return field }
    return "\"" + field.replacingQuotes() + "\""
  }
}

extension String {
  fileprivate func replacingQuotes() -> String {
    var result = ""
    for character in self {
      if character == "\"" { result.append("\"") }
      result.append(character)
    }
    return result
  }
}
