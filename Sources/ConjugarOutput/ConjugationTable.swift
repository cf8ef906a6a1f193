import ConjugarCore
import PlainText

/// A conjugation as a human-readable table: a heading per tense, a row per person; with
/// `english`, each form's English in a third column, aligned within its tense. With
/// `vosotrosApart` (a region without vosotros), the vosotros row comes last in each tense,
/// labelled "vosotros (Spain)" and dimmed on a terminal: there to recognise, not an equal row.
public struct ConjugationTable {
  public let conjugation: Conjugation
  /// The verb conjugated as regular; letters that differ from it are highlighted.
  public let regular: Conjugation?
  public var showVos: Bool
  public var tenses: [Tense]
  public var style: TextStyle
  /// The English of the forms (a third column, dim on a terminal), or nil for none.
  public var english: VerbEnglish?
  /// Whether the vosotros row is set apart (last, labelled, dimmed) rather than an equal row.
  public var vosotrosApart = false

  public init(
    _ conjugation: Conjugation, regular: Conjugation?, showVos: Bool, tenses: [Tense],
    style: TextStyle, english: VerbEnglish? = nil
  ) {
    self.conjugation = conjugation
    self.regular = regular
    self.showVos = showVos
    self.tenses = tenses
    self.style = style
    self.english = english
  }

  public func render() -> String {
    var lines = header()
    let labelWidth = Person.allCases.map(\.label.count).max() ?? 0
    for tense in tenses {
      lines.append("")
      lines.append(style.heading(tense.name))
      let persons = rows(of: tense)
      let cells = persons.map { cell(tense, $0) }
      let width = cells.map(\.width).max() ?? 0
      for (person, cell) in zip(persons, cells) {
        let apart = isApart(person)
        let label = (apart ? "vosotros (Spain)" : person.label).padded(to: labelWidth)
        var line = "  \(apart ? style.dim(label) : label)  \(cell.text)"
        if let english = englishOfForm(tense, person) {
          line += String(repeating: " ", count: width - cell.width) + "  " + style.dim(english)
        }
        lines.append(line)
      }
    }
    if conjugation.defectiveness == .thirdPersonOnly {
      lines.append("")
      lines.append("(rare) used in the third person; other persons only in figurative use.")
    }
    return lines.joined(separator: "\n")
  }

  /// The persons of a tense's rows, in order: vos only with `showVos`, vosotros last when apart.
  private func rows(of tense: Tense) -> [Person] {
    let persons = tense.persons.filter { showVos || $0 != .vos }
    return persons.filter { !isApart($0) } + persons.filter(isApart)
  }

  private func isApart(_ person: Person) -> Bool { vosotrosApart && person == .vosotros }

  private func header() -> [String] {
    var title = style.heading(conjugation.infinitive)
    if let translation = conjugation.translation { title += " — \(translation)" }
    let also = conjugation.alternativeModel.map { " (also \($0))" } ?? ""
    var about = "model: \(conjugation.model)\(also), \(conjugation.regularity.rawValue)"
    if !conjugation.isKnown { about = "not in the verb list; conjugated like \(conjugation.model)" }
    let gerund = english.map { style.dim(" — " + $0.gerund) } ?? ""
    let participle = english.map { style.dim(" — " + $0.participle) } ?? ""
    return [
      title,
      style.dim(about),
      "gerundio: \(highlighted(conjugation.gerund, regular?.gerund).text)\(gerund)"
        + "  ·  participio: \(highlighted(conjugation.participle, regular?.participle).text)"
        + participle,
    ]
  }

  /// The English of a form the verb has; nil without English or without the form.
  private func englishOfForm(_ tense: Tense, _ person: Person) -> String? {
    guard let english, conjugation.form(tense, person) != nil else { return nil }
    return english.form(tense, person)
  }

  /// A form as shown, and its width in characters without colours.
  private typealias Cell = (text: String, width: Int)

  private func cell(_ tense: Tense, _ person: Person) -> Cell {
    guard let form = conjugation.form(tense, person) else { return (style.dim("—"), 1) }
    var cell = highlighted(form, isApart(person) ? nil : regular?.form(tense, person))
    if isApart(person) { cell.text = style.dim(form.text) + cell.text.dropFirst(form.text.count) }
    if form.isUnusual {
      cell.text += style.dim(" (rare)")
      cell.width += 7
    }
    return cell
  }

  private func highlighted(_ form: VerbForm, _ regularForm: VerbForm?) -> Cell {
    var text = form.text
    if style.usesColor, let regularForm,
      let range = IrregularLetters.range(in: form.text, regular: regularForm.text)
    {
      let letters = Array(form.text)
      text =
        String(letters[..<range.lowerBound]) + style.irregular(String(letters[range]))
        + String(letters[range.upperBound...])
    }
    var width = form.text.count
    if !form.alternatives.isEmpty {
      let also = " (also " + form.alternatives.joined(separator: ", ") + ")"
      text += style.dim(also)
      width += also.count
    }
    return (text, width)
  }
}
