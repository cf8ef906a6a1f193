import ConjugarQuiz
import GrammarWords
import Messages
import PlainText

/// The lines after a quiz's last answer: the first answer to each question (what the score
/// counts), the tally, how many missed questions were relearned, the score and the accuracy by
/// tense; before them, for a quiz stopped early, how far it got.
public struct QuizSummary {
  public let drill: Drill
  public let options: QuizOptions
  /// How many questions the quiz asked: the width of the numbers.
  public let questionCount: Int
  public var language = Language.english

  public init(
    drill: Drill, options: QuizOptions, questionCount: Int, language: Language = .english
  ) {
    self.drill = drill
    self.options = options
    self.questionCount = questionCount
    self.language = language
  }

  /// "Stopped after 3 of 10 questions."
  public func stopped(answered: Int) -> String {
    say(.quizStopped(answered: answered, of: questionCount))
  }

  /// The time the quiz took (shown on a terminal only).
  public func time(seconds: Double) -> String { say(.quizTime(Self.duration(seconds))) }

  /// The summary of `score`; one line when nothing was answered.
  public func lines(_ score: QuizScore) -> [String] {
    let firstAnswers = score.firstAnswers
    guard !firstAnswers.isEmpty else { return [say(Message(.quizNoneAnswered))] }
    var lines = [say(Message(.quizSummary))]
    let width = String(questionCount).count
    for answer in firstAnswers { lines.append(line(answer, width: width)) }
    let answered = firstAnswers.count
    let percent = Int((Double(score.correctCount) * 100 / Double(answered)).rounded())
    var tally = say(.quizTally(correct: score.correctCount, answered: answered, percent: percent))
    if score.accentSlipCount > 0 {
      tally += say(.quizAccentSlips(score.accentSlipCount))
    }
    lines.append("")
    lines.append(tally)
    if score.missedCount > 0 {
      lines.append(say(.quizRelearned(score.relearnedCount, of: score.missedCount)))
    }
    lines.append(
      say(
        .quizScore(
          points: score.points, difficultyFactor: Self.number(score.difficultyMultiplier),
          difficulty: say(options.difficulty.message),
          regionFactor: Self.number(score.regionMultiplier),
          region: say(options.region.message), score: score.score)))
    lines.append(say(Message(.quizAccuracyHeading)))
    let nameWidth = score.accuracyByItem.map { $0.item.name(in: language).count }.max() ?? 0
    for (item, correct, total) in score.accuracyByItem {
      let percent = Int((Double(correct) * 100 / Double(total)).rounded())
      lines.append(
        "  \(item.name(in: language).padded(to: nameWidth))  \(correct)/\(total)  "
          + say(.quizPercent(percent)))
    }
    return lines
  }

  /// "   3 ✗ tener · pretérito · yo: tubo → tuve": number, mark, prompt, what was given.
  private func line(_ answer: QuizAnswer, width: Int) -> String {
    let number = String(answer.question.number)
    let padded = String(repeating: " ", count: width - number.count) + number
    let symbol: String =
      switch answer.mark {
      case .correct: "✓"
      case .accentOnly, .partlyRight: "~"
      case .wrong: "✗"
      case .skipped: "–"
      }
    var line = "  \(padded) \(symbol) \(drill.prompt(answer.question, in: language)): "
    let expected = drill.expected(answer.question, in: language)
    switch answer.mark {
    case .correct: line += answer.given.map(AnswerChecker.displayed) ?? expected
    case .skipped: line += say(Message(.quizSkippedMark)) + " → \(expected)"
    default:
      let given = answer.given?.trimmingWhitespace() ?? ""
      line += "\(given.isEmpty ? say(Message(.quizEmptyMark)) : given) → \(expected)"
    }
    return QuizLine.fitted(line, hanging: width + 6)
  }

  /// A multiplier as the score line shows it: "1.0", "1.5".
  public static func number(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) + ".0" : String(value)
  }

  /// "42s", "2m 5s": whole seconds, never negative.
  public static func duration(_ seconds: Double) -> String {
    let whole = max(0, Int(seconds.rounded()))
    return whole >= 60 ? "\(whole / 60)m \(whole % 60)s" : "\(whole)s"
  }

  private func say(_ message: Message) -> String { message.text(in: language) }
}
