import Messages
import SimpleJSON

/// One printed sheet: questions, or a grid of conjugation tables.
public enum WorksheetSheet {
  case questions(Worksheet)
  case grid(WorksheetGrid)

  func heading(in language: Language) -> WorksheetHeading {
    switch self {
    case .questions(let sheet): sheet.heading(in: language)
    case .grid(let grid): grid.heading(in: language)
    }
  }

  func text(withAnswers: Bool, in language: Language) -> String {
    switch self {
    case .questions(let sheet): sheet.text(withAnswers: withAnswers, in: language)
    case .grid(let grid): grid.text(withAnswers: withAnswers, in: language)
    }
  }

  func markdown(withAnswers: Bool, in language: Language) -> String {
    switch self {
    case .questions(let sheet): sheet.markdown(withAnswers: withAnswers, in: language)
    case .grid(let grid): grid.markdown(withAnswers: withAnswers, in: language)
    }
  }

  func html(withAnswers: Bool, in language: Language) -> String {
    switch self {
    case .questions(let sheet): sheet.html(withAnswers: withAnswers, in: language)
    case .grid(let grid): grid.html(withAnswers: withAnswers, in: language)
    }
  }

  func write(to json: inout JSONWriter, withAnswers: Bool) {
    switch self {
    case .questions(let sheet): sheet.write(to: &json, withAnswers: withAnswers)
    case .grid(let grid): grid.write(to: &json, withAnswers: withAnswers)
    }
  }

  var seed: UInt64 {
    switch self {
    case .questions(let sheet): sheet.seed
    case .grid(let grid): grid.seed
    }
  }
}

/// Prints one sheet, or the versions of `--versions` one after another (each with its key).
public enum WorksheetPrinter {
  /// Text and Markdown: the sheets separated by a blank line. HTML: one page, each version from
  /// a new page. JSON: the sheet's array; with `--versions`, an array of
  /// `{"version":"A","seed":5,"questions":[…]}` (`"tables"` for grids); sealed sheets (`--class`)
  /// always so, `"version"` being the code and without `"seed"`.
  /// Every word on the sheets is in `language` (JSON has none: its keys and values stay
  /// English).
  public static func render(
    _ sheets: [WorksheetSheet], format: WorksheetFormat, withAnswers: Bool, versioned: Bool,
    in language: Language = .english
  ) -> String {
    switch format {
    case .text:
      return sheets.map { $0.text(withAnswers: withAnswers, in: language) }
        .joined(separator: "\n\n")
    case .markdown:
      return sheets.map { $0.markdown(withAnswers: withAnswers, in: language) }
        .joined(separator: "\n\n")
    case .html:
      let first = sheets.first?.heading(in: language)
      let handout = first?.handout ?? WorksheetHandout()
      let name = first?.name ?? Message(.worksheetTitle).text(in: language)
      let title =
        handout.isSealed
        ? name + " · " + (handout.className ?? "")
        : name + " · " + Message.quizSeed(sheets.first?.seed ?? 0).text(in: language)
      return WorksheetHTML.page(
        title: title, versions: sheets.map { $0.html(withAnswers: withAnswers, in: language) },
        paper: handout.paper)
    case .json:
      var json = JSONWriter()
      guard versioned else {
        sheets.first?.write(to: &json, withAnswers: withAnswers)
        return json.text
      }
      json.beginArray()
      for sheet in sheets {
        json.beginObject()
        json.member("version", sheet.heading(in: language).version)
        // A sealed sheet's version is its code, and nothing that redraws it.
        if !sheet.heading(in: language).handout.isSealed { json.member("seed", sheet.seed) }
        if case .grid = sheet { json.key("tables") } else { json.key("questions") }
        sheet.write(to: &json, withAnswers: withAnswers)
        json.endObject()
      }
      json.endArray()
      return json.text
    }
  }
}
