import ConjugarQuiz
import Messages
import PlainText
import SentenceBank
import SimpleJSON

/// A quiz printed for a class: the questions, and the answer key if asked for.
public struct Worksheet {
  let questions: [QuizQuestion]
  let drill: Drill
  let options: QuizOptions
  let seed: UInt64
  let source: QuestionSource
  /// A spaced review: how many items of its queue are due today.
  let dueToday: Int
  /// "B" for the second of `--versions`; nil without `--versions`.
  let version: String?
  /// `--english`: the context drill's sheet prints each sentence's English under it (JSON
  /// always has it).
  let showsEnglish: Bool
  /// `--title`, `--instructions`, `--paper`, `--class`.
  public var handout = WorksheetHandout()

  /// The sheet of `questions`, drawn with `seed` and asked as `drill` asks them.
  public init(
    questions: [QuizQuestion], drill: Drill, options: QuizOptions, seed: UInt64,
    source: QuestionSource = .curriculum, dueToday: Int = 0, version: String? = nil,
    showsEnglish: Bool = false, handout: WorksheetHandout = WorksheetHandout()
  ) {
    self.questions = questions
    self.drill = drill
    self.options = options
    self.seed = seed
    self.source = source
    self.dueToday = dueToday
    self.version = version
    self.showsEnglish = showsEnglish
    self.handout = handout
  }

  /// The heading in `language`: "Worksheet · seed 5 · easy · latin-america · 6 questions".
  func heading(in language: Language) -> WorksheetHeading {
    func say(_ message: Message) -> String { message.text(in: language) }
    let seedLabel = WorksheetHeading.seedLabel(seed, handout, in: language)
    let suffix = drill.headerSuffix(in: language)
    let only = options.focus.headerLine(in: language)
    if source == .spacedReview {
      return WorksheetHeading(
        kind: .worksheetReviewTitle, version: version,
        details: seedLabel + say(.quizQuestions(questions.count)) + " · "
          + say(.quizDueToday(dueToday)) + suffix,
        only: only, handout: handout, drill: drill.kind, language: language)
    }
    let details = [
      say(options.difficulty.message), say(options.region.message),
      say(.quizQuestions(questions.count)),
    ]
    return WorksheetHeading(
      kind: source == .weakSpots ? .worksheetWeakSpotsTitle : .worksheetTitle, version: version,
      details: seedLabel + details.joined(separator: " · ") + (options.asksVos ? " · vos" : "")
        + suffix,
      only: only, handout: handout, drill: drill.kind, language: language)
  }

  /// The question's number, right-aligned to the widest number.
  private func number(_ n: Int) -> String {
    let width = String(questions.count).count
    return String(repeating: " ", count: width - String(n).count) + "\(n)."
  }

  /// The answer key's line for a question: the answer, and the others the drill accepts (in
  /// context, the forms of every tense the sentence takes, -ra and -se; in recognition in
  /// sentences, the other readings of the form: `aprovechar · pretérito · nosotros (also
  /// presente de indicativo · nosotros)`).
  func answer(_ question: QuizQuestion, in language: Language) -> String {
    var answer = drill.expected(question, in: language)
    let also = drill.alsoAccepted(question, in: language)
    if !also.isEmpty {
      answer += Message.worksheetAlso(also.joined(separator: ", ")).text(in: language)
    }
    return answer
  }

  /// Recognition in sentences: the line under each sentence where the reading is written (text
  /// and Markdown; HTML draws its own).
  static let readingLine = "→ " + String(repeating: "_", count: 30)

