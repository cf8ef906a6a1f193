import ConjugarQuiz
import Messages
import PlainText
import SimpleJSON

/// `quiz --from FILE --worksheet`: a cloze sheet of a learner's or a teacher's own text. The
/// text is printed whole, each selected verb replaced by its number, a line to write on and its
/// infinitive in brackets (`(1) ____________ (tener)`); the key gives each blank's answer and
/// the other forms accepted there (the -ra/-se twin, the voseo twin with vos on).
public struct TextClozeSheet {
  /// One blank: which text, where (Unicode scalars into it), its question and the verb as the
  /// text wrote it.
  public struct Blank {
    public let source: Int
    public let offset: Int
    public let length: Int
    public let question: QuizQuestion
    public let written: String

    public init(source: Int, offset: Int, length: Int, question: QuizQuestion, written: String) {
      self.source = source
      self.offset = offset
      self.length = length
      self.question = question
      self.written = written
    }
  }

  /// Each text as read (the JSON's) and its prose (printed: markup blanked, scalar for scalar).
  let sources: [(name: String, text: String, prose: String)]
  /// In text order, numbered from 1.
  let blanks: [Blank]
  let options: QuizOptions
  let seed: UInt64
  let handout: WorksheetHandout

  public init(
    sources: [(name: String, text: String, prose: String)], blanks: [Blank], options: QuizOptions,
    seed: UInt64,
    handout: WorksheetHandout = WorksheetHandout()
  ) {
    self.sources = sources
    self.blanks = blanks
    self.options = options
    self.seed = seed
    self.handout = handout
  }

  /// The sheet in `format`, with its key when `withAnswers`.
  public func render(_ format: WorksheetFormat, withAnswers: Bool, in language: Language)
    -> String
  {
    switch format {
    case .text: text(withAnswers: withAnswers, in: language)
    case .markdown: markdown(withAnswers: withAnswers, in: language)
    case .html:
      WorksheetHTML.page(
        title: heading(in: language).name + " · " + Message.quizSeed(seed).text(in: language),
        versions: [html(withAnswers: withAnswers, in: language)], paper: handout.paper)
    case .json: json(withAnswers: withAnswers)
    }
  }

  /// "Text worksheet · seed 5 · 4 blanks", the selection, the name line and the instructions.
  func heading(in language: Language) -> WorksheetHeading {
    var handout = handout
    if handout.instructions == nil {
      handout.instructions = Message(.worksheetInstructionsText).text(in: language)
    }
    return WorksheetHeading(
      kind: .worksheetTextTitle, version: nil,
      details: WorksheetHeading.seedLabel(seed, handout, in: language)
        + Message.worksheetTextBlanks(count: blanks.count).text(in: language)
        + (options.asksVos ? " · vos" : ""),
      only: options.focus.headerLine(in: language), handout: handout, drill: .context,
      language: language)
  }

  /// Each text as pieces: plain text, and blanks (by index into `blanks`).
  enum Piece {
    case text(String)
    case blank(Int)
  }

  func pieces(of source: Int) -> [Piece] {
    let scalars = Array(sources[source].prose.unicodeScalars)
    var pieces: [Piece] = []
    var position = 0
    func text(_ range: Range<Int>) -> String {
      var string = String.UnicodeScalarView()
      string.append(contentsOf: scalars[range])
      return String(string)
    }
    for (index, blank) in blanks.enumerated() where blank.source == source {
      guard blank.offset >= position, blank.offset + blank.length <= scalars.count else { continue }
      pieces.append(.text(text(position..<blank.offset)))
      pieces.append(.blank(index))
      position = blank.offset + blank.length
    }
    pieces.append(.text(text(position..<scalars.count)))
    return pieces
  }

  /// The texts printed, each under its name when there are several.
  private func body(
    blank: (Blank) -> String, escape: (String) -> String, name: (String) -> String
  ) -> String {
    var parts: [String] = []
    for source in sources.indices {
      var text = sources.count > 1 ? name(sources[source].name) : ""
      for piece in pieces(of: source) {
        switch piece {
        case .text(let plain): text += escape(plain)
        case .blank(let index): text += blank(blanks[index])
        }
      }
      parts.append(Self.tidy(text))
    }
    return parts.joined(separator: "\n\n")
  }

  /// The printed text: spaces left by blanked markup (or a subtitle's timings) and at line ends
  /// gone, runs of spaces as one, at most one empty line in a row.
  static func tidy(_ text: String) -> String {
    var lines: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let words = line.split(separator: " ")
      let tidied = words.joined(separator: " ")
      if tidied.isEmpty && (lines.last?.isEmpty ?? true) { continue }
      lines.append(tidied)
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines.joined(separator: "\n")
  }

  /// The key's line of a blank: `tuve`, `tuviera (also tuviese)`.
  private func answer(_ blank: Blank, in language: Language) -> String {
    let also = blank.question.alternatives
    return blank.question.answer
      + (also.isEmpty
        ? "" : Message.worksheetAlso(also.joined(separator: ", ")).text(in: language))
  }

