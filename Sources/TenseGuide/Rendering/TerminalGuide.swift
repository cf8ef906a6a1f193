import ConjugarCore
import ConjugarOutput
import PlainText

/// The guide as terminal text, word-wrapped to a width: one entry, every entry, or an overview.
public struct TerminalGuide: Sendable {
  /// The narrowest width rendered; narrower requests get this.
  public static let minimumWidth = 40

  public let width: Int
  public let style: TextStyle

  public init(width: Int = 80, style: TextStyle = .plain) {
    self.width = max(Self.minimumWidth, width)
    self.style = style
  }

  /// One tense: heading, When, How it is formed, Irregular families, Examples.
  public func render(_ entry: GuideEntry) -> String {
    var lines = paragraph(entry.spanishName + " · " + entry.englishName, emphasized: true)
    lines += section("When") + paragraph(entry.whenUsed, indent: "  ")
    lines += section("How it is formed") + paragraph(entry.formation.explanation, indent: "  ")
    lines += [""] + table(entry.formation.table)
    if let note = entry.formation.note { lines += [""] + paragraph(note, indent: "  ") }
    lines += section("Irregular families")
    for family in entry.irregularFamilies {
      var pieces = [
        WrappedText.Piece(text: family.name + ":", isEmphasized: true),
        WrappedText.Piece(text: " " + family.examples, isEmphasized: false),
      ]
      if let note = family.note {
        pieces.append(WrappedText.Piece(text: ". " + note, isEmphasized: false))
      }
      lines += WrappedText(pieces: pieces).lines(
        width: width, firstIndent: "  • ", indent: "    ", emphasize: style.heading)
    }
    lines += section("Examples")
    for (number, example) in entry.examples.enumerated() {
      if number > 0 { lines.append("") }
      lines += WrappedText(sentence: example.spanish, form: example.form).lines(
        width: width, firstIndent: "  ", indent: "  ", emphasize: style.heading)
      lines += WrappedText(example.english).lines(width: width, firstIndent: "    ", indent: "    ")
        .map(style.dim)
    }
    return lines.joined(separator: "\n")
  }

  /// Every entry in full, separated by a rule.
  public func renderAll(_ entries: [GuideEntry] = Guide.entries) -> String {
    let rule = "\n\n" + style.dim(String(repeating: "─", count: width)) + "\n\n"
    return entries.map(render).joined(separator: rule)
  }

  /// One line (wrapped if need be) per tense, and how to see more.
  public func overview(_ entries: [GuideEntry] = Guide.entries, title: String = "Spanish tenses")
    -> String
  {
    var lines = paragraph(title, emphasized: true) + [""]
    let nameWidth = entries.map(\.spanishName.count).max() ?? 0
    let sideBySide = 2 + nameWidth + 2 + 24 <= width
    for entry in entries {
      let description = WrappedText(entry.englishName + " — " + entry.summary)
      if sideBySide {
        let indent = String(repeating: " ", count: 2 + nameWidth + 2)
        var described = description.lines(width: width, firstIndent: indent, indent: indent)
        let gap = String(repeating: " ", count: nameWidth - entry.spanishName.count + 2)
        described[0] =
          "  " + style.heading(entry.spanishName) + gap + described[0].dropFirst(indent.count)
        lines += described
      } else {
        lines += WrappedText(entry.spanishName).lines(width: width, firstIndent: "  ", indent: "  ")
          .map(style.heading)
        lines += description.lines(width: width, firstIndent: "      ", indent: "      ")
      }
    }
    lines.append("")
    lines += paragraph(
      "conjugar info <tense> for details, where <tense> is a key (preterito), a name in quotes "
        + "(\"futuro perfecto\") or an alias (preterite, futuro, \"presente de subjuntivo\"); "
        + "conjugar info subjuntivo (or indicativo, imperativo) for a mood's tenses; conjugar info "
        + "--all for every tense.")
    return lines.joined(separator: "\n")
  }

  private func section(_ title: String) -> [String] { ["", style.heading(title)] }

  private func paragraph(_ text: String, indent: String = "", emphasized: Bool = false) -> [String]
  {
    WrappedText(text, emphasized: emphasized).lines(
      width: width, firstIndent: indent, indent: indent, emphasize: style.heading)
  }

  /// An aligned table when it fits the width; otherwise one wrapped line per column.
  private func table(_ table: EndingTable) -> [String] {
    let labelWidth = table.labels.map(\.count).max() ?? 0
    let columnWidths = table.columns.map { column in
      ([column.header] + column.cells).map(\.count).max() ?? 0
    }
    guard 2 + labelWidth + columnWidths.reduce(0, { $0 + 2 + $1 }) <= width else {
      var lines = WrappedText("For " + table.labels.joined(separator: ", ") + ":").lines(
        width: width, firstIndent: "  ", indent: "    ")
      for column in table.columns {
        lines += WrappedText(pieces: [
          WrappedText.Piece(text: column.header + ":", isEmphasized: true),
          WrappedText.Piece(text: " " + column.cells.joined(separator: ", "), isEmphasized: false),
        ]).lines(width: width, firstIndent: "  ", indent: "    ", emphasize: style.heading)
      }
      return lines
    }
    func row(_ label: String, _ cells: [String], header: Bool = false) -> String {
      var text = "  " + label.padded(to: labelWidth)
      for (cell, cellWidth) in zip(cells, columnWidths) {
        text +=
          "  "
          + (header
            ? style.heading(cell) + String(repeating: " ", count: cellWidth - cell.count)
            : cell.padded(to: cellWidth))
      }
      return text.trimmingTrailingWhitespace()
    }
    return [row("", table.columns.map(\.header), header: true)]
      + table.labels.indices.map { row(table.labels[$0], table.row($0)) }
  }
}