  /// The question as printed: the drill's prompt with `escape` applied; in context the
  /// sentence's blank becomes `gap`, a line long enough to write on, and the question is the
  /// sentence (`Ayer (yo) ____________ un examen. (tener)`). In recognition in sentences the
  /// question is the sentence with its form through `mark` (`Ayer (yo) *tuve* frío.`) and the
  /// line to write on comes under it. Other drills' questions end in `: ` and `gap`, unless
  /// `gap` is nil (HTML puts its line under the question).
  func prompt(
    _ question: QuizQuestion, in language: Language, gap: String?, escape: (String) -> String,
    mark: (String) -> String = SentenceRecognition.starred
  ) -> String {
    if let pieces = drill.marked(question) {
      return escape(pieces.before) + mark(escape(pieces.form)) + escape(pieces.after)
    }
    let prompt = drill.prompt(question, in: language)
    guard drill.kind == .context, drill.sentence(question) != nil else {
      return escape(prompt) + (gap.map { ": " + $0 } ?? "")
    }
    return prompt.split(separator: Sentence.blank, omittingEmptySubsequences: false)
      .map { escape(String($0)) }.joined(separator: gap ?? Sentence.blank)
  }

  /// `--english`: the sentence's English to print under a sentence's question, else nil.
  func english(_ question: QuizQuestion) -> String? {
    showsEnglish ? drill.english(question) : nil
  }

  /// The key's sentence with the answer in its blank, as pieces to style the form (context only:
  /// a sentence to recognise is on the sheet already).
  func filled(_ question: QuizQuestion) -> (before: String, form: String, after: String)? {
    guard drill.kind == .context else { return nil }
    return drill.sentence(question)?.filledPieces(with: drill.expected(question))
  }

