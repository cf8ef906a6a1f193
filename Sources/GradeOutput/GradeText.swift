import AnswerDiagnosis
import ClassKey
import ConjugarQuiz
import Grading
import Messages
import PlainText
import QuizOutput

/// The report as text, in the report's language: the class line, each student's score,
/// mistakes and problems, then the class: success per question, kinds of mistake, what to
/// reteach. What students wrote (names, codes, answers, file names) reaches a terminal: every
/// line is escaped as the rest of the program escapes input (`escapingControlCharacters`), so
/// no answer can set the title, clear the screen, reorder a line or start one of its own.
extension ClassReport {
  public var text: String {
    var lines = [
      Message.gradeClassLine(
        className: key.className, students: students.count, versions: key.versions.count,
        drill: key.drill.rawValue, accents: key.accents.rawValue
      ).text(in: language).escapingControlCharacters,
      "",
    ]
    for student in students {
      let heading =
        (student.name.isEmpty ? Message(.gradeNoName).text(in: language) : student.name)
        + " · " + student.source.text(in: language)
        + (student.code.map { Message.gradeVersionCode($0).text(in: language) } ?? "")
        + " · "
        + Message.gradePoints(student.points, of: student.maximum, percent: student.percent)
        .text(in: language)
      lines.append(heading.escapingControlCharacters)
      for answer in student.mistakes { lines += answerLines(answer) }
      for problem in student.problems {
        lines.append("  ! " + problem.text(in: language).escapingControlCharacters)
      }
      for note in student.notes {
        lines.append("  · " + note.text(in: language).escapingControlCharacters)
      }
      lines.append("")
    }
    if !emptyFiles.isEmpty {
      let files = emptyFiles.map(\.file.escapingControlCharacters)
      lines += [Message.gradeEmptyFiles(files).text(in: language), ""]
    }
    lines.append(Message(.gradeSuccessHeading).text(in: language))
    for version in questionSuccess {
      lines.append(
        QuizLine.fitted(
          ("  \(version.code) (\(Message.gradeStudents(version.students).text(in: language))): "
            + successes(version.questions)).escapingControlCharacters, hanging: 4))
    }
    let kinds = mistakeKinds
    lines.append(
      Message.gradeMistakesLine(kinds.isEmpty ? Message(.gradeNone).text(in: language) : kindList)
        .text(in: language))
    let reteach = reteach(in: language)
    if reteach.tenses.isEmpty && reteach.items.isEmpty {
      lines.append(Message.gradeReteachNothing(under: Self.reteachBelow).text(in: language))
    } else {
      lines.append(Message.gradeReteachUnder(Self.reteachBelow).text(in: language))
      for item in reteach.tenses + reteach.items {
        lines.append("  " + reteachLine(item).escapingControlCharacters)
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// "1 80% · 2 100%": each question's number and success.
  func successes(_ questions: [Success]) -> String {
    questions.map { "\($0.label) " + Message.gradePercent($0.percent).text(in: language) }
      .joined(separator: " · ")
  }

  /// "blank 3 · accent 2": the kinds of mistake, "blank" and "wrong" in the report's language.
  /// The diagnoses' kinds are their JSON names in English, words in Spanish (`DiagnosisKind`).
  var kindList: String {
    mistakeKinds.map { kind, count in
      let name =
        switch kind {
        case "blank": Message(.gradeKindBlank).text(in: language)
        case "wrong": Message(.gradeKindWrong).text(in: language)
        default: DiagnosisKind(rawValue: kind)?.label.text(in: language) ?? kind
        }
      return "\(name) \(count)"
    }.joined(separator: " · ")
  }

  /// "pretérito: 40% of 12 answers".
  func reteachLine(_ item: Success) -> String {
    Message.gradeReteachItem(item.label, percent: item.percent, answers: item.answers)
      .text(in: language)
  }

  /// A question as the report's reader names it: a conjugation question by its verb, tense and
  /// person in `language` (the key file keeps the English label), another drill's as the sheet
  /// printed it (an English phrase, a sentence).
  func prompt(_ question: ClassKey.Question) -> String {
    key.drill == .conjugate ? question.quizQuestion.key.label(in: language) : question.prompt
  }

  /// `  3. tener · pretérito · yo: tubo → tuve` and the diagnosis line under it.
  func answerLines(_ answer: GradedAnswer) -> [String] {
    let question = answer.question
    let accents = key.accents
    var mark: String
    switch answer.mark {
    case .skipped: mark = Message.gradeBlankGiven(answer: question.answer).text(in: language)
    case .accentOnly:
      mark = Message.gradeAccentsHalfMarks(given: answer.given ?? "", answer: question.answer)
        .text(in: language)
    default: mark = "\(answer.given ?? "") → \(question.answer)"
    }
    var lines = [
      QuizLine.fitted(
        "  \(question.number). \(prompt(question)): \(mark)".escapingControlCharacters, hanging: 6)
    ]
    if answer.isAccentSlip, let note = accents.accentSlipNote(in: language) {
      lines.append(QuizLine.fitted("     " + note, hanging: 5))
    } else if let diagnosis = answer.diagnosis {
      let kind = diagnosis.kind.label.text(in: language)
      lines.append(
        QuizLine.fitted(
          "     \(kind): \(diagnosis.text(in: language))".escapingControlCharacters, hanging: 5))
    }
    return lines
  }
}
