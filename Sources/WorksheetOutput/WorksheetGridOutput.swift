import ConjugarCore
import ConjugarQuiz
import GrammarWords
import Messages
import PlainText
import SimpleJSON

/// The grid's formats: text, Markdown, HTML and JSON.
extension WorksheetGrid {
  /// What a cell of the key shows when the verb has no such form (soler has no future).
  static let emptyForm = "—"

  /// The cells of a table's rows: blank, or the forms for the key.
  func cells(_ table: Table, filled: Bool) -> [[String]] {
    table.rows.map { row in
      [row.verb] + row.forms.map { form in filled ? form ?? Self.emptyForm : "" }
    }
  }

  func header(_ table: Table, in language: Language) -> [String] {
    [Message(.worksheetVerbColumn).text(in: language)] + table.persons.map(\.shortLabel)
  }

  func text(withAnswers: Bool, in language: Language) -> String {
    let heading = heading(in: language)
    var lines = [heading.line]
    if let only = heading.only { lines.append(QuizLine.fitted(only, hanging: 2)) }
    lines +=
      [""] + (heading.handoutLines ?? [Message(.worksheetNameLine).text(in: language)])
    for table in tables {
      lines += ["", table.tense.name(in: language)] + textTable(table, filled: false, in: language)
    }
    if withAnswers {
      lines += ["", heading.keyTitle]
      for table in tables {
        lines +=
          ["", table.tense.name(in: language)] + textTable(table, filled: true, in: language)
      }
    }
    return lines.joined(separator: "\n")
  }

  /// Columns as wide as their longest form, so the blank sheet leaves room for every answer.
  private func textTable(_ table: Table, filled: Bool, in language: Language) -> [String] {
    let header = header(table, in: language)
    let keyRows = cells(table, filled: true)
    let widths = header.indices.map { column in
      max(8, ([header] + keyRows).map { $0[column].count }.max() ?? 0)
    }
    func line(_ cells: [String]) -> String {
      zip(cells, widths).map { $0.padded(to: $1) }.joined(separator: "  ")
        .trimmingTrailingWhitespace()
    }
    let rows =
      filled
      ? keyRows
      : keyRows.map { row in
        [row[0]] + widths.dropFirst().map { String(repeating: "_", count: $0) }
      }
    return [line(header)] + rows.map(line)
  }

  func markdown(withAnswers: Bool, in language: Language) -> String {
    let heading = heading(in: language)
    var lines = WorksheetMarkdown.heading(heading)
    for table in tables {
      lines += ["## " + WorksheetMarkdown.escaped(table.tense.name(in: language)), ""]
      lines += WorksheetMarkdown.table(
        header: header(table, in: language), rows: cells(table, filled: false))
      lines.append("")
    }
    if withAnswers {
      lines += ["## " + heading.keyTitle, ""]
      for table in tables {
        lines += ["### " + WorksheetMarkdown.escaped(table.tense.name(in: language)), ""]
        lines += WorksheetMarkdown.table(
          header: header(table, in: language), rows: cells(table, filled: true))
        lines.append("")
      }
    }
    return lines.dropLast().joined(separator: "\n")
  }

  func html(withAnswers: Bool, in language: Language) -> String {
    let heading = heading(in: language)
    var html = WorksheetHTML.sheetOpening(heading)
    for table in tables { html += htmlTable(table, filled: false, level: 2, in: language) }
    html += "</section>\n"
    if withAnswers {
      html += WorksheetHTML.keyOpening(heading.keyTitle)
      for table in tables { html += htmlTable(table, filled: true, level: 3, in: language) }
      html += "</section>\n"
    }
    return html
  }

  private func htmlTable(_ table: Table, filled: Bool, level: Int, in language: Language)
    -> String
  {
    let escaped = WorksheetHTML.escaped
    var html = "<h\(level)>" + escaped(table.tense.name(in: language)) + "</h\(level)>\n"
    html += "<table class=\"grid\">\n<thead>\n<tr>"
    html += header(table, in: language).map { "<th scope=\"col\">" + escaped($0) + "</th>" }
      .joined()
    html += "</tr>\n</thead>\n<tbody>\n"
    for row in cells(table, filled: filled) {
      html += "<tr><th scope=\"row\">" + escaped(row[0]) + "</th>"
      html += row.dropFirst().map { "<td>" + escaped($0) + "</td>" }.joined() + "</tr>\n"
    }
    return html + "</tbody>\n</table>\n"
  }

  /// `[{"tense":"preterito","persons":["yo",…],"verbs":[{"verb":"hablar","forms":{"yo":"hablé",…}}]}]`;
  /// `forms` only with the answers (null for a form the verb lacks).
  func write(to json: inout JSONWriter, withAnswers: Bool) {
    json.beginArray()
    for table in tables {
      json.beginObject()
      json.member("tense", table.tense.rawValue)
      json.member("persons", table.persons.map(\.rawValue))
      json.key("verbs")
      json.beginArray()
      for row in table.rows {
        json.beginObject()
        json.member("verb", row.verb)
        if withAnswers {
          json.key("forms")
          json.beginObject()
          for (person, form) in zip(table.persons, row.forms) { json.member(person.rawValue, form) }
          json.endObject()
        }
        json.endObject()
      }
      json.endArray()
      json.endObject()
    }
    json.endArray()
  }
}
