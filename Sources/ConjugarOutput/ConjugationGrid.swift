import ConjugarCore
import Messages
import PlainText

/// A conjugation table on a terminal: tenses side by side, persons × tenses, grouped by mood as
/// grammars print them (indicative simple and compound tenses, subjunctive, imperative; the
/// non-personal forms stay in the header).
///
/// Each group takes as many tenses across as fit in `width` (all of them on a wide screen),
/// splitting into bands of equal count otherwise; a group where only one fits is printed as the
/// single-column list. Where three fit across but a subjunctive group does not fit whole (80
/// columns), the subjunctive is one group in blocks of three, each compound tense under its
/// simple one and no blank line between, so the mood fits a 24-line screen. Widths come from the forms shown; a tense
/// name longer than its forms wraps at spaces, on as few lines as the band allows, before a
/// tense moves to the next band; the gap between tenses narrows where that saves lines. Headings drop the mood their group names ("Imperfecto (-ra)" under "Subjuntivo").
struct ConjugationGrid {
  let table: ConjugationTable
  let width: Int
  /// Spaces between two tense columns.
  var gap = 3

  /// The grid with three spaces between tenses, or with two where that takes fewer lines (one
  /// gap for the whole table, so its columns line up).
  func lines() -> [String] {
    let wide = linesWithGap()
    var narrow = self
    narrow.gap = 2
    let narrowed = narrow.linesWithGap()
    return narrowed.count < wide.count ? narrowed : wide
  }

  private func linesWithGap() -> [String] {
    var lines: [String] = []
    for choice in TenseGroup.layout {
      if let blocks = choice.blocks, !choice.groups.allSatisfy(fitsWhole),
        let bands = bands(inBlocks: blocks)
      {
        lines += headed(Array(bands.joined()), blocks)
        continue
      }
      for group in choice.groups { lines += self.lines(of: group) }
    }
    return lines
  }

  private func lines(of group: TenseGroup) -> [String] {
    let tenses = group.tenses.filter(table.tenses.contains)
    guard !tenses.isEmpty else { return [] }
    let columns = tenses.map(column(of:))
    guard let (across, _) = across(columns), across > 1 else {
      return tenses.flatMap(table.listLines)
    }
    var lines: [String] = []
    for start in stride(from: 0, to: columns.count, by: across) {
      if start > 0 { lines.append("") }
      let band = Array(columns[start..<min(start + across, columns.count)])
      lines += self.band(band, fit(band)!)
    }
    return headed(lines, group)
  }

  /// A group's bands under its name: in the margin of the first band's headings when it fits
  /// there ("Subjuntivo"), else on a line of its own; a blank line before.
  private func headed(_ bands: [String], _ group: TenseGroup) -> [String] {
    let name = group.name.text(in: table.language)
    guard let first = bands.first, name.count <= 2 + table.labelWidth,
      first.hasPrefix(String(repeating: " ", count: name.count))
    else { return ["", table.style.heading(name)] + bands }
    return ["", table.style.heading(name) + first.dropFirst(name.count)] + bands.dropFirst()
  }

  /// Whether a group's tenses (those shown) stand in one band.
  private func fitsWhole(_ group: TenseGroup) -> Bool {
    let tenses = group.tenses.filter(table.tenses.contains)
    return tenses.isEmpty || fit(tenses.map(column(of:))) != nil
  }

  /// Each block as one band, one under the other (a line of the paradigm each: the simple tenses,
  /// their compound tenses, the futures), or nil when one does not fit or there is nothing to set
  /// side by side.
  private func bands(inBlocks group: TenseGroup) -> [[String]]? {
    let blocks = group.blocks.map { $0.filter(table.tenses.contains) }.filter { !$0.isEmpty }
    guard blocks.contains(where: { $0.count > 1 }) else { return nil }
    var bands: [[String]] = []
    for block in blocks {
      let columns = block.map(column(of:))
      guard let fit = fit(columns) else { return nil }
      bands.append(band(columns, fit))
    }
    return bands
  }

  /// One tense as a column: its heading and a cell per person.
  private struct Column {
    var tense: Tense
    var heading: String
    var cells: [Person: ConjugationTable.Cell]
    /// The widest cell.
    var cellWidth: Int
  }

