import AnswerDiagnosis
import ConjugarCore
import ConjugarOutput
import ConjugarQuiz
import GrammarWords
import LineInput
import Messages
import PlainText

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Asks a quiz's questions through a line reader and prints feedback and the summary.
///
/// Relearning: a question not answered right comes back a few questions later, as
/// `RelearningQueue` places it ("3/10 again"), until right or asked three times; only first
/// answers score, and `:quit` ends the repeats too. Stopping during the repeats at the end
/// leaves a finished quiz: every question has its first answer.
///
/// With `interactive` off (input is not a terminal) every answer is echoed and no time is
/// shown, so the transcript depends only on the seed, the settings and the answers.
struct QuizRunner {
  let questions: [QuizQuestion]
  let drill: Drill
  let options: QuizOptions
  let seed: UInt64
  let reader: any LineReader
  let interactive: Bool
  let write: (String) -> Void
  let now: () -> Date
  var source: QuestionSource = .curriculum
  /// A spaced review: how many items of its queue are due today.
  var dueToday = 0
  /// A weak-spots drill (`quiz --weak`): the habits it drills, named in the header.
  var weakSpots: [String] = []
  /// `--accents`: what an accent slip earns; strict and ignore say so after the mark.
  var accents: AccentsPolicy = .default
  /// Colour for marks and wrong letters (a terminal); without it a caret line marks the letters.
  var style: TextStyle = .plain
  /// `--speak`: says the right answer after each question (`Drill.spoken`: the shown form in
  /// recognition, the whole sentence in the sentence drills).
  var speak: ((String) -> Void)? = nil
  /// Explains wrong answers in the feedback; built once per quiz.
  var diagnoser: Diagnoser? = nil
  /// The language of the quiz's lines, its diagnoses included.
  var language = Language.english
  /// Called with every answer given so far after each one, before its question is asked again
  /// or the next is: what a signal that ends the process writes (`AnswerKeeper`).
  var given: (([QuizAnswer]) -> Void)? = nil

  /// `message` in the quiz's language.
  private func say(_ message: Message) -> String { message.text(in: language) }

  /// The catalogue's `key`, without placeholders, in the quiz's language.

  /// The difficulty as the header and the score name it ("easy", "fácil").
  private var difficultyName: String { say(options.difficulty.message) }

  /// The region as the header and the score name it ("latin-america", "Latinoamérica").
  private var regionName: String { say(options.region.message) }

  /// How to answer the drill, with the typing help where forms are written.
  private var instructions: String {
    switch drill.kind {
    case .conjugate: say(.quizInstructionsConjugate)
    case .recognize: say(.quizInstructionsRecognize)
    case .translate: say(.quizInstructionsTranslate)
    case .context: say(.quizInstructionsContext)
    case .recognizeSentences: say(.quizInstructionsRecognizeSentences)
    }
  }

  /// What the header adds for the drill (" · recognize", " · reconocimiento").
  private var drillName: String { drill.headerSuffix(in: language) }

  /// "5 questions", "1 pregunta".
  private func questionCount(_ count: Int) -> String {
    say(.quizQuestions(count))
  }

  struct Outcome {
    let score: QuizScore
    let finished: Bool
    /// Why reading answers failed ("input/output error"), when it did: the quiz stopped as if
    /// interrupted, and the command reports it after recording the answers given.
    var inputFailure: Message? = nil
    var language = Language.english

    /// The message for `inputFailure`.
    var inputFailureMessage: String? {
      inputFailure.map {
        Message.quizInputFailure(reason: $0.text(in: language)).text(in: language)
      }
    }
  }

