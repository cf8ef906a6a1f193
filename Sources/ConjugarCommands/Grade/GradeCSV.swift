/// The report as a gradebook: a header and one row per student, RFC 4180 quoting:
/// `name,version,points,maximum,percent,right,blank,problems` (problems joined by "; ").
extension ClassReport {
  var csv: String {
    var rows = ["name,version,points,maximum,percent,right,blank,problems"]
    for student in students {
      rows.append(
        [
          student.name, student.code ?? "", "\(student.points)", "\(student.maximum)",
          "\(student.percent)", "\(student.correctCount)", "\(student.blankCount)",
          student.problems.joined(separator: "; "),
        ].map(Self.csvField).joined(separator: ","))
    }
    return rows.joined(separator: "\r\n") + "\r\n"
  }

  /// A field quoted when it holds a comma, a quote or a line break; a formula's leading
  /// = + - @ is kept as text by a leading quote mark so spreadsheets do not run it.
  static func csvField(_ text: String) -> String {
    var field = text
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
