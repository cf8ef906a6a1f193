import SimpleJSON

/// One printed sheet: questions, or a grid of conjugation tables.
public enum WorksheetSheet {
  case questions(Worksheet)
  case grid(WorksheetGrid)

  var heading: WorksheetHeading {
    switch self {
    case .questions(let sheet): sheet.heading
    case .grid(let grid): grid.heading
    }
  }

  func text(withAnswers: Bool) -> String {
    switch self {
    case .questions(let sheet): sheet.text(withAnswers: withAnswers)
    case .grid(let grid): grid.text(withAnswers: withAnswers)
    }
  }

  func markdown(withAnswers: Bool) -> String {
    switch self {
    case .questions(let sheet): sheet.markdown(withAnswers: withAnswers)
    case .grid(let grid): grid.markdown(withAnswers: withAnswers)
    }
  }

  func html(withAnswers: Bool) -> String {
    switch self {
    case .questions(let sheet): sheet.html(withAnswers: withAnswers)
    case .grid(let grid): grid.html(withAnswers: withAnswers)
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
  public static func render(
    _ sheets: [WorksheetSheet], format: WorksheetFormat, withAnswers: Bool, versioned: Bool
  ) -> String {
    switch format {
    case .text:
      return sheets.map { $0.text(withAnswers: withAnswers) }.joined(separator: "\n\n")
    case .markdown:
      return sheets.map { $0.markdown(withAnswers: withAnswers) }.joined(separator: "\n\n")
    case .html:
      let first = sheets.first?.heading
      let handout = first?.handout ?? WorksheetHandout()
      let title =
        handout.isSealed
        ? (handout.title ?? first?.kind ?? "Worksheet") + " · " + (handout.className ?? "")
        : (handout.title ?? first?.kind ?? "Worksheet") + " · seed \(sheets.first?.seed ?? 0)"
      return WorksheetHTML.page(
        title: title, versions: sheets.map { $0.html(withAnswers: withAnswers) },
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
        json.member("version", sheet.heading.version)
        // A sealed sheet's version is its code, and nothing that redraws it.
        if !sheet.heading.handout.isSealed { json.member("seed", sheet.seed) }
        if case .grid = sheet { json.key("tables") } else { json.key("questions") }
        sheet.write(to: &json, withAnswers: withAnswers)
        json.endObject()
      }
      json.endArray()
      return json.text
    }
  }
}