  /// `(1) ____________ (tener)`.
  private func gap(_ blank: Blank, line: String) -> String {
    "(\(blank.question.number)) \(line) (\(blank.question.verb))"
  }

  func text(withAnswers: Bool, in language: Language) -> String {
    let heading = heading(in: language)
    var lines = [heading.line]
    if let only = heading.only { lines.append(only) }
    lines += [""] + (heading.handoutLines ?? []) + [""]
    lines.append(
      body(
        blank: { gap($0, line: WorksheetMarkdown.blank) },
        escape: { plainEscaped($0) }, name: { "— " + plainEscaped($0) + " —\n\n" }))
    if withAnswers {
      lines += ["", heading.keyTitle]
      let width = String(blanks.count).count
      for blank in blanks {
        let number = String(blank.question.number)
        lines.append(
          String(repeating: " ", count: width - number.count) + number + ". "
            + plainEscaped(answer(blank, in: language)))
      }
    }
    return lines.joined(separator: "\n")
  }

  func markdown(withAnswers: Bool, in language: Language) -> String {
    let heading = heading(in: language)
    var lines = WorksheetMarkdown.heading(heading)
    // Each line of the text ends in a hard break, so the text keeps its lines.
    let text = body(
      blank: { gap($0, line: WorksheetMarkdown.blank) }, escape: WorksheetMarkdown.escaped,
      name: { "## " + WorksheetMarkdown.escaped($0) + "\n\n" })
    lines.append(
      text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
        line.isEmpty || line.hasPrefix("## ") ? String(line) : line + "  "
      }.joined(separator: "\n"))
    if withAnswers {
      lines += ["", "## " + heading.keyTitle, ""]
      for blank in blanks {
        lines.append(
          "\(blank.question.number). " + WorksheetMarkdown.escaped(answer(blank, in: language)))
      }
    }
    return lines.joined(separator: "\n")
  }

  func html(withAnswers: Bool, in language: Language) -> String {
    let heading = heading(in: language)
    var html = WorksheetHTML.sheetOpening(heading)
    let text = body(
      blank: { blank in
        "<b>(\(blank.question.number))</b> <span class=\"gap\"></span> ("
          + WorksheetHTML.escaped(blank.question.verb) + ")"
      }, escape: WorksheetHTML.escaped, name: { "\u{0}" + WorksheetHTML.escaped($0) + "\u{0}\n\n" })
    for paragraph in text.split(separator: "\n\n") {
      if paragraph.hasPrefix("\u{0}") {
        html += "<h3>" + paragraph.replacing("\u{0}", with: "") + "</h3>\n"
      } else {
        html +=
          "<p class=\"text\">" + paragraph.replacing("\n", with: "<br/>\n") + "</p>\n"
      }
    }
    html += "</section>\n"
    if withAnswers {
      html += WorksheetHTML.keyOpening(heading.keyTitle) + "<ol class=\"answers\">\n"
      for blank in blanks {
        html +=
          "<li value=\"\(blank.question.number)\">"
          + WorksheetHTML.escaped(answer(blank, in: language)) + "</li>\n"
      }
      html += "</ol>\n</section>\n"
    }
    return html
  }

  /// `{"seed":5,"texts":[{"name":"news.txt","text":"…"}],"blanks":[{"number":1,"text":0,
  /// "offset":6,"length":4,"verb":"tener"}…]}`; with the key each blank also has `"tense"`,
  /// `"person"`, `"written"` (the form as the text wrote it), `"answer"` and `"alternatives"`.
  /// Offsets and lengths are in Unicode scalars into the text.
  func json(withAnswers: Bool) -> String {
    var json = JSONWriter()
    json.beginObject()
    json.member("seed", seed)
    json.key("texts")
    json.beginArray()
    for source in sources {
      json.beginObject()
      json.member("name", source.name)
      json.member("text", source.text)
      json.endObject()
    }
    json.endArray()
    json.key("blanks")
    json.beginArray()
    for blank in blanks {
      json.beginObject()
      json.member("number", blank.question.number)
      json.member("text", blank.source)
      json.member("offset", blank.offset)
      json.member("length", blank.length)
      json.member("verb", blank.question.verb)
      if withAnswers {
        json.member("tense", blank.question.item.key)
        json.member("person", blank.question.person?.rawValue)
        json.member("written", blank.written)
        json.member("answer", blank.question.answer)
        json.member("alternatives", blank.question.alternatives)
      }
      json.endObject()
    }
    json.endArray()
    json.endObject()
    return json.text
  }
}

/// A learner's text as a terminal shows it: control and bidi characters escaped, line ends
/// and tabs kept.
private func plainEscaped(_ text: String) -> String {
  text.split(separator: "\n", omittingEmptySubsequences: false).map {
    $0.split(separator: "\t", omittingEmptySubsequences: false).map {
      String($0).escapingControlCharacters
    }.joined(separator: "\t")
  }.joined(separator: "\n")
}