  func text(withAnswers: Bool, in language: Language) -> String {
    let heading = heading(in: language)
    var lines = [heading.line]
    if let only = heading.only { lines.append(QuizLine.fitted(only, hanging: 2)) }
    lines.append("")
    if let handoutLines = heading.handoutLines {
      lines += handoutLines.map { QuizLine.fitted($0, hanging: 0) } + [""]
    }
    let width = String(questions.count).count
    for question in questions {
      let prompt = prompt(question, in: language, gap: WorksheetMarkdown.blank) { $0 }
      lines.append(QuizLine.fitted("\(number(question.number)) \(prompt)", hanging: width + 2))
      let indent = String(repeating: " ", count: width + 2)
      if let english = english(question) {
        lines.append(QuizLine.fitted(indent + english, hanging: width + 2))
      }
      if drill.marked(question) != nil { lines.append(indent + Self.readingLine) }
    }
    if withAnswers {
      lines.append("")
      lines.append(heading.keyTitle)
      for question in questions {
        let sentence = filled(question).map { " — " + $0.before + $0.form + $0.after } ?? ""
        lines.append(
          QuizLine.fitted(
            "\(number(question.number)) \(answer(question, in: language))" + sentence,
            hanging: width + 2))
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The questions as a JSON array:
  /// `[{"number":1,"verb":"hablar","tense":"presenteDeIndicativo","person":"yo","answer":"hablo","alternatives":[]}, …]`.
  /// In context each also has `"sentence"` (with its `___` blank), `"english"` (always: JSON is
  /// for scripts, which choose what to show) and `"tenses"` (every tense the blank takes, the
  /// first being `"tense"`); with the key, `"filled"`, the sentence with the answer in place.
  /// In recognition in sentences `"sentence"` has the form in place, `"form"` is the form, and
  /// the key's `"alternatives"` are the other readings accepted, `"readings"` every one of them
  /// (`[{"tense":"preteritoDeIndicativo","person":"nosotros"}, …]`, the sentence's own first).
  func write(to json: inout JSONWriter, withAnswers: Bool) {
    json.beginArray()
    for question in questions {
      json.beginObject()
      json.member("number", question.number)
      // Without the key, a sheet's JSON says no more than the printed sheet: recognition shows
      // a form (its verb, tense and person are the answer), a sentence to fill shows its verb
      // but leaves the tense to its cue (unless `--hint tense`).
      let hidesReading = drill.kind.isRecognition && !withAnswers
      let hidesTense =
        hidesReading || (drill.kind == .context && !drill.showsTense && !withAnswers)
      if !hidesReading { json.member("verb", question.verb) }
      if !hidesTense { json.member("tense", question.item.key) }
      if !hidesReading { json.member("person", question.person?.rawValue) }
      if drill.kind.isRecognition { json.member("form", question.answer) }
      let sentence = drill.sentence(question)
      if let sentence {
        json.member(
          "sentence",
          drill.marked(question).map { $0.before + $0.form + $0.after } ?? sentence.spanish)
        json.member("english", sentence.english)
        if !hidesTense { json.member("tenses", sentence.tenses.map(\.rawValue)) }
      }
      if withAnswers {
        json.member("answer", drill.expected(question))
        json.member(
          "alternatives",
          drill.kind == .recognizeSentences
            ? drill.alsoAccepted(question) : drill.accepting(question).alternatives)
        if drill.kind == .recognizeSentences {
          json.key("readings")
          json.beginArray()
          for reading in drill.acceptedReadings(question) {
            json.beginObject()
            json.member("tense", reading.tense.rawValue)
            json.member("person", reading.person.rawValue)
            json.endObject()
          }
          json.endArray()
        }
        if let sentence, drill.kind == .context {
          json.member("filled", sentence.filled(with: drill.expected(question)))
        }
      }
      json.endObject()
    }
    json.endArray()
  }

  /// A Markdown document: a heading, the name and date line, the numbered questions and the
  /// answer key under its own heading.
  func markdown(withAnswers: Bool, in language: Language) -> String {
    let heading = heading(in: language)
    var lines = WorksheetMarkdown.heading(heading)
    for question in questions {
      let prompt = prompt(
        question, in: language, gap: WorksheetMarkdown.blank, escape: WorksheetMarkdown.escaped,
        mark: { "**" + $0 + "**" })
      // A backslash ends a line (a hard break); the English and the line to write the reading
      // on are indented under the item's text, so they stay part of the list item.
      let indent = String(repeating: " ", count: "\(question.number). ".count)
      var item = ["\(question.number). \(prompt)"]
      if let english = english(question) {
        item.append(indent + "*" + WorksheetMarkdown.escaped(english) + "*")
      }
      if drill.marked(question) != nil { item.append(indent + Self.readingLine) }
      lines += item.enumerated().map { $0.offset < item.count - 1 ? $0.element + "\\" : $0.element }
    }
    if withAnswers {
      lines += ["", "## " + heading.keyTitle, ""]
      for question in questions {
        let sentence =
          filled(question).map { pieces in
            " — " + WorksheetMarkdown.escaped(pieces.before) + "**"
              + WorksheetMarkdown.escaped(pieces.form) + "**"
              + WorksheetMarkdown.escaped(pieces.after)
          } ?? ""
        lines.append(
          "\(question.number). \(WorksheetMarkdown.escaped(answer(question, in: language)))"
            + sentence)
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The sheet (and its key, on a page of its own) as HTML sections of `WorksheetHTML.page`.
  func html(withAnswers: Bool, in language: Language) -> String {
    let heading = heading(in: language)
    var html = WorksheetHTML.sheetOpening(heading)
    html += "<ol class=\"questions\">\n"
    for question in questions {
      let prompt = prompt(
        question, in: language, gap: drill.kind == .context ? "<span class=\"gap\"></span>" : nil,
        escape: WorksheetHTML.escaped, mark: { "<b><u>" + $0 + "</u></b>" })
      html += "<li value=\"\(question.number)\"><span class=\"prompt\">" + prompt + "</span>"
      if let english = english(question) {
        html += " <span class=\"english\">" + WorksheetHTML.escaped(english) + "</span>"
      }
      html += drill.kind == .context ? "</li>\n" : " <span class=\"blank\"></span></li>\n"
    }
    html += "</ol>\n</section>\n"
    if withAnswers {
      html += WorksheetHTML.keyOpening(heading.keyTitle)
      html += "<ol class=\"answers\">\n"
      for question in questions {
        html +=
          "<li value=\"\(question.number)\">"
          + WorksheetHTML.escaped(answer(question, in: language))
        if let pieces = filled(question) {
          html +=
            " <span class=\"filled\">— " + WorksheetHTML.escaped(pieces.before) + "<b>"
            + WorksheetHTML.escaped(pieces.form) + "</b>" + WorksheetHTML.escaped(pieces.after)
            + "</span>"
        }
        html += "</li>\n"
      }
      html += "</ol>\n</section>\n"
    }
    return html
  }
}
