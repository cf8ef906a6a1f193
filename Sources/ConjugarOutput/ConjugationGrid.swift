import ConjugarCore
import PlainText

/// A conjugation table on a wide terminal: tenses side by side, persons × tenses, grouped by
/// mood as grammars print them (indicative simple and compound tenses, subjunctive simple and
/// compound, imperative; the non-personal forms stay in the header).
///
/// Each group takes as many tenses across as fit in `width` (all of them on a wide screen),
/// splitting into bands of equal count otherwise; a group where only one fits is printed as
/// the single-column list. Headings in a group drop the mood its heading already names
/// ("Imperfecto (-ra)" under "Subjuntivo: tiempos simples").
struct ConjugationGrid {
  /// Narrower terminals get the single column: side by side, tenses would be squeezed.
  static let minimumWidth = 100
  /// Spaces between two tense columns.
  static let gap = 3

  let table: ConjugationTable
  let width: Int

  func lines() -> [String] {
    var lines: [String] = []
    for group in TenseGroup.all {
      let tenses = group.tenses.filter(table.tenses.contains)
      guard !tenses.isEmpty else { continue }
      let columns = tenses.map(column(of:))
      guard let across = across(columns), across > 1 else {
        for tense in tenses { lines += table.listLines(tense) }
        continue
      }
      lines += ["", table.style.heading(group.name)]
      for start in stride(from: 0, to: columns.count, by: across) {
        if start > 0 { lines.append("") }
        lines += band(Array(columns[start..<min(start + across, columns.count)]))
      }
    }
    return lines
  }

  /// One tense as a column: its heading and a cell per person, as wide as the widest.
  private struct Column {
    var tense: Tense
    var heading: String
    var cells: [Person: ConjugationTable.Cell]
    var width: Int
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
    let heading = TenseGroup.shortName(of: tense)
    let width = max(heading.count, cells.values.map(\.width).max() ?? 0)
    return Column(tense: tense, heading: heading, cells: cells, width: width)
  }

  /// The most tenses across that fit, with the bands as even as possible; nil when not even
  /// one fits.
  private func across(_ columns: [Column]) -> Int? {
    for count in stride(from: columns.count, through: 1, by: -1) {
      let bands = (columns.count + count - 1) / count
      let perBand = (columns.count + bands - 1) / bands
      guard perBand == count else { continue }
      let fits = stride(from: 0, to: columns.count, by: count).allSatisfy { start in
        bandWidth(columns[start..<min(start + count, columns.count)]) <= width
      }
      if fits { return count }
    }
    return nil
  }

  private func bandWidth(_ columns: ArraySlice<Column>) -> Int {
    2 + table.labelWidth + columns.reduce(0) { $0 + Self.gap + $1.width }
  }

  private func band(_ columns: [Column]) -> [String] {
    let indent = String(repeating: " ", count: 2 + table.labelWidth)
    var headings = indent
    for (index, column) in columns.enumerated() {
      headings += String(repeating: " ", count: Self.gap) + table.style.heading(column.heading)
      if index < columns.count - 1 { headings += pad(column.heading.count, to: column.width) }
    }
    var lines = [headings]
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
      var owed = 0
      for column in columns {
        let cell = column.cells[person] ?? ("", 0)
        line += pad(0, to: owed + Self.gap) + cell.text
        owed = column.width - cell.width
      }
      while line.hasSuffix(" ") { line.removeLast() }
      lines.append(line)
    }
    return lines
  }

  private func pad(_ used: Int, to width: Int) -> String {
    String(repeating: " ", count: max(0, width - used))
  }
}

/// The tenses as grammars group them in a conjugation table.
struct TenseGroup {
  let name: String
  let tenses: [Tense]

  static let all = [
    TenseGroup(
      name: "Indicativo: tiempos simples",
      tenses: [
        .presenteDeIndicativo, .preterito, .imperfectoDeIndicativo, .futuroDeIndicativo,
        .condicional,
      ]),
    TenseGroup(
      name: "Indicativo: tiempos compuestos",
      tenses: [
        .perfectoDeIndicativo, .preteritoAnterior, .pluscuamperfectoDeIndicativo,
        .futuroPerfecto, .condicionalCompuesto,
      ]),
    TenseGroup(
      name: "Subjuntivo: tiempos simples",
      tenses: [
        .presenteDeSubjuntivo, .imperfectoDeSubjuntivo1, .imperfectoDeSubjuntivo2,
        .futuroDeSubjuntivo,
      ]),
    TenseGroup(
      name: "Subjuntivo: tiempos compuestos",
      tenses: [
        .perfectoDeSubjuntivo, .pluscuamperfectoDeSubjuntivo1, .pluscuamperfectoDeSubjuntivo2,
        .futuroPerfectoDeSubjuntivo,
      ]),
    TenseGroup(name: "Imperativo", tenses: [.imperativoPositivo, .imperativoNegativo]),
  ]

  /// A tense's name without the mood its group names: "Futuro perfecto de subjuntivo" →
  /// "Futuro perfecto", "Imperativo negativo" → "Negativo".
  static func shortName(of tense: Tense) -> String {
    var name = tense.name
    for mood in [" de indicativo", " de subjuntivo"] {
      name = name.replacingAll(mood, with: "")
    }
    if name.hasPrefix("Imperativo ") {
      let rest = name.dropFirst("Imperativo ".count)
      name = rest.prefix(1).uppercased() + rest.dropFirst()
    }
    return name
  }
}
