import ConjugarQuiz
import PlainText
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

  /// The sheet of `questions`, drawn with `seed` and asked as `drill` asks them.
  public init(
    questions: [QuizQuestion], drill: Drill, options: QuizOptions, seed: UInt64,
    source: QuestionSource = .curriculum, dueToday: Int = 0, version: String? = nil
  ) {
    self.questions = questions
    self.drill = drill
    self.options = options
    self.seed = seed
    self.source = source
    self.dueToday = dueToday
    self.version = version
  }

  var heading: WorksheetHeading {
    if source == .spacedReview {
      return WorksheetHeading(
        kind: "Review worksheet", version: version,
        details: "seed \(seed) · \(counted(questions.count, "question")) · \(dueToday) due today"
          + drill.headerSuffix,
        only: options.focus.headerLine)
    }
    return WorksheetHeading(
      kind: source == .weakSpots ? "Weak spots worksheet" : "Worksheet", version: version,
      details:
        "seed \(seed) · \(options.difficulty.rawValue) · \(options.region.rawValue) · \(counted(questions.count, "question"))"
        + (options.asksVos ? " · vos" : "") + drill.headerSuffix,
      only: options.focus.headerLine)
  }

  /// The question's number, right-aligned to the widest number.
  private func number(_ n: Int) -> String {
    let width = String(questions.count).count
    return String(repeating: " ", count: width - String(n).count) + "\(n)."
  }

  /// The answer key's line for a question: the answer, and the other accepted forms.
  func answer(_ question: QuizQuestion) -> String {
    var answer = drill.expected(question)
    if drill.kind == .conjugate && !question.alternatives.isEmpty {
      answer += " (also " + question.alternatives.joined(separator: ", ") + ")"
    }
    return answer
  }

  func text(withAnswers: Bool) -> String {
    let heading = heading
    var lines = [heading.line]
    if let only = heading.only { lines.append(QuizLine.fitted(only, hanging: 2)) }
    lines.append("")
    for question in questions {
      lines.append("\(number(question.number)) \(drill.prompt(question)): ____________")
    }
    if withAnswers {
      let width = String(questions.count).count
      lines.append("")
      lines.append(heading.keyTitle)
      for question in questions {
        lines.append(
          QuizLine.fitted("\(number(question.number)) \(answer(question))", hanging: width + 2))
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The questions as a JSON array:
  /// `[{"number":1,"verb":"hablar","tense":"presenteDeIndicativo","person":"yo","answer":"hablo","alternatives":[]}, …]`
  func write(to json: inout JSONWriter, withAnswers: Bool) {
    json.beginArray()
    for question in questions {
      json.beginObject()
      json.member("number", question.number)
      json.member("verb", question.verb)
      json.member("tense", question.item.key)
      json.member("person", question.person?.rawValue)
      if drill.kind == .recognize { json.member("form", question.answer) }
      if withAnswers {
        json.member("answer", drill.expected(question))
        json.member("alternatives", question.alternatives)
      }
      json.endObject()
    }
    json.endArray()
  }

  /// A Markdown document: a heading, the name and date line, the numbered questions and the
  /// answer key under its own heading.
  func markdown(withAnswers: Bool) -> String {
    let heading = heading
    var lines = WorksheetMarkdown.heading(heading)
    for question in questions {
      lines.append(
        "\(question.number). \(WorksheetMarkdown.escaped(drill.prompt(question))): \(WorksheetMarkdown.blank)"
      )
    }
    if withAnswers {
      lines += ["", "## " + heading.keyTitle, ""]
      for question in questions {
        lines.append("\(question.number). \(WorksheetMarkdown.escaped(answer(question)))")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The sheet (and its key, on a page of its own) as HTML sections of `WorksheetHTML.page`.
  func html(withAnswers: Bool) -> String {
    let heading = heading
    var html = WorksheetHTML.sheetOpening(heading)
    html += "<ol class=\"questions\">\n"
    for question in questions {
      html +=
        "<li value=\"\(question.number)\"><span class=\"prompt\">"
        + WorksheetHTML.escaped(drill.prompt(question))
        + "</span> <span class=\"blank\"></span></li>\n"
    }
    html += "</ol>\n</section>\n"
    if withAnswers {
      html += WorksheetHTML.keyOpening(heading.keyTitle)
      html += "<ol class=\"answers\">\n"
      for question in questions {
        html +=
          "<li value=\"\(question.number)\">" + WorksheetHTML.escaped(answer(question)) + "</li>\n"
      }
      html += "</ol>\n</section>\n"
    }
    return html
  }
}
