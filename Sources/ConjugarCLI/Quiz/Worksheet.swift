import ConjugarOutput
import ConjugarQuiz
import SimpleJSON

/// A quiz printed for a class: the questions, and the answer key if asked for.
struct Worksheet {
  let questions: [QuizQuestion]
  let drill: Drill
  let options: QuizOptions
  let seed: UInt64
  var selection: QuizSelection = .curriculum

  func text(withAnswers: Bool) -> String {
    var header =
      "Worksheet · seed \(seed) · \(options.difficulty.rawValue) · \(options.region.rawValue) · \(counted(questions.count, "question"))"
      + (options.vos ? " · vos" : "") + drill.headerSuffix
    if case .spacedReview(let due) = selection {
      header =
        "Review worksheet · seed \(seed) · \(counted(questions.count, "question")) · \(due) due today"
        + drill.headerSuffix
    }
    var lines = [header]
    if let focus = QuizRunner.describe(options.focus) {
      lines.append(QuizLine.fitted(focus, hanging: 2))
    }
    lines.append("")
    let width = String(questions.count).count
    func number(_ n: Int) -> String {
      String(repeating: " ", count: width - String(n).count) + "\(n)."
    }
    for question in questions {
      lines.append("\(number(question.number)) \(drill.prompt(question)): ____________")
    }
    if withAnswers {
      lines.append("")
      lines.append("Answer key")
      for question in questions {
        var answer = drill.expected(question)
        if drill.mode == .conjugate && !question.alternatives.isEmpty {
          answer += " (also " + question.alternatives.joined(separator: ", ") + ")"
        }
        lines.append(QuizLine.fitted("\(number(question.number)) \(answer)", hanging: width + 2))
      }
    }
    return lines.joined(separator: "\n")
  }

  /// `[{"number":1,"verb":"hablar","tense":"presenteDeIndicativo","person":"yo","answer":"hablo","alternatives":[]}, …]`
  func json(withAnswers: Bool) -> String {
    var json = JSONWriter()
    json.beginArray()
    for question in questions {
      json.beginObject()
      json.member("number", question.number)
      json.member("verb", question.verb)
      json.member("tense", question.item.key)
      json.member("person", question.person?.rawValue)
      if drill.mode == .recognize { json.member("form", question.answer) }
      if withAnswers {
        json.member("answer", drill.expected(question))
        json.member("alternatives", question.alternatives)
      }
      json.endObject()
    }
    json.endArray()
    return json.text
  }
}
