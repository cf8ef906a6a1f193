import ConjugarQuiz
import PlainText

/// The report as text: the class line, each student's score, mistakes and problems, then the
/// class: success per question, kinds of mistake, what to reteach.
extension ClassReport {
  var text: String {
    var lines = [
      "Class \(key.className) · \(counted(students.count, "student")) · "
        + "\(counted(key.versions.count, "version")) · \(key.drill.rawValue) · accents \(key.accents.rawValue)",
      "",
    ]
    for student in students {
      lines.append(
        "\(student.name.isEmpty ? "(no name)" : student.name) · \(student.source)"
          + (student.code.map { " · version \($0)" } ?? "")
          + " · \(student.points)/\(student.maximum) points · \(student.percent)%")
      for answer in student.mistakes { lines += Self.lines(answer, accents: key.accents) }
      for problem in student.problems { lines.append("  ! " + problem) }
      lines.append("")
    }
    lines.append("Success per question")
    for version in questionSuccess {
      lines.append(
        QuizLine.fitted(
          "  \(version.code) (\(counted(version.students, "student"))): "
            + version.questions.map { "\($0.label) \($0.percent)%" }.joined(separator: " · "),
          hanging: 4))
    }
    let kinds = mistakeKinds
    lines.append(
      "Most common mistakes: "
        + (kinds.isEmpty ? "none" : kinds.map { "\($0.kind) \($0.count)" }.joined(separator: " · "))
    )
    let reteach = reteach
    if reteach.tenses.isEmpty && reteach.items.isEmpty {
      lines.append("To reteach: nothing under \(Self.reteachBelow)%")
    } else {
      lines.append("To reteach (under \(Self.reteachBelow)%):")
      for item in reteach.tenses + reteach.items {
        lines.append("  \(item.label): \(item.percent)% of \(counted(item.answers, "answer"))")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `  3. tener · pretérito · yo: tubo → tuve` and the diagnosis line under it.
  static func lines(_ answer: GradedAnswer, accents: AccentsPolicy) -> [String] {
    let question = answer.question
    var mark: String
    switch answer.mark {
    case .skipped: mark = "blank → \(question.answer)"
    case .accentOnly: mark = "\(answer.given ?? "") → \(question.answer) (accents, half marks)"
    default: mark = "\(answer.given ?? "") → \(question.answer)"
    }
    var lines = [QuizLine.fitted("  \(question.number). \(question.prompt): \(mark)", hanging: 6)]
    if answer.isAccentSlip, let note = accents.accentSlipNote(in: .english) {
      lines.append(QuizLine.fitted("     " + note, hanging: 5))
    } else if let diagnosis = answer.diagnosis {
      lines.append(
        QuizLine.fitted("     \(diagnosis.kind.rawValue): \(diagnosis.message)", hanging: 5))
    }
    return lines
  }
}
