import ConjugarCore
import GrammarWords
import Messages
import PlainText

/// A conjugation as a human-readable table: a heading per tense, a row per person; with
/// `english`, each form's English in a third column, aligned within its tense. With
/// `vosotrosApart` (a region without vosotros), the vosotros row comes last in each tense,
/// labelled "vosotros (Spain)" and dimmed on a terminal: there to recognise, not an equal row.
///
/// Width policy: with `width` nil (output that is not a terminal) the table is one column of
/// tenses and lines are never wrapped, so scripts and pipes read the same bytes at any size.
/// With a width, nothing is longer than it where words allow: English and long notes wrap at
/// spaces, and with `allowsGrid` tenses stand side by side where they fit: in blocks of three at
/// 80 columns, a whole group on a wide screen (ConjugationGrid.swift).
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
  /// The columns to fit; nil for no limit (nothing is wrapped, one column of tenses).
  public var width: Int?
  /// Whether tenses may be laid side by side when `width` has room for them.
  public var allowsGrid: Bool
  /// The language of the labels and notes; tenses are named by `Tense.name(in:)` (the persons'
  /// names are the same in both).
  public var language = Language.english
  /// Whether the title gives the verb's English gloss (tener — to have).
  public var showsGloss = true

  public init(
    _ conjugation: Conjugation, regular: Conjugation?, showVos: Bool, tenses: [Tense],
    style: TextStyle, english: VerbEnglish? = nil, width: Int? = nil, allowsGrid: Bool = false
  ) {
    self.conjugation = conjugation
    self.regular = regular
    self.showVos = showVos
    self.tenses = tenses
    self.style = style
    self.english = english
    self.width = width
    self.allowsGrid = allowsGrid
  }

  public func render() -> String {
    var lines = header()
    if allowsGrid, let width {
      lines += ConjugationGrid(table: self, width: width).lines()
    } else {
      for tense in tenses { lines += listLines(tense) }
    }
    if conjugation.defectiveness == .thirdPersonOnly {
      lines.append("")
      lines += wrapped(Message.defectiveNote.text(in: language), indent: "")
    }
    return lines.joined(separator: "\n")
  }

  /// Width of the person labels: the widest of every person (and of vosotros set apart), so
  /// tables line up.
  var labelWidth: Int {
    let apart = vosotrosApart ? Message.vosotrosSpain.text(in: language).count : 0
    return max(apart, Person.allCases.map(\.label.count).max() ?? 0)
  }

  /// The persons of a tense shown in this table, in order: vos only with `showVos`, vosotros
  /// last when apart.
  func persons(of tense: Tense) -> [Person] {
    let persons = tense.persons.filter { showVos || $0 != .vos }
    return persons.filter { !isApart($0) } + persons.filter(isApart)
  }

  func isApart(_ person: Person) -> Bool { vosotrosApart && person == .vosotros }

  /// A person's label as its row shows it: "vosotros (Spain)", dimmed, when set apart.
  private func name(_ person: Person) -> String {
    isApart(person) ? style.dim(Message.vosotrosSpain.text(in: language)) : person.label
  }

  func label(_ person: Person) -> String {
    let label = (isApart(person) ? Message.vosotrosSpain.text(in: language) : person.label)
      .padded(to: labelWidth)
    return isApart(person) ? style.dim(label) : label
  }

  /// One tense as a heading and a row per person, the English after the forms (wrapped at
  /// spaces to `width`, or under the form when the row leaves it no room).
  func listLines(_ tense: Tense) -> [String] {
    var lines = [""] + wrapped(tense.name(in: language), indent: "", decorate: style.heading)
    let persons = persons(of: tense)
    let cells = persons.map { cell(tense, $0) }
    let formWidth = cells.map(\.width).max() ?? 0
    for (person, cell) in zip(persons, cells) {
      var line = "  \(label(person))  \(cell.text)"
      if let width, 2 + labelWidth + 2 + cell.width > width {
        // A form too long for the row ("vamos (also vayamos)" at 40): under its label.
        lines += ["  " + name(person)] + underLabel(tense, person, cell, width: width)
        lines +=
          englishOfForm(tense, person).map {
            WrappedText($0).lines(width: width - 6).map { "      " + style.dim($0) }
          } ?? []
        continue
      }
      guard let english = englishOfForm(tense, person) else {
        lines.append(line)
        continue
      }
      let column = 2 + labelWidth + 2 + formWidth + 2
      guard let width, column + english.count > width else {
        line += String(repeating: " ", count: formWidth - cell.width) + "  " + style.dim(english)
        lines.append(line)
        continue
      }
      let longestWord = english.split(separator: " ").map(\.count).max() ?? 0
      if width - column >= max(Self.narrowestEnglish, longestWord) {
        let parts = WrappedText(english).lines(width: width - column)
        line += String(repeating: " ", count: formWidth - cell.width) + "  " + style.dim(parts[0])
        lines.append(line)
        let indent = String(repeating: " ", count: column)
        lines += parts.dropFirst().map { indent + style.dim($0) }
      } else {
        lines.append(line)
        lines += WrappedText(english).lines(width: width - 6).map { "      " + style.dim($0) }
      }
    }
    return lines
  }

  /// A cell under its label, six columns in: on one line where it fits, else the form alone and,
  /// on the lines after, what follows it (its alternatives, the rare mark) wrapped at spaces.
  private func underLabel(_ tense: Tense, _ person: Person, _ cell: Cell, width: Int) -> [String] {
    guard 6 + cell.width > width, var form = conjugation.form(tense, person),
      !form.alternatives.isEmpty || form.isUnusual
    else { return ["      " + cell.text] }
    var notes = ""
    if !form.alternatives.isEmpty {
      notes += Message.alsoForms(form.alternatives).text(in: language)
    }
    if form.isUnusual { notes += Message.rareForm.text(in: language) }
    form.alternatives = []
    form.isUnusual = false
    let bare = self.cell(form, tense, person)
    return ["      " + bare.text]
      + WrappedText(String(notes.drop { $0 == " " })).lines(width: width - 6).map {
        "      " + style.dim($0)
      }
  }

  /// Fewer columns than this left for English put it under the form instead.
  private static let narrowestEnglish = 16

  /// Text wrapped at spaces to `width` (or one line without a width), each line decorated.
  private func wrapped(
    _ text: String, indent: String, decorate: (String) -> String = { $0 }
  ) -> [String] {
    guard let width else { return [decorate(text)] }
    return WrappedText(text).lines(width: width, indent: indent).map(decorate)
  }

  private func header() -> [String] {
    var title = [style.heading(conjugation.infinitive)]
    let translation = showsGloss ? conjugation.translation : nil
    if let translation, width == nil {
      title[0] += " — \(translation)"
    } else if let translation {
      let pieces = WrappedText(pieces: [
        .init(text: conjugation.infinitive, isEmphasized: true),
        .init(text: " — \(translation)", isEmphasized: false),
      ])
      title = pieces.lines(width: width ?? 0, indent: "  ", emphasize: style.heading)
    }
    var about = Message.modelLine(
      model: conjugation.model, also: conjugation.alternativeModel,
      regularity: Self.regularityKeys[conjugation.regularity]!
    ).text(in: language)
    if !conjugation.isKnown {
      about = Message.inferredLine(model: conjugation.model).text(in: language)
    }
    let gerund = english.map { style.dim(" — " + $0.gerund) } ?? ""
    let participle = english.map { style.dim(" — " + $0.participle) } ?? ""
    let gerundio = Message.tableGerund(
      form: highlighted(conjugation.gerund, regular?.gerund).text + gerund
    ).text(in: language)
    let participio = Message.tableParticiple(
      form: highlighted(conjugation.participle, regular?.participle).text + participle
    ).text(in: language)
    var forms = [gerundio + "  ·  " + participio]
    if let width, visibleWidth(forms[0]) > width { forms = [gerundio, participio] }
    return title + wrapped(about, indent: "  ", decorate: style.dim) + forms
  }

  /// How the model line says each regularity.
  private static let regularityKeys: [Regularity: MessageKey] = [
    .regular: .regular, .spelling: .spellingChanges, .irregular: .irregular,
  ]

  /// Characters of a line without its escape codes.
  private func visibleWidth(_ line: String) -> Int { line.withoutEscapeCodes.count }

  /// The English of a form the verb has; nil without English or without the form.
  func englishOfForm(_ tense: Tense, _ person: Person) -> String? {
    guard let english, conjugation.form(tense, person) != nil else { return nil }
    return english.form(tense, person)
  }

  /// A form as shown, and its width in characters without colours.
  typealias Cell = (text: String, width: Int)

  func cell(_ tense: Tense, _ person: Person) -> Cell {
    guard let form = conjugation.form(tense, person) else { return (style.dim("—"), 1) }
    return cell(form, tense, person)
  }

  private func cell(_ form: VerbForm, _ tense: Tense, _ person: Person) -> Cell {
    var cell = highlighted(form, isApart(person) ? nil : regular?.form(tense, person))
    if isApart(person) { cell.text = style.dim(form.text) + cell.text.dropFirst(form.text.count) }
    if form.isUnusual {
      let rare = Message.rareForm.text(in: language)
      cell.text += style.dim(rare)
      cell.width += rare.count
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
      let also = Message.alsoForms(form.alternatives).text(in: language)
      text += style.dim(also)
      width += also.count
    }
    return (text, width)
  }
}
