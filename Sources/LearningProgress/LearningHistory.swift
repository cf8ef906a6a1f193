import ConjugarQuiz
import QuizHistory
import SimpleJSON

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One answer from the history: when, what was asked, and how it was marked.
public struct PastAnswer: Equatable, Sendable {
  /// The date of its quiz.
  public let date: Date
  public let key: QuestionKey
  public let mark: Mark

  public init(date: Date, key: QuestionKey, mark: Mark) {
    self.date = date
    self.key = key
    self.mark = mark
  }
}

/// One quiz from the history.
public struct PastQuiz: Equatable, Sendable {
  public let date: Date
  /// True for a spaced review, `conjugar quiz --review` (`"mode":"review"`); records without a
  /// mode are curriculum quizzes.
  public let isSpacedReview: Bool
  /// True for `conjugar quiz --mode recognize` (`"drill":"recognize"`): its answers are not read.
  public let isRecognition: Bool
  public let answers: [PastAnswer]
  /// Its score, for personal bests: nil unless a finished quiz of the curriculum with a score.
  public let attempt: QuizAttempt?

  public init(
    date: Date, isSpacedReview: Bool, isRecognition: Bool, answers: [PastAnswer],
    attempt: QuizAttempt? = nil
  ) {
    self.date = date
    self.isSpacedReview = isSpacedReview
    self.isRecognition = isRecognition
    self.answers = answers
    self.attempt = attempt
  }
}

/// The quiz history held in memory as typed quizzes and answers, oldest first. Whatever cannot
/// be read is skipped and counted, never fatal: the file may be hand-edited or written by a
/// newer version.
///
/// It holds every answer: for tests and small histories. `stats` and `quiz --review` read the
/// file line by line into a `HistorySummary` instead, which holds only what they report.
public struct LearningHistory: Sendable {
  /// Every readable quiz, oldest first (file order for equal dates).
  public let quizzes: [PastQuiz]
  /// Lines that are not JSON objects.
  public let skippedLines: Int
  /// Objects without a readable `date`.
  public let skippedRecords: Int
  /// Answers without a verb, a known tense, a person the tense has, or a known mark.
  public let skippedAnswers: Int

  /// Every answer, oldest first.
  public var answers: [PastAnswer] { quizzes.flatMap(\.answers) }

  public var isEmpty: Bool { quizzes.isEmpty }

  /// Reads the whole history file (a missing file is an empty history).
  public init(reading history: QuizHistory) throws(QuizHistory.ReadFailure) {
    let (records, skipped) = try history.read()
    self.init(records: records, skippedLines: skipped)
  }

  /// History lines as JSON (`QuizRecord`).
  public init(records: [JSONValue], skippedLines: Int = 0) {
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
  public init(_ record: QuizRecord) {
    self.init(
      date: record.date, isSpacedReview: record.selection == .spacedReview,
      isRecognition: record.drill == .recognize,
      answers: record.answers.map { PastAnswer(date: record.date, key: $0.key, mark: $0.mark) },
      attempt: QuizAttempt(record))
  }
}
