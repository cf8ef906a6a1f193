import Grading
import Messages
import WorksheetOutput

/// The report as one print-ready HTML page (UTF-8, inline CSS, well-formed XML as the worksheets
/// are): the class summary first, then a block per student that does not break across pages.
extension ClassReport {
  public var html: String { html(styleSheet: nil) }

  /// The report with its style linked from `styleSheet` (a URL serving `styleSheet`'s CSS)
  /// instead of written inline: for a page served under `Content-Security-Policy: default-src
  /// 'self'`, which forbids inline style. Inline when nil.
  public func html(styleSheet: String?) -> String {
    let e = WorksheetHTML.escaped
    let say = { (message: Message) in e(message.text(in: self.language)) }
    let title = Message.gradeClassTitle(key.className)
    var body = "<h1>" + say(title) + "</h1>\n"
    let details = [
      Message.gradeStudents(students.count), .gradeClassVersions(key.versions.count),
      .gradeDrill(key.drill.rawValue), .gradeAccents(key.accents.rawValue),
    ]
    body += "<p class=\"details\">" + details.map(say).joined(separator: " · ") + "</p>\n"
    body += "<h2>" + say(Message(.gradeScoresHeading)) + "</h2>\n<table>\n<thead><tr><th>"
    body += say(Message(.gradeNameColumn)) + "</th><th>" + say(Message(.gradeFileColumn))
    body += "</th><th>" + say(Message(.gradeVersionColumn))
    body += "</th><th class=\"n\">" + say(Message(.gradePointsColumn))
    body += "</th><th class=\"n\">%</th></tr></thead>\n<tbody>\n"
    for student in students {
      body +=
        "<tr><td>" + e(student.name) + "</td><td class=\"file\">" + e(student.file) + "</td><td>"
        + e(student.code ?? "") + "</td><td class=\"n\">"
        + "\(student.points)/\(student.maximum)</td><td class=\"n\">\(student.percent)</td></tr>\n"
    }
    for empty in emptyFiles {
      body +=
        "<tr class=\"empty\"><td></td><td class=\"file\">" + e(empty.file)
        + "</td><td colspan=\"3\">" + say(Message(.gradeEmptyFile)) + "</td></tr>\n"
    }
    body += "</tbody>\n</table>\n<h2>" + say(Message(.gradeSuccessHeading)) + "</h2>\n"
    for version in questionSuccess {
      body += "<p><strong>" + e(version.code) + "</strong> (\(version.students)): "
      body += e(successes(version.questions))
      body += "</p>\n"
    }
    body += "<h2>" + say(Message(.gradeMistakesHeading)) + "</h2>\n<p>"
    body += e(kindList) + "</p>\n"
    body += "<h2>" + say(Message(.gradeReteachHeading)) + "</h2>\n<ul>\n"
    let reteach = reteach(in: language)
    for item in reteach.tenses + reteach.items {
      body += "<li>" + e(reteachLine(item)) + "</li>\n"
    }
    body += "</ul>\n"
    for student in students {
      body += "<section class=\"student\">\n<h3>" + e(student.name) + " · "
      body +=
        e("\(student.points)/\(student.maximum) · ")
        + say(.gradePercent(student.percent)) + " <span class=\"file\">" + e(student.file)
        + "</span></h3>\n<ul>\n"
      for answer in student.mistakes {
        for (index, line) in answerLines(answer).enumerated() {
          let text = line.trimmingCharacters()
          body += index == 0 ? "<li>" + e(text) : "<br/><span class=\"why\">" + e(text) + "</span>"
        }
        body += "</li>\n"
      }
      for problem in student.problems {
        body += "<li class=\"problem\">" + say(problem) + "</li>\n"
      }
      for note in student.notes {
        body += "<li class=\"note\">" + say(note) + "</li>\n"
      }
      body += "</ul>\n</section>\n"
    }
    return page(title: say(title), body: body, styleSheet: styleSheet)
  }

  /// The CSS of the report and of the student pages (what `html` and `studentPages` write
  /// inline), for a page that links it.
  public var styleSheet: String { Self.style(paper) + "\n" }

  /// A whole HTML document around `body`, laid out for the report's paper: the style inline, or
  /// linked from `styleSheet`.
  func page(title: String, body: String, styleSheet: String?) -> String {
    let style =
      styleSheet.map { "<link rel=\"stylesheet\" href=\"" + WorksheetHTML.escaped($0) + "\"/>" }
      ?? "<style>\n" + Self.style(paper) + "\n</style>"
    return """
      <!DOCTYPE html>
      <html lang="es">
      <head>
      <meta charset="utf-8"/>
      <title>\(title)</title>
      \(style)
      </head>
      <body>
      \(body)</body>
      </html>

      """
  }

  static func style(_ paper: WorksheetPaper) -> String {
    """
    @page { size: \(paper.cssSize); margin: 16mm 18mm; }
    body { font-family: "DejaVu Sans", "Liberation Sans", Arial, sans-serif; font-size: 10.5pt;
      line-height: 1.35; color: #000; background: #fff; max-width: 190mm; margin: 12mm auto; }
    h1 { font-size: 17pt; margin: 0 0 2pt; }
    h2 { font-size: 13pt; margin: 14pt 0 4pt; }
    h3 { font-size: 11pt; margin: 10pt 0 2pt; }
    .details { color: #333; font-size: 10pt; margin: 0 0 8pt; }
    table { border-collapse: collapse; }
    th, td { border: 1px solid #000; padding: 2pt 6pt; text-align: left; }
    thead th { background: #eee; }
    td.n, th.n { text-align: right; }
    section.student { break-inside: avoid; }
    .why { color: #333; font-size: 9.5pt; }
    .problem { color: #800; }
    .note, .file { color: #555; font-size: 9.5pt; font-weight: normal; }
    tr.empty td { color: #555; }
    \(studentPageStyle)
    @media print { body { max-width: none; margin: 0; } }
    """
  }
}

extension String {
  fileprivate func trimmingCharacters() -> String {
    String(drop { $0 == " " })
  }
}
