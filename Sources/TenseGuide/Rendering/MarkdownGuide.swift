/// The guide as one Markdown document: Docs/TENSE-GUIDE.md, in English (the Spanish guide is
/// `conjugar info` with Spanish chosen).
public enum MarkdownGuide {
  /// Where the document lives, relative to the package root.
  public static let path = "Docs/TENSE-GUIDE.md"

  public static func render(_ entries: [GuideEntry] = Guide.entries) -> String {
    var lines = [
      "# Tense guide",
      "",
      "For each tense: when it is used, how it is formed, its irregular verbs and two examples. In the "
        + "terminal: `conjugar info [<tense>]` ([user guide](USER-GUIDE.md#tense-guide)).",
      "",
      "<!-- Generated from Sources/TenseGuide and Resources/messages/en.po: edit them, then run",
      "     CONJUGAR_RECORD_GUIDE=1 swift test --filter TenseGuideTests -->",
      "",
      "| tense | in English | used for |",
      "| --- | --- | --- |",
    ]
    for entry in entries {
      lines.append(
        "| [\(entry.spanishName)](#\(anchor(heading(entry)))) | \(entry.englishName) | \(entry.summary.english) |"
      )
    }
    for entry in entries { lines += [""] + render(entry) }
    return lines.joined(separator: "\n") + "\n"
  }

  static func render(_ entry: GuideEntry) -> [String] {
    var lines = [
      "## " + heading(entry), "", "### When", "", entry.whenUsed.english, "",
      "### How it is formed", "",
    ]
    lines += [entry.formation.explanation.english, ""]
    let table = entry.formation.table
    lines.append("| | " + table.columns.map(\.header).joined(separator: " | ") + " |")
    lines.append("| --- |" + String(repeating: " --- |", count: table.columns.count))
    for (index, label) in table.labels.enumerated() {
      lines.append("| " + label + " | " + table.row(index).joined(separator: " | ") + " |")
    }
    if let note = entry.formation.note { lines += ["", note.english] }
    lines += ["", "### Irregular families", ""]
    for family in entry.irregularFamilies {
      lines.append(
        "- **\(family.name.english)**: \(family.examples.english)"
          + (family.note.map { ". " + $0.english } ?? ""))
    }
    lines += ["", "### Examples", ""]
    for example in entry.examples {
      lines.append("- \(emphasizingForm(of: example)) \\")
      lines.append("  \(example.english)")
    }
    return lines
  }

  static func heading(_ entry: GuideEntry) -> String {
    entry.spanishName + " · " + entry.englishName
  }

  /// GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens.
  static func anchor(_ heading: String) -> String {
    String(
      heading.lowercased().compactMap { character -> Character? in
        if character == " " { return "-" }
        return character.isLetter || character.isNumber || character == "-" || character == "_"
          ? character : nil
      })
  }

  /// The Spanish sentence in italics, with the verb form in bold italics.
  static func emphasizingForm(of example: Example) -> String {
    let characters = Array(example.spanish)
    guard let range = example.formRange else { return "*\(example.spanish)*" }
    let before = String(characters[..<range.lowerBound])
    let after = String(characters[range.upperBound...])
    return "*" + before + "**" + String(characters[range]) + "**" + after + "*"
  }
}
