import Messages
import PlainText

/// A class's answers in one CSV file (RFC 4180: commas, double quotes around fields that hold
/// commas, quotes or line breaks, "" for a quote): a header row `name,version,1,2,…` (`code` for
/// `version`; `version` may be left out when the key has one version), then a row per student.
/// Numbers in the header say which question each column answers; a column of another name is
/// ignored with a problem, and so is a row with more fields than the header. A Spanish header
/// is read the same: `nombre`, `versión` or `código`.
public enum AnswerCSV {
  /// Whether `text` is such a file: it is named `.csv`, or its first line starts `name,` (or
  /// `nombre,`).
  public static func isCSV(path: String, text: String) -> Bool {
    if path.lowercased().hasSuffix(".csv") { return true }
    let first = text.prefix { $0 != "\n" }.trimmingWhitespace().lowercased()
    return ["name", "nombre"].contains {
      first.hasPrefix($0 + ",") || first.hasPrefix("\"\($0)\",")
    }
  }

  /// The sheets of the rows, each named "row N of FILE"; `problems` are the file's own.
  public static func sheets(text: String, file: String) -> (
    sheets: [AnswerSheet], problems: [Message]
  ) {
    let read = records(text)
    var rows = read.records
    let unclosed = Set(read.unclosed)
    guard !rows.isEmpty else { return ([], [.gradeNoHeaderRow(file: file)]) }
    let header = rows.removeFirst().map { $0.trimmingWhitespace().lowercased() }
    var problems: [Message] = []
    if unclosed.contains(0) {
      problems.append(.gradeQuoteNeverClosed(place: .gradeRowPlace(1, file: file)))
    }
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
      if unclosed.contains(index + 1) {
        sheet.problems.append(.gradeQuoteNeverClosed(place: place))
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

  /// RFC 4180 records: fields split at commas outside quotes, records at line breaks (CRLF, LF
  /// or CR) outside quotes; a field that starts with a quote ends at a quote followed by a comma,
  /// a line break or the end, and a quote inside it is doubled. A quote not closed so (a name
  /// typed `"Ana`) would swallow the rows after it up to the next quote or the end of the file:
  /// it is read as text instead, to the end of its line, the rows after it are read as usual,
  /// and its row is in `unclosed` (0 for the first row).
  static func records(_ text: String) -> (records: [[String]], unclosed: [Int]) {
    let scalars = Array(text.unicodeScalars)
    var records: [[String]] = []
    var unclosed: [Int] = []
    var record: [String] = []
    var field = String.UnicodeScalarView()
    // Where the open quote is, and the record as it was there: read again from there.
    var opened: (index: Int, record: [String])? = nil
    var literalToLineEnd = false
    var index = 0
    func endField() {
      record.append(String(field))
      field = String.UnicodeScalarView()
    }
    while true {
      let scalar = index < scalars.count ? scalars[index] : nil
      let next = index + 1 < scalars.count ? scalars[index + 1] : nil
      if let quote = opened {
        if scalar == "\"" && next == "\"" {
          field.append("\"")
          index += 2
        } else if let scalar, scalar != "\"" {
          field.append(scalar)
          index += 1
        } else if scalar == "\"" && (next == nil || next == "," || next == "\n" || next == "\r") {
          opened = nil
          index += 1
        } else {
          // The end of the file inside the quote, or a quote followed by more of the field.
          unclosed.append(records.count)
          record = quote.record
          field = String.UnicodeScalarView(["\""])
          index = quote.index + 1
          opened = nil
          literalToLineEnd = true
        }
        continue
      }
      guard let scalar else { break }
      index += 1
      switch scalar {
      case "\"" where field.isEmpty && !literalToLineEnd:
        opened = (index - 1, record)
      case ",": endField()
      case "\r", "\n":
        if scalar == "\r" && next == "\n" { index += 1 }
        endField()
        records.append(record)
        record = []
        literalToLineEnd = false
      default: field.append(scalar)
      }
    }
    if !field.isEmpty || !record.isEmpty {
      endField()
      records.append(record)
    }
    return (records, unclosed)
  }
}
