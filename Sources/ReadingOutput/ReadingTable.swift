import ConjugarCore
import ConjugarOutput
import Messages
import PlainText
import TextReading

/// `conjugar read` as text: for each text a table of its verbs (form, verb, tense, person,
/// English, how many times), grouped by verb (the verb written on its group's first row) or by
/// tense (the tense on its group's first row, a blank line between groups), then a summary
/// line; a note under it when a form has more than one reading (`?`). Several texts each start
/// with their file's name.
public struct ReadingTable {
  let texts: [ReadText]
  let grouping: ReadGrouping
  let style: TextStyle
  let language: Language

  public init(_ texts: [ReadText], grouping: ReadGrouping, style: TextStyle, language: Language) {
    self.texts = texts
    self.grouping = grouping
    self.style = style
    self.language = language
  }

  public func render() -> String {
    texts.filter { !$0.verbs.isEmpty }.map { text in
      let lines = table(text.verbs)
      return texts.count > 1 ? ([style.heading(ReadingNames.visible(text.file))] + lines) : lines
    }.map { $0.joined(separator: "\n") }.joined(separator: "\n\n")
  }

  /// One row: a form read the same way, with how many times.
  struct Row {
    var verb: ReadVerb
    var count: Int
    var group: String
    var groupOrder: Int
    var first: Int
  }

  /// What makes two occurrences one row: the form as written, lower-cased, read the same way.
  private struct RowKey: Hashable {
    let form: String
    let readings: [VerbReading]
  }

  func rows(_ verbs: [ReadVerb]) -> [Row] {
    var rows: [Row] = []
    var index: [RowKey: Int] = [:]
    var groups: [String: Int] = [:]
    for (position, verb) in verbs.enumerated() {
      let key = RowKey(form: verb.occurrence.form.lowercased(), readings: verb.occurrence.readings)
      if let row = index[key] {
        rows[row].count += 1
        continue
      }
      let (group, order) = groupKey(verb.reading, groups: &groups)
      index[key] = rows.count
      rows.append(Row(verb: verb, count: 1, group: group, groupOrder: order, first: position))
    }
    return rows.sorted { ($0.groupOrder, $0.first) < ($1.groupOrder, $1.first) }
  }

  /// The group of a reading and the group's place: verbs in the order the text first has
  /// them, tenses in the order of the tables (non-finite forms last).
  private func groupKey(_ reading: VerbReading, groups: inout [String: Int]) -> (String, Int) {
    switch grouping {
    case .verb:
      if let order = groups[reading.infinitive] { return (reading.infinitive, order) }
      groups[reading.infinitive] = groups.count
      return (reading.infinitive, groups.count - 1)
    case .tense:
      let name = ReadingNames.tense(of: reading.kind, in: language)
      let order: Int
      switch reading.kind {
      case .finite(let tense, _): order = Tense.allCases.firstIndex(of: tense) ?? 0
      case .infinitive: order = 100
      case .gerund: order = 101
      case .participle: order = 102
      }
      return (name, order)
    }
  }

  private func table(_ verbs: [ReadVerb]) -> [String] {
    let rows = rows(verbs)
    let header = [
      Message.readHeaderForm, .readHeaderVerb, .readHeaderTense, .readHeaderPerson,
      .readHeaderEnglish, .readHeaderTimes,
    ].map { $0.text(in: language) }
    let full = rows.map(cells)
    // The group's own column is written on its group's first row only.
    let column = grouping == .verb ? 1 : 2
    let cells = full.indices.map { index in
      var row = full[index]
      if index > 0, rows[index - 1].group == rows[index].group,
        full[index - 1][column].text == row[column].text
      {
        row[column] = ("", 0)
      }
      return row
    }
    var widths = header.map(\.count)
    for row in cells {
      for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.width) }
    }
    func line(_ row: [(text: String, width: Int)]) -> String {
      var text = ""
      for (column, cell) in row.enumerated() {
        let last = column == row.count - 1
        if last {
          text += String(repeating: " ", count: widths[column] - cell.width) + cell.text
        } else {
          text += cell.text + String(repeating: " ", count: widths[column] - cell.width + 2)
        }
      }
      return text
    }
    var lines = [style.heading(line(header.map { ($0, $0.count) }).withoutTrailingBlanks)]
    for (index, row) in rows.enumerated() {
      if grouping == .tense && index > 0 && rows[index - 1].group != row.group {
        lines.append("")
      }
      lines.append(line(cells[index]))
    }
    lines.append("")
    lines.append(summary(verbs))
    if rows.contains(where: { $0.verb.occurrence.isAmbiguous }) {
      lines.append(style.dim(Message.readAmbiguousNote.text(in: language)))
    }
    return lines
  }

  private func cells(_ row: Row) -> [(text: String, width: Int)] {
    let verb = row.verb
    let form = ReadingNames.visible(verb.occurrence.form.lowercased())
    var formText = form
    if style.usesColor, let range = verb.irregularLetters, range.upperBound <= form.count {
      let letters = Array(form)
      formText =
        String(letters[..<range.lowerBound]) + style.irregular(String(letters[range]))
        + String(letters[range.upperBound...])
    }
    let infinitives = ReadingNames.verbs(of: verb.occurrence)
    let tense = ReadingNames.tense(of: verb.reading.kind, in: language)
    let person = ReadingNames.person(of: verb.reading.kind)
    let english = verb.english.first.flatMap { $0 } ?? ""
    let count = String(row.count)
    return [
      (formText, form.count), (infinitives, infinitives.count), (tense, tense.count),
      (person, person.count), (style.dim(english), english.count), (count, count.count),
    ]
  }

  /// `12 verb forms · 8 verbs · 4 tenses · irregular forms: 25%`.
  func summary(_ verbs: [ReadVerb]) -> String {
    let infinitives = Set(verbs.map(\.reading.infinitive))
    let tenses = Set(verbs.compactMap(\.reading.tense))
    let irregular = verbs.filter(\.isIrregular).count
    let percent = verbs.isEmpty ? 0 : (irregular * 100 + verbs.count / 2) / verbs.count
    return [
      Message.readSummaryForms(count: verbs.count), .readSummaryVerbs(count: infinitives.count),
      .readSummaryTenses(count: tenses.count), .readSummaryIrregular(percent: percent),
    ].map { $0.text(in: language) }.joined(separator: " · ")
  }
}

extension String {
  fileprivate var withoutTrailingBlanks: String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