  func run() -> Outcome {
    write(header())
    if let only = options.focus.headerLine(in: language) {
      write(QuizLine.fitted(only, hanging: 2))
    }
    write(instructions)
    let start = now()
    var queue = RelearningQueue(questions)
    var answers: [QuizAnswer] = []
    var finished = true
    var inputFailure: Message?
    asking: while let turn = queue.next() {
      let question = turn.question
      write("")
      // A long prompt (a context sentence) wraps under its text, past the number.
      let number = "\(question.number)/\(questions.count)"
      write(
        QuizLine.fitted(
          drill.prompt(question, in: language),
          after: number + (turn.isRepeat ? say(.quizAgain) : "") + "  ",
          hanging: number.count + 2))
      // Stopping while relearning at the end leaves every question answered: a finished quiz.
      let stopsUnfinished = !(turn.isRepeat && queue.hasAskedEveryQuestion)
      while true {
        let input = reader.readAnswer(prompt: "> ")
        let answer: QuizAnswer
        switch input {
        case .end, .interrupted:
          finished = !stopsUnfinished
          inputFailure = input == .end ? reader.failureReason : nil
          break asking
        case .invalid(let reason):
          if !interactive { write(say(.quizUnreadableLine)) }
          write(say(.quizAnswerAgain(reason: say(reason))))
          continue
        case .line(let text):
          if !interactive { write("> \(text)") }
          let command = text.trimmingWhitespace().lowercased()
          if command == ":quit" || command == ":q" {
            finished = !stopsUnfinished
            break asking
          }
          if command == ":skip" || command == ":s" {
            answer = QuizAnswer(
              question: question, given: nil, mark: .skipped, isRepeat: turn.isRepeat)
            write(
              QuizLine.fitted(
                "  –" + say(.quizSkipped(expected: drill.expected(question, in: language))),
                hanging: 4))
          } else if command.hasPrefix(":") {
            write(say(.quizUnknownCommand(text.trimmingWhitespace())))
            continue
          } else if command.isEmpty {
            write(say(.quizNothingTyped))
            continue
          } else {
            let mark = drill.mark(text, question, accents: accents)
            let diagnosis = diagnosis(mark, question, given: text)
            answer = QuizAnswer(
              question: question, given: text, mark: mark, isRepeat: turn.isRepeat,
              diagnosis: diagnosis?.kind.rawValue, irregularity: diagnosis?.irregularity?.key)
            for line in feedback(
              mark, question, given: text, diagnosis: diagnosis, isRepeat: turn.isRepeat)
            {
              write(line)
            }
          }
        }
        answers.append(answer)
        given?(answers)
        queue.answered(turn, answer.mark)
        speak?(drill.spoken(question))
        break
      }
    }
    let score = QuizScore(answers: answers, options: options)
    write("")
    if !finished {
      write(
        say(.quizStopped(answered: score.firstAnswers.count, of: questions.count)))
    }
    for line in summary(score) { write(line) }
    if interactive {
      write(say(.quizTime(Self.duration(now().timeIntervalSince(start)))))
    }
    return Outcome(
      score: score, finished: finished, inputFailure: inputFailure, language: language)
  }

  func header() -> String {
    if source == .spacedReview {
      return [
        say(.quizReviewWord), say(.quizSeed(seed)),
        questionCount(questions.count), say(.quizDueToday(dueToday)),
      ]
      .joined(separator: " · ") + drillName
    }
    if source == .weakSpots {
      // The habits' names can run long: wrapped like the quiz's other lines.
      return QuizLine.fitted(
        [
          say(.quizWeakSpotsWord), say(.quizSeed(seed)),
          questionCount(questions.count),
          weakSpots.joined(separator: ", "),
        ]
        .joined(separator: " · ") + drillName, hanging: 2)
    }
    var parts = [
      say(.quizWord), say(.quizSeed(seed)), difficultyName, regionName,
      questionCount(questions.count),
    ]
    if options.asksVos { parts.append("vos") }
    return parts.joined(separator: " · ") + drillName
  }

