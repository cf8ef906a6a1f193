import ClassKey
import ConjugarQuiz
import Grading
import Messages
import QuizOutput
import WorksheetOutput

/// `grade --format html --per-student`: a printed page for each student to take home, in the
/// report's language and on its paper: the class and name, the score, then a row for each
/// answer not fully right (the question, what was written, the right form, why: the accent
/// slip's note or the first diagnosis, in words, without the kinds' names) and the problems
/// found on the sheet. Each student starts a new page; an empty answers file has none.
extension ClassReport {
  public var studentPages: String { studentPages(styleSheet: nil) }

  /// The student pages with their style linked from `styleSheet` (see `html(styleSheet:)`).
  public func studentPages(styleSheet: String?) -> String {
    let e = WorksheetHTML.escaped
    let say = { (message: Message) in e(message.text(in: self.language)) }
    let title = Message.gradeClassTitle(key.className)
    var body = ""
    for student in students {
      let name = student.name.isEmpty ? Message(.gradeNoName).text(in: language) : student.name
      body += "<section class=\"page\">\n<h1>"
      body += say(.gradeStudentPageTitle(className: key.className, name: name)) + "</h1>\n"
      body += "<p class=\"details\">" + e(student.file)
      body += student.code.map { say(.gradeVersionCode($0)) } ?? ""
      body += "</p>\n"
      body += "<p class=\"score\">"
      body += say(.gradePoints(student.points, of: student.maximum, percent: student.percent))
      body += "</p>\n"
      if student.mistakes.isEmpty {
        body += "<p>" + say(Message(.gradeAllRight)) + "</p>\n"
      } else {
        body += "<table class=\"mistakes\">\n<thead><tr>"
        for column in [
          MessageKey.gradeQuestionColumn, .gradeGivenColumn, .gradeRightColumn, .gradeWhyColumn,
        ] {
          body += "<th>" + say(Message(column)) + "</th>"
        }
        body += "</tr></thead>\n<tbody>\n"
        for answer in student.mistakes { body += mistakeRow(answer) }
        body += "</tbody>\n</table>\n"
      }
      if !student.problems.isEmpty {
        body += "<h2>" + say(Message(.gradeProblemsHeading)) + "</h2>\n<ul>\n"
        for problem in student.problems { body += "<li>" + say(problem) + "</li>\n" }
        body += "</ul>\n"
      }
      body += "</section>\n"
    }
    return page(title: say(title), body: body, styleSheet: styleSheet)
  }

  /// One answer not fully right: number and question, what was written (or "blank"), the
  /// right form (with the others that count), and why.
  private func mistakeRow(_ answer: GradedAnswer) -> String {
    let e = WorksheetHTML.escaped
    let question = answer.question
    var right = question.answer
    if !question.alternatives.isEmpty, key.drill != .translate {
      right += Message.worksheetAlso(question.alternatives.joined(separator: ", ")).text(
        in: language)
    }
    let given =
      answer.given.map(e)
      ?? "<em>" + e(Message(.gradeKindBlank).text(in: language)) + "</em>"
    var why = ""
    if answer.isAccentSlip, let note = key.accents.accentSlipNote(in: language) {
      why = e(note)
    } else if let diagnosis = answer.diagnosis {
      why = e(diagnosis.text(in: language))
    }
    return "<tr><td>" + e("\(question.number). \(prompt(question))") + "</td><td class=\"given\">"
      + given + "</td><td class=\"right\">" + e(right) + "</td><td class=\"why\">" + why
      + "</td></tr>\n"
  }

  /// The student pages' own rules: each page starts a new sheet of paper.
  static let studentPageStyle = """
    section.page + section.page { break-before: page; page-break-before: always; }
    @media screen { section.page + section.page { border-top: 2px dashed #999;
      padding-top: 10mm; margin-top: 10mm; } }
    .score { font-size: 14pt; font-weight: bold; margin: 6pt 0 10pt; }
    table.mistakes { width: 100%; }
    table.mistakes tr { break-inside: avoid; }
    table.mistakes td { vertical-align: top; overflow-wrap: anywhere; }
    td.given { color: #a00; }
    td.given em { color: #555; }
    td.right { font-weight: bold; }
    td.why { font-size: 9.5pt; color: #222; }
    """
}