  /// How a band is laid out: each column's width.
  private struct Fit {
    var widths: [Int]
  }

  private func column(of tense: Tense) -> Column {
    var cells: [Person: ConjugationTable.Cell] = [:]
    for person in table.persons(of: tense) {
      var cell = table.cell(tense, person)
      if let english = table.englishOfForm(tense, person) {
        cell.text += table.style.dim(" — " + english)
        cell.width += 3 + english.count
      }
      cells[person] = cell
    }
    let heading = TenseGroup.shortName(of: tense, in: table.language)
    let width = cells.values.map(\.width).max() ?? 0
    return Column(tense: tense, heading: heading, cells: cells, cellWidth: width)
  }

  /// The most tenses across that fit, with the bands as even as possible; nil when not even
  /// one fits.
  private func across(_ columns: [Column]) -> (Int, Fit)? {
    for count in stride(from: columns.count, through: 1, by: -1) {
      let bands = (columns.count + count - 1) / count
      let perBand = (columns.count + bands - 1) / bands
      guard perBand == count else { continue }
      let fits = stride(from: 0, to: columns.count, by: count).allSatisfy { start in
        fit(Array(columns[start..<min(start + count, columns.count)])) != nil
      }
      if fits, let first = fit(Array(columns.prefix(count))) { return (count, first) }
    }
    return nil
  }

  /// The widths of a band within `width`: each column as wide as its widest cell, and as its
  /// heading on as few lines as the band allows (a long tense name wraps at spaces before a
  /// tense moves to the next band); nil when the band does not fit even so.
  private func fit(_ columns: [Column]) -> Fit? {
    let most = columns.map { $0.heading.split(separator: " ").count }.max() ?? 1
    for lines in 1...max(1, most) {
      let widths = columns.map { max($0.cellWidth, Self.width(of: $0.heading, lines: lines)) }
      if 2 + table.labelWidth + widths.reduce(0, { $0 + gap + $1 }) <= width {
        return Fit(widths: widths)
      }
    }
    return nil
  }

  /// The narrowest width that holds `text` wrapped at spaces on at most `lines` lines.
  private static func width(of text: String, lines: Int) -> Int {
    let longestWord = text.split(separator: " ").map(\.count).max() ?? 0
    for width in longestWord..<max(longestWord, text.count)
    where WrappedText(text).lines(width: width).count <= lines {
      return width
    }
    return text.count
  }

  private func band(_ columns: [Column], _ fit: Fit) -> [String] {
    let indent = String(repeating: " ", count: 2 + table.labelWidth)
    let gap = String(repeating: " ", count: self.gap)
    let headings = zip(columns, fit.widths).map { column, width in
      WrappedText(column.heading).lines(width: width)
    }
    var lines: [String] = []
    for row in 0..<(headings.map(\.count).max() ?? 0) {
      var line = indent
      for (index, heading) in headings.enumerated() {
        let text = row < heading.count ? heading[row] : ""
        line += gap + table.style.heading(text) + pad(text.count, to: fit.widths[index])
      }
      lines.append(trimmed(line))
    }
    // The rows in the table's order (vosotros last when set apart), each person once.
    var persons: [Person] = []
    for column in columns {
      for person in table.persons(of: column.tense) where !persons.contains(person) {
        persons.append(person)
      }
    }
    persons = persons.filter { !table.isApart($0) } + persons.filter(table.isApart)
    for person in persons {
      var line = "  " + table.label(person)
      for (column, width) in zip(columns, fit.widths) {
        let cell = column.cells[person] ?? ("", 0)
        line += gap + cell.text + pad(cell.width, to: width)
      }
      lines.append(trimmed(line))
    }
    return lines
  }

  /// A line without its trailing spaces (escape codes end in a letter, so they stay).
  private func trimmed(_ line: String) -> String {
    var line = line
    while line.hasSuffix(" ") { line.removeLast() }
    return line
  }

  private func pad(_ used: Int, to width: Int) -> String {
    String(repeating: " ", count: max(0, width - used))
  }
}
