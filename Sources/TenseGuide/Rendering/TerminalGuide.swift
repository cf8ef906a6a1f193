import ConjugarCore
import ConjugarOutput
import GrammarWords
import Messages
import PlainText

/// The guide as terminal text, word-wrapped to a width: one entry, every entry, or an overview,
/// in a language. In Spanish the English names of the tenses are left out (the reader reads
/// Spanish) and an example's English translation is labelled as such; English shows both names.
public struct TerminalGuide: Sendable {
  /// The narrowest width rendered; narrower requests get this.
  public static let minimumWidth = 40

  public let width: Int
  public let style: TextStyle
  public let language: Language

  public init(width: Int = 80, style: TextStyle = .plain, language: Language = .english) {
    self.width = max(Self.minimumWidth, width)
    self.style = style
    self.language = language
  }

  /// The English name of each tense beside its Spanish one: for English readers.
  private var showsEnglishNames: Bool { language == .english }

  /// One tense: heading, When, How it is formed, Irregular families, Examples.
  public func render(_ entry: GuideEntry) -> String {
    var lines = paragraph(heading(entry), emphasized: true)
    lines += section(.guideWhen) + paragraph(text(entry.whenUsed), indent: "  ")
    lines += section(.guideFormation) + paragraph(text(entry.formation.explanation), indent: "  ")
    lines += [""] + table(entry.formation.table)
    if let note = entry.formation.note { lines += [""] + paragraph(text(note), indent: "  ") }
    lines += section(.guideIrregularFamilies)
    for family in entry.irregularFamilies {
      var pieces = [
        WrappedText.Piece(text: text(family.name) + ":", isEmphasized: true),
        WrappedText.Piece(text: " " + text(family.examples), isEmphasized: false),
      ]
      if let note = family.note {
        pieces.append(WrappedText.Piece(text: ". " + text(note), isEmphasized: false))
      }
      lines += WrappedText(pieces: pieces).lines(
        width: width, firstIndent: "  • ", indent: "    ", emphasize: style.heading)
    }
    lines += section(.guideExamples)
    for (number, example) in entry.examples.enumerated() {
      if number > 0 { lines.append("") }
      lines += WrappedText(sentence: example.spanish, form: example.form).lines(
        width: width, firstIndent: "  ", indent: "  ", emphasize: style.heading)
      lines += english(example.english)
    }
    return lines.joined(separator: "\n")
  }

  /// An example's English translation, indented by four and dim; labelled in Spanish.
  public func english(_ translation: String) -> [String] {
    WrappedText(Message.guideInEnglish(translation).text(in: language))
      .lines(width: width, firstIndent: "    ", indent: "    ").map(style.dim)
  }

  /// A heading of the guide's, in the guide's language and style.
  public func heading(_ message: Message) -> String { style.heading(message.text(in: language)) }

  private func heading(_ entry: GuideEntry) -> String {
    showsEnglishNames ? name(entry) + " · " + entry.englishName : name(entry)
  }

  private func text(_ message: Message) -> String { message.text(in: language) }

  private func text(_ guideText: GuideText) -> String { guideText.text(in: language) }

  /// The tense's name for the guide's reader (`Tense.name(in:)`: the table's names in English,
  /// the Nueva gramática's in Spanish).
  private func name(_ entry: GuideEntry) -> String { entry.tense.name(in: language) }

  /// Every entry in full, separated by a rule.
  public func renderAll(_ entries: [GuideEntry] = Guide.entries) -> String {
    let rule = "\n\n" + style.dim(String(repeating: "─", count: width)) + "\n\n"
    return entries.map(render).joined(separator: rule)
  }

  /// One line (wrapped if need be) per tense, and how to see more.
  public func overview(
    _ entries: [GuideEntry] = Guide.entries, title: Message = .guideOverviewTitle
  )
    -> String
  {
    var lines = paragraph(title.text(in: language), emphasized: true) + [""]
    let nameWidth = entries.map { name($0).count }.max() ?? 0
    let sideBySide = 2 + nameWidth + 2 + 24 <= width
    for entry in entries {
      let summary = text(entry.summary)
      let description = WrappedText(
        showsEnglishNames ? entry.englishName + " — " + summary : summary)
      if sideBySide {
        let indent = String(repeating: " ", count: 2 + nameWidth + 2)
        var described = description.lines(width: width, firstIndent: indent, indent: indent)
        let gap = String(repeating: " ", count: nameWidth - name(entry).count + 2)
        described[0] =
          "  " + style.heading(name(entry)) + gap + described[0].dropFirst(indent.count)
        lines += described
      } else {
        lines += WrappedText(name(entry)).lines(width: width, firstIndent: "  ", indent: "  ")
          .map(style.heading)
        lines += description.lines(width: width, firstIndent: "      ", indent: "      ")
      }
    }
    lines.append("")
    lines += paragraph(Message.guideOverviewHint.text(in: language))
    return lines.joined(separator: "\n")
  }

  private func section(_ title: Message) -> [String] { ["", heading(title)] }

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
      var lines = WrappedText(Message.guideTableFor(table.labels).text(in: language)).lines(
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