  /// The lines after an answer: the mark and the expected answer, its wrong letters marked
  /// (in colour, or by a caret line under them), and which form a wrong answer is when it is
  /// another form of the verb: `diagnosis` (`diagnosis(_:_:given:)`), or the drill's reading.
  func feedback(
    _ mark: Mark, _ question: QuizQuestion, given: String, diagnosis: Diagnosis?,
    isRepeat: Bool = false
  ) -> [String] {
    // A repeat of relearning is not scored: its half-right marks say no "half marks".
    let half = isRepeat ? "" : say(.quizHalfMarks)
    let expected = drill.expected(question, in: language)
    switch mark {
    case .correct:
      let others = drill.otherReadings(given, question, in: language)
      if let note = accentSlipNote(given, question) {
        return ["  " + style.right("✓") + say(.quizCorrect), "    " + note]
      }
      return [
        QuizLine.fitted(
          "  " + style.right("✓") + say(.quizCorrect)
            + (others.isEmpty
              ? ""
              : say(.quizCanAlsoBe(others.joined(separator: say(.quizOr))))),
          hanging: 4)
      ]
    case .accentOnly:
      var lines = marked(
        style.nearly("~"), say(.quizAlmost), expected, given: given,
        after: say(.quizMindAccents) + half)
      // The generic accent line would repeat "mind the accents"; a meaning or a rule is news.
      if diagnosis?.explanation.key != .diagnosisMindTheAccent,
        let line = diagnosisLine(question, given: given, diagnosis)
      {
        lines.append(line)
      }
      return lines
    case .partlyRight:
      var lines = [
        QuizLine.fitted(
          "  " + style.nearly("~") + say(.quizVerbIsRight(expected: expected)) + half,
          hanging: 4)
      ]
      if let cue = drill.cue(for: given, question, in: language) {
        lines.append(QuizLine.fitted("    " + cue, hanging: 4))
      } else if let line = diagnosisLine(question, given: given, diagnosis) {
        lines.append(line)
      }
      if let english = drill.english(question, in: language) {
        lines.append(QuizLine.fitted("    " + english, hanging: 4))
      }
      return lines
    case .wrong:
      var lines = marked(style.wrong("✗"), say(.quizAnswerIs), expected, given: given)
      if let note = accentSlipNote(given, question) {
        lines.append("    " + note)
        return lines
      }
      // Context: another tense of the right form is answered by the sentence's cue.
      if let cue = drill.cue(for: given, question, in: language) {
        lines.append(QuizLine.fitted("    " + cue, hanging: 4))
      } else if let line = diagnosisLine(question, given: given, diagnosis) {
        lines.append(line)
      } else if let other = drill.otherSlot(of: given, question, in: language) {
        lines.append(QuizLine.fitted("    (\(other))", hanging: 5))
      }
      if let english = drill.english(question, in: language) {
        lines.append(QuizLine.fitted("    " + english, hanging: 4))
      }
      return lines
    case .skipped: return ["  –" + say(.quizSkipped(expected: expected))]
    }
  }

  /// "accent slip: counted wrong (strict accents)" when the policy, not "almost", marked an
  /// accent slip; nil otherwise.
  private func accentSlipNote(_ given: String, _ question: QuizQuestion) -> String? {
    guard accents != .half, drill.kind != .recognize,
      AnswerChecker.isAccentSlip(given, for: question)
    else { return nil }
    return accents.accentSlipNote(in: language)
  }

  /// The first diagnosis of an answer not accepted, in the drills that write forms
  /// (conjugation, translation): shown in the feedback and recorded in the history.
  func diagnosis(_ mark: Mark, _ question: QuizQuestion, given: String) -> Diagnosis? {
    guard let diagnoser, mark != .correct, !drill.kind.isRecognition else { return nil }
    return diagnoser.diagnose(given, for: question, mark: mark).diagnoses.first
  }

