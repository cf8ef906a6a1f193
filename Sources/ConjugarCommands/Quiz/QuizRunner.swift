import AnswerDiagnosis
import ConjugarOutput
import ConjugarQuiz
import LineInput
import Messages
import PlainText
import QuizOutput

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Asks a quiz's questions through a line reader: the answer loop. What it writes is
/// `QuizOutput`'s: the header (`QuizHeader`), each question and what is said to input that is
/// no answer (`QuizTurnText`), the feedback for one answer (`AnswerFeedback`) and the summary
/// (`QuizSummary`).
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

  var header: QuizHeader {
    var header = QuizHeader(
      drill: drill, options: options, seed: seed, questionCount: questions.count)
    header.source = source
    header.dueToday = dueToday
    header.weakSpots = weakSpots
    header.language = language
    return header
  }

  var turnText: QuizTurnText {
    QuizTurnText(drill: drill, questionCount: questions.count, language: language)
  }

  var feedback: AnswerFeedback {
    AnswerFeedback(
      drill: drill, accents: accents, style: style, diagnoser: diagnoser, language: language)
  }

  var summary: QuizSummary {
    QuizSummary(
      drill: drill, options: options, questionCount: questions.count, language: language)
  }

  func run() -> Outcome {
    let (turnText, feedback) = (turnText, feedback)
    for line in header.lines { write(line) }
    let start = now()
    var queue = RelearningQueue(questions)
    var answers: [QuizAnswer] = []
    var finished = true
    var inputFailure: Message?
    asking: while let turn = queue.next() {
      let question = turn.question
      write("")
      write(turnText.question(question, isRepeat: turn.isRepeat))
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
          if !interactive { write(turnText.unreadableLine) }
          write(turnText.answerAgain(reason: reason))
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
            write(turnText.skipped(question))
          } else if command.hasPrefix(":") {
            write(turnText.unknownCommand(text.trimmingWhitespace()))
            continue
          } else if command.isEmpty {
            write(turnText.nothingTyped)
            continue
          } else {
            let mark = drill.mark(text, question, accents: accents)
            let diagnosis = feedback.diagnosis(mark, question, given: text)
            answer = QuizAnswer(
              question: question, given: text, mark: mark, isRepeat: turn.isRepeat,
              diagnosis: diagnosis?.kind.rawValue, irregularity: diagnosis?.irregularity?.key)
            for line in feedback.lines(
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
    return end(answers, finished: finished, inputFailure: inputFailure, since: start)
  }

  /// Writes the summary (after how far the quiz got, when stopped early, and before the time,
  /// on a terminal) and says how the quiz ended.
  private func end(
    _ answers: [QuizAnswer], finished: Bool, inputFailure: Message?, since start: Date
  ) -> Outcome {
    let score = QuizScore(answers: answers, options: options)
    let summary = summary
    write("")
    if !finished { write(summary.stopped(answered: score.firstAnswers.count)) }
    for line in summary.lines(score) { write(line) }
    if interactive { write(summary.time(seconds: now().timeIntervalSince(start))) }
    return Outcome(
      score: score, finished: finished, inputFailure: inputFailure, language: language)
  }
}
