import Messages
import PlainText

/// A class's answers in one CSV file (RFC 4180: commas, double quotes around fields that hold
/// commas, quotes or line breaks, "" for a quote): a header row `name,version,1,2,…` (`code` for
/// `version`; `version` may be left out when the key has one version), then a row per student.
/// Numbers in the header say which question each column answers; a column of another name is
/// ignored with a problem, and so is a row with more fields than the header. A Spanish header
/// is read the same: `nombre`, `versión` or `código`.
enum AnswerCSV {
  /// Whether `text` is such a file: it is named `.csv`, or its first line starts `name,` (or
  /// `nombre,`).
  static func isCSV(path: String, text: String) -> Bool {
    if path.lowercased().hasSuffix(".csv") { return true }
    let first = text.prefix { $0 != "\n" }.trimmingWhitespace().lowercased()
    return ["name", "nombre"].contains {
      first.hasPrefix($0 + ",") || first.hasPrefix("\"\($0)\",")
    }
  }

  /// The sheets of the rows, each named "row N of FILE"; `problems` are the file's own.
  static func sheets(text: String, file: String) -> (sheets: [AnswerSheet], problems: [Message]) {
    var rows = records(text)
    guard !rows.isEmpty else { return ([], [.gradeNoHeaderRow(file: file)]) }
    let header = rows.removeFirst().map { $0.trimmingWhitespace().lowercased() }
    var problems: [Message] = []
    guard let nameColumn = header.firstIndex(where: { $0 == "name" || $0 == "nombre" }) else {
      return ([], [.gradeNoNameColumn(file: file)])
    }
    let codeColumn = header.firstIndex { ["version", "code", "versión", "código"].contains($0) }
    var numbers: [Int: Int] = [:]
    for (column, title) in header.enumerated() where column != nameColumn && column != codeColumn {
      if let number = Int(title), number > 0 {
        numbers[column] = number
      } else {
        problems.append(.gradeNotAQuestionColumn(file: file, title: title.abbreviated))
      }
    }
    var sheets: [AnswerSheet] = []
    for (index, row) in rows.enumerated() {
      if row.allSatisfy({ $0.trimmingWhitespace().isEmpty }) { continue }
      let place = Message.gradeRowPlace(index + 2, file: file)
      let name = nameColumn < row.count ? row[nameColumn].trimmingWhitespace() : ""
      var sheet = AnswerSheet(name: name, source: place)
      if let codeColumn, codeColumn < row.count {
        let code = row[codeColumn].trimmingWhitespace()
        sheet.code = code.isEmpty ? nil : code
      }
      if name.isEmpty { sheet.problems.append(Message(.gradeNoNameInRow)) }
      if row.count > header.count {
        sheet.problems.append(.gradeFieldsBeyondHeader(row.count - header.count))
      }
      for (column, number) in numbers.sorted(by: { $0.key < $1.key }) {
        sheet.record(number, column < row.count ? row[column] : "", at: place)
      }
      sheets.append(sheet)
    }
    return (sheets, problems)
  }

  /// RFC 4180 records: fields split at commas outside quotes, records at line breaks (CRLF or
  /// LF) outside quotes; a quote inside a quoted field is doubled.
  static func records(_ text: String) -> [[String]] {
    var records: [[String]] = []
    var record: [String] = []
    var field = ""
    var quoted = false
    var characters = text.makeIterator()
    var pending: Character? = nil
    while let character = pending ?? characters.next() {
      pending = nil
      if quoted {
        if character == "\"" {
          let next = characters.next()
          if next == "\"" {
            field.append("\"")
          } else {
            quoted = false
            pending = next
          }
        } else {
          field.append(character)
        }
        continue
      }
      switch character {
      case "\"" where field.isEmpty: quoted = true
      case ",":
        record.append(field)
        field = ""
      case "\n", "\r\n", "\r":
        record.append(field)
        records.append(record)
        record = []
        field = ""
      default: field.append(character)
      }
    }
    if !field.isEmpty || !record.isEmpty {
      record.append(field)
      records.append(record)
    }
    return records
  }
}
