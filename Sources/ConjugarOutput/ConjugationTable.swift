import ConjugarCore
import PlainText

/// A conjugation as a human-readable table: a heading per tense, a row per person.
public struct ConjugationTable {
  public let conjugation: Conjugation
  /// The verb conjugated as regular; letters that differ from it are highlighted.
  public let regular: Conjugation?
  public var showVos: Bool
  public var tenses: [Tense]
  public var style: TextStyle

  public init(
    _ conjugation: Conjugation, regular: Conjugation?, showVos: Bool, tenses: [Tense],
    style: TextStyle
  ) {
    self.conjugation = conjugation
    self.regular = regular
    self.showVos = showVos
    self.tenses = tenses
    self.style = style
  }

  public func render() -> String {
    var lines = header()
    let labelWidth = Person.allCases.map(\.label.count).max() ?? 0
    for tense in tenses {
      lines.append("")
      lines.append(style.heading(tense.name))
      for person in tense.persons where showVos || person != .vos {
        let label = person.label.padded(to: labelWidth)
        lines.append("  \(label)  \(cell(tense, person))")
      }
    }
    if conjugation.defectiveness == .thirdPersonOnly {
      lines.append("")
      lines.append("(rare) used in the third person; other persons only in figurative use.")
    }
    return lines.joined(separator: "\n")
  }

  private func header() -> [String] {
    var title = style.heading(conjugation.infinitive)
    if let translation = conjugation.translation { title += " — \(translation)" }
    var about = "model: \(conjugation.model), \(conjugation.regularity.rawValue)"
    if !conjugation.isKnown { about = "not in the verb list; conjugated like \(conjugation.model)" }
    return [
      title,
      style.dim(about),
      "gerundio: \(highlighted(conjugation.gerund, regular?.gerund))"
        + "  ·  participio: \(highlighted(conjugation.participle, regular?.participle))",
    ]
  }

  private func cell(_ tense: Tense, _ person: Person) -> String {
    guard let form = conjugation.form(tense, person) else { return style.dim("—") }
    var text = highlighted(form, regular?.form(tense, person))
    if form.isUnusual { text += style.dim(" (rare)") }
    return text
  }

  private func highlighted(_ form: VerbForm, _ regularForm: VerbForm?) -> String {
    var text = form.text
    if style.usesColor, let regularForm,
      let range = IrregularLetters.range(in: form.text, regular: regularForm.text)
    {
      let letters = Array(form.text)
      text =
        String(letters[..<range.lowerBound]) + style.irregular(String(letters[range]))
        + String(letters[range.upperBound...])
    }
    if !form.alternatives.isEmpty {
      text += style.dim(" (also " + form.alternatives.joined(separator: ", ") + ")")
    }
    return text
  }
}