  /// The first diagnosis of an answer not accepted, as one indented line (dim on a terminal):
  /// for recognition, the form the reading given would be.
  private func diagnosisLine(_ question: QuizQuestion, given: String, _ diagnosis: Diagnosis?)
    -> String?
  {
    guard let diagnoser else { return nil }
    let message: String?
    switch drill.kind {
    case .recognize, .recognizeSentences:
      message = diagnoser.recognitionHint(given, shown: question.answer)?.text(in: language)
    case .conjugate, .translate, .context: message = diagnosis?.text(in: language)
    }
    guard let message else { return nil }
    return style.dim(QuizLine.fitted("    " + message, hanging: 4))
  }

  /// The mark (one column, maybe coloured), `label`, `expected` and `after`, with the letters of
  /// `expected` the answer got wrong marked: bold red with colour, else a caret line under them.
  /// Recognition answers are not marked.
  private func marked(
    _ symbol: String, _ label: String, _ expected: String, given: String, after: String = ""
  ) -> [String] {
    let lead = "  " + symbol + label
    let leadWidth = 3 + label.count
    guard !drill.kind.isRecognition, leadWidth + expected.count <= QuizLine.width else {
      return [QuizLine.fitted(lead + expected + after, hanging: 4)]
    }
    let answer = AnswerChecker.normalized(given)
    if style.usesColor {
      let flags = AnswerDifference.marks(given: answer, expected: expected)
      var text = ""
      var run = ""
      var runIsWrong = false
      for (character, wrong) in zip(expected, flags) {
        if wrong != runIsWrong {
          text += runIsWrong ? style.irregular(run) : run
          run = ""
          runIsWrong = wrong
        }
        run.append(character)
      }
      text += runIsWrong ? style.irregular(run) : run
      return [lead + text + after]
    }
    let carets = AnswerDifference.markerLine(given: answer, expected: expected)
    let line = QuizLine.fitted(lead + expected + after, hanging: 4)
    guard !carets.isEmpty else { return [line] }
    return [line, String(repeating: " ", count: leadWidth) + carets]
  }

  /// The first answer to each question (what the score counts), the score, how many missed
  /// questions were relearned, and the accuracy by tense.
  func summary(_ score: QuizScore) -> [String] {
    let firstAnswers = score.firstAnswers
    guard !firstAnswers.isEmpty else { return [say(.quizNoneAnswered)] }
    var lines = [say(.quizSummary)]
    let width = String(questions.count).count
    for answer in firstAnswers {
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
      case .correct: line += answer.given.map(AnswerChecker.normalized) ?? expected
      case .skipped: line += say(.quizSkippedMark) + " → \(expected)"
      default:
        let given = answer.given?.trimmingWhitespace() ?? ""
        line += "\(given.isEmpty ? say(.quizEmptyMark) : given) → \(expected)"
      }
      lines.append(QuizLine.fitted(line, hanging: width + 6))
    }
    let answered = firstAnswers.count
    let percent = Int((Double(score.correctCount) * 100 / Double(answered)).rounded())
    var tally = say(.quizTally(correct: score.correctCount, answered: answered, percent: percent))
    if score.accentSlipCount > 0 {
      tally += say(.quizAccentSlips(score.accentSlipCount))
    }
    lines.append("")
    lines.append(tally)
    if score.missedCount > 0 {
      lines.append(
        say(.quizRelearned(score.relearnedCount, of: score.missedCount)))
    }
    lines.append(
      say(
        .quizScore(
          points: score.points, difficultyFactor: Self.number(score.difficultyMultiplier),
          difficulty: difficultyName, regionFactor: Self.number(score.regionMultiplier),
          region: regionName, score: score.score)))
    lines.append(say(.quizAccuracyHeading))
    let nameWidth = score.accuracyByItem.map { $0.item.name(in: language).count }.max() ?? 0
    for (item, correct, total) in score.accuracyByItem {
      let percent = Int((Double(correct) * 100 / Double(total)).rounded())
      lines.append(
        "  \(item.name(in: language).padded(to: nameWidth))  \(correct)/\(total)  "
          + say(.quizPercent(percent)))
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
