import CalendarDates
import ConjugarCore
import ConjugarQuiz
import QuizHistory
import SimpleJSON

@testable import LearningProgress

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One answer from the history: when, what was asked, and how it was marked.
struct PastAnswer: Equatable, Sendable {
  /// The date of its quiz.
  let date: Date
  let key: QuestionKey
  let mark: Mark
  /// A repeat of relearning: for the schedule, not the tallies.
  var isRepeat = false
}

/// One quiz from the history.
struct PastQuiz: Equatable, Sendable {
  let date: Date
  /// True for a spaced review, `conjugar quiz --review` (`"mode":"review"`); records without a
  /// mode are curriculum quizzes.
  let isSpacedReview: Bool
  /// True for `conjugar quiz --mode recognize` (`"drill":"recognize"`): its answers are not read.
  let isRecognition: Bool
  /// The drill (`"drill"`): an item is a question in a drill.
  let drill: QuizKind
  let answers: [PastAnswer]
  /// Its score, for personal bests: nil unless a finished quiz of the curriculum with a score.
  let attempt: QuizAttempt?

  init(
    date: Date, isSpacedReview: Bool, isRecognition: Bool, drill: QuizKind = .conjugate,
    answers: [PastAnswer], attempt: QuizAttempt? = nil
  ) {
    self.date = date
    self.isSpacedReview = isSpacedReview
    self.isRecognition = isRecognition
    self.drill = drill
    self.answers = answers
    self.attempt = attempt
  }
}

/// The quiz history held in memory as typed quizzes and answers, oldest first: the tests'
/// plain model of what `stats` and `quiz --review` fold line by line into a `HistorySummary`.
/// Whatever cannot be read is skipped and counted.
struct LearningHistory: Sendable {
  /// Every readable quiz, oldest first (file order for equal dates).
  let quizzes: [PastQuiz]
  /// Lines that are not JSON objects.
  let skippedLines: Int
  /// Objects without a readable `date`.
  let skippedRecords: Int
  /// Answers without a verb, a known tense, a person the tense has, or a known mark.
  let skippedAnswers: Int

  /// Every answer, oldest first.
  var answers: [PastAnswer] { quizzes.flatMap(\.answers) }

  var isEmpty: Bool { quizzes.isEmpty }

  /// Reads the whole history file (a missing file is an empty history).
  init(reading history: QuizHistory) throws(QuizHistory.ReadFailure) {
    var records: [JSONValue] = []
    var skipped = 0
    try history.forEachLine { line in
      if let line, let value = JSONValue(parsing: line), case .object = value {
        records.append(value)
      } else {
        skipped += 1
      }
    }
    self.init(records: records, skippedLines: skipped)
  }

  /// History lines as JSON (`QuizRecord`).
  init(records: [JSONValue], skippedLines: Int = 0) {
    var quizzes: [PastQuiz] = []
    var skippedRecords = 0
    var skippedAnswers = 0
    for record in records {
      guard let (quiz, skipped) = PastQuiz.reading(record) else {
        skippedRecords += 1
        continue
      }
      quizzes.append(quiz)
      skippedAnswers += skipped
    }
    self.quizzes = quizzes.enumerated()
      .sorted {
        $0.element.date != $1.element.date
          ? $0.element.date < $1.element.date : $0.offset < $1.offset
      }
      .map(\.element)
    self.skippedLines = skippedLines
    self.skippedRecords = skippedRecords
    self.skippedAnswers = skippedAnswers
  }
}

extension PastQuiz {
  /// A history line's record (`QuizRecord(reading:)`), and how many of its answers cannot be
  /// read; nil when it is not an object with a readable `date`.
  static func reading(_ json: JSONValue) -> (PastQuiz, skippedAnswers: Int)? {
    guard let record = QuizRecord(reading: json) else { return nil }
    return (PastQuiz(record), record.unreadableAnswers)
  }

  /// The parts of a record that stats and spaced review use.
  init(_ record: QuizRecord) {
    self.init(
      date: record.date, isSpacedReview: record.source == .spacedReview,
      isRecognition: record.kind == .recognize, drill: record.kind,
      answers: record.answers.map {
        PastAnswer(date: record.date, key: $0.key, mark: $0.mark, isRepeat: $0.isRepeat)
      },
      attempt: QuizAttempt(record))
  }
}

extension HistorySummary {
  /// A history already in memory (its quizzes are sorted); skipped lines are not counted.
  init(history: LearningHistory, calendar: LocalCalendar) {
    self.init(calendar: calendar)
    for quiz in history.quizzes {
      add(
        date: quiz.date, isSpacedReview: quiz.isSpacedReview, day: calendar.day(of: quiz.date),
        attempt: quiz.attempt,
        answers: quiz.answers.lazy.map {
          LineBatch.Answer(
            key: ItemKey($0.key, drill: quiz.drill), mark: $0.mark, isRepeat: $0.isRepeat)
        })
    }
    replayOutOfOrder { _ in }
  }
}

extension Statistics {
  /// The statistics of a history held in memory.
  init(
    history: LearningHistory, now: Date, calendar: LocalCalendar, conjugator: Conjugator,
    weakestLimit: Int = 10
  ) {
    self.init(
      summary: HistorySummary(history: history, calendar: calendar), now: now,
      conjugator: conjugator, weakestLimit: weakestLimit)
  }
}

extension SpacedReviewScheduler {
  /// The queue of a history held in memory.
  init(
    history: LearningHistory, calendar: LocalCalendar, retention: Double = FSRS.defaultRetention,
    now: Date
  ) {
    self.init(
      summary: HistorySummary(history: history, calendar: calendar), retention: retention,
      now: now)
  }
}
