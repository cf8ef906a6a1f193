import ConjugarCore
import LineInput
import ConjugarQuiz

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Asks a quiz's questions through a line reader and prints feedback and the summary.
///
/// With `interactive` off (input is not a terminal) every answer is echoed and no time is
/// shown, so the transcript depends only on the seed, the settings and the answers.
struct QuizRunner {
  let questions: [QuizQuestion]
  let options: QuizOptions
  let seed: UInt64
  let reader: any LineReader
  let interactive: Bool
  let write: (String) -> Void
  let now: () -> Date
  var mode: QuizMode = .quiz

  struct Outcome {
    let score: QuizScore
    let finished: Bool
  }

  func run() -> Outcome {
    write(header())
    write("Answer with the verb form; :skip skips a question, :quit stops. Typing help: a' → á, n~ → ñ, u: → ü.")
    let start = now()
    var answers: [QuizAnswer] = []
    var finished = true
    asking: for question in questions {
      write("")
      write("\(question.number)/\(questions.count)  \(Self.describe(question))")
      while true {
        let input = reader.readLine(prompt: "> ")
        switch input {
        case .end:
          finished = false
          break asking
        case .invalid(let reason):
          if !interactive { write("> (unreadable line)") }
          write("  ! \(reason); answer again")
          continue
        case .line(let text):
          if !interactive { write("> \(text)") }
          let command = text.trimmingCharacters().lowercased()
          if command == ":quit" || command == ":q" {
            finished = false
            break asking
          }
          if command == ":skip" || command == ":s" {
            answers.append(QuizAnswer(question: question, given: nil, mark: .skipped))
            write("  – skipped: \(question.answer)")
            break
          }
          if command.hasPrefix(":") {
            write("  ! unknown command '\(text.trimmingCharacters())': use :skip or :quit")
            continue
          }
          let mark = AnswerChecker.mark(text, for: question)
          answers.append(QuizAnswer(question: question, given: text, mark: mark))
          write(Self.feedback(mark, question))
        }
        break
      }
    }
    let score = QuizScore(answers: answers, options: options)
    write("")
    if !finished { write("Stopped after \(answers.count) of \(questions.count) questions.") }
    for line in summary(score) { write(line) }
    if interactive { write("Time: \(Self.duration(now().timeIntervalSince(start)))") }
    return Outcome(score: score, finished: finished)
  }

  func header() -> String {
    if case .review(let due) = mode {
      let length = questions.count == 1 ? "1 question" : "\(questions.count) questions"
      return ["Review", "seed \(seed)", length, "\(due) due today"].joined(separator: " · ")
    }
    var parts = [
      "Quiz", "seed \(seed)", options.difficulty.rawValue, options.region.rawValue,
      "\(questions.count) questions",
    ]
    if options.vos { parts.append("vos") }
    return parts.joined(separator: " · ")
  }

  static func describe(_ question: QuizQuestion) -> String {
    var text = "\(question.verb) · \(question.item.name)"
    if let person = question.person { text += " · \(person.shortLabel)" }
    return text
  }

  static func feedback(_ mark: Mark, _ question: QuizQuestion) -> String {
    switch mark {
    case .correct: "  ✓ correct"
    case .accentOnly: "  ~ almost: \(question.answer) (mind the accents), half marks"
    case .wrong: "  ✗ the answer is \(question.answer)"
    case .skipped: "  – skipped: \(question.answer)"
    }
  }

  func summary(_ score: QuizScore) -> [String] {
    guard !score.answers.isEmpty else { return ["No questions answered."] }
    var lines = ["Summary"]
    let width = String(questions.count).count
    for answer in score.answers {
      let number = String(answer.question.number)
      let padded = String(repeating: " ", count: width - number.count) + number
      let symbol: String =
        switch answer.mark {
        case .correct: "✓"
        case .accentOnly: "~"
        case .wrong: "✗"
        case .skipped: "–"
        }
      var line = "  \(padded) \(symbol) \(Self.describe(answer.question)): "
      switch answer.mark {
      case .correct: line += answer.given.map(AnswerChecker.normalized) ?? answer.question.answer
      case .skipped: line += "(skipped) → \(answer.question.answer)"
      default:
        let given = answer.given?.trimmingCharacters() ?? ""
        line += "\(given.isEmpty ? "(empty)" : given) → \(answer.question.answer)"
      }
      lines.append(line)
    }
    let answered = score.answers.count
    let percent = Int((Double(score.correctCount) * 100 / Double(answered)).rounded())
    var tally = "\(score.correctCount) of \(answered) correct (\(percent)%)"
    if score.accentSlipCount > 0 { tally += ", \(score.accentSlipCount) with accent slips" }
    lines.append("")
    lines.append(tally)
    lines.append(
      "Score: \(score.points) points × \(Self.number(score.difficultyMultiplier)) (\(options.difficulty.rawValue))"
        + " × \(Self.number(score.regionMultiplier)) (\(options.region.rawValue)) = \(score.score)")
    lines.append("Accuracy by tense:")
    let nameWidth = score.accuracyByItem.map(\.item.name.count).max() ?? 0
    for (item, correct, total) in score.accuracyByItem {
      let percent = Int((Double(correct) * 100 / Double(total)).rounded())
      lines.append("  \(item.name.padded(to: nameWidth))  \(correct)/\(total)  \(percent)%")
    }
    return lines
  }

  static func number(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) + ".0" : String(value)
  }

  static func duration(_ seconds: Double) -> String {
    let whole = max(0, Int(seconds.rounded()))
    return whole >= 60 ? "\(whole / 60)m \(whole % 60)s" : "\(whole)s"
  }
}

/// A quiz drawn from the curriculum, or a review of missed items (`quiz --review`).
enum QuizMode: Equatable {
  case quiz
  /// `dueToday`: how many items of the review queue are due today.
  case review(dueToday: Int)

  /// The history's `mode`.
  var name: String {
    switch self {
    case .quiz: "quiz"
    case .review: "review"
    }
  }
}

extension Person {
  /// The person as a quiz names it: yo, tú, vos, él, nosotros, vosotros, ellos.
  var shortLabel: String {
    switch self {
    case .yo: "yo"
    case .tu: "tú"
    case .vos: "vos"
    case .el: "él/usted"
    case .nosotros: "nosotros"
    case .vosotros: "vosotros"
    case .ellos: "ellos/ustedes"
    }
  }
}
