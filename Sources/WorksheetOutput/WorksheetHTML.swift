import Messages
import PlainText

/// A worksheet as one self-contained, print-ready HTML page: UTF-8, inline CSS, no external
/// assets; questions in two columns, each answer key and each version from a new page. The markup
/// is well-formed XML (every element closed, only the five XML entities), so an XML parser reads it.
public enum WorksheetHTML {
  /// The page around the versions' sections.
  static func page(title: String, versions: [String], paper: WorksheetPaper? = nil) -> String {
    var html = """
      <!DOCTYPE html>
      <html lang="es">
      <head>
      <meta charset="utf-8"/>
      <meta name="viewport" content="width=device-width, initial-scale=1"/>
      <title>\(escaped(title))</title>
      <style>
      \(style(paper))
      </style>
      </head>
      <body>

      """
    for version in versions { html += "<div class=\"version\">\n" + version + "</div>\n" }
    return html + "</body>\n</html>"
  }

  /// The page's CSS, for `paper` (nil: A4).
  static func style(_ paper: WorksheetPaper?) -> String {
    """
    @page { size: \((paper ?? .a4).cssSize); margin: 16mm 18mm; }
    html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
    body { font-family: "DejaVu Sans", "Liberation Sans", Arial, sans-serif; font-size: 11pt;
      line-height: 1.35; color: #000; background: #fff; max-width: 190mm; margin: 12mm auto; }
    h1 { font-size: 17pt; margin: 0 0 2pt; }
    h2 { font-size: 14pt; margin: 0 0 8pt; }
    h3 { font-size: 12pt; margin: 14pt 0 4pt; }
    .details, .only { margin: 0 0 2pt; color: #333; font-size: 10pt; }
    .student { margin: 14pt 0 16pt; font-size: 12pt; }
    ol.questions { columns: 2; column-gap: 12mm; margin: 0; padding-left: 9mm; }
    ol.questions li { break-inside: avoid; margin: 0 0 9pt; }
    .blank { display: block; height: 15pt; border-bottom: 1px solid #000; }
    .gap { display: inline-block; width: 32mm; border-bottom: 1px solid #000; }
    .english { display: block; margin-top: 1pt; font-size: 9pt; color: #555; }
    .filled { color: #333; }
    ol.answers { columns: 2; column-gap: 12mm; margin: 0; padding-left: 9mm; }
    ol.answers li { break-inside: avoid; margin: 0 0 3pt; }
    table.grid { border-collapse: collapse; width: 100%; margin: 0 0 8pt; break-inside: avoid; }
    table.grid th, table.grid td { border: 1px solid #000; padding: 3pt 5pt; text-align: left;
      font-size: 10pt; }
    table.grid thead th { background: #eee; }
    table.grid td { height: 18pt; min-width: 22mm; }
    .key { break-before: page; page-break-before: always; }
    .version + .version { break-before: page; page-break-before: always; }
    @media screen { .key, .version + .version { border-top: 2px dashed #999; padding-top: 10mm;
      margin-top: 10mm; } }
    @media print { body { max-width: none; margin: 0; } }
    """
  }

  /// The opening of a sheet: its section, title, details, selection and the name and date line.
  static func sheetOpening(_ heading: WorksheetHeading) -> String {
    var html = "<section class=\"sheet\">\n<h1>" + escaped(heading.title) + "</h1>\n"
    html += "<p class=\"details\">" + escaped(heading.details) + "</p>\n"
    if let only = heading.only { html += "<p class=\"only\">" + escaped(only) + "</p>\n" }
    guard let handoutLines = heading.handoutLines else {
      return html + "<p class=\"student\">"
        + escaped(Message(.worksheetNameLineWide).text(in: heading.language)) + "</p>\n"
    }
    return html + "<p class=\"student\">" + escaped(handoutLines[0]) + "</p>\n"
      + "<p class=\"instructions\">" + escaped(handoutLines[1]) + "</p>\n"
  }

  /// The opening of an answer key: a section that starts a new page, and its title.
  static func keyOpening(_ title: String) -> String {
    "<section class=\"key\">\n<h2>" + escaped(title) + "</h2>\n"
  }

  /// The text with `&`, `<`, `>`, `"` and `'` as entities, for text and attribute values.
  /// Control and format characters other than tab and line feed (a student's ESC or carriage
  /// return, a bidi override) are shown as the rest of the program shows them (`\x1B`, `\u{202E}`): XML does
  /// not allow the controls, and a page printed to a terminal must not drive it.
  public static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\t", "\n": result.unicodeScalars.append(scalar)
      case _ where scalar.isControlCharacter || scalar.isFormatCharacter:
        result += String(scalar).escapingControlCharacters
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
