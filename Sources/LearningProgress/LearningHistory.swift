import ConjugarCore
import ConjugarQuiz
import ConjugarSettings
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
  /// True for `conjugar quiz --review` (`"mode":"review"`); records without a mode are quizzes.
  public let isReview: Bool
  /// True for `conjugar quiz --mode recognize` (`"drill":"recognize"`): its answers are not read.
  public let isRecognition: Bool
  public let answers: [PastAnswer]
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

  /// Records as `conjugar quiz` writes them: `{"date":…,"mode":…,"answers":[{"verb","tense","person","mark"}…]}`.
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
  /// A record as `conjugar quiz` writes it, and how many of its answers cannot be read; nil
  /// when it is not an object with a readable `date`. The reference reading: `RecordScanner`
  /// must agree with it on every line.
  static func reading(_ record: JSONValue) -> (PastQuiz, skippedAnswers: Int)? {
    guard case .object(let fields) = record, case .string(let text)? = fields["date"],
      let date = ISODate.parse(text)
    else { return nil }
    // A recognition drill (naming a form's verb, tense and person) trains another skill: the
    // quiz counts for the streak, its answers do not enter conjugation accuracy or reviews.
    let isRecognition = fields["drill"] == .string("recognize")
    var answers: [PastAnswer] = []
    var skipped = 0
    if !isRecognition, case .array(let entries)? = fields["answers"] {
      for entry in entries {
        if let answer = Self.answer(entry, date: date) {
          answers.append(answer)
        } else {
          skipped += 1
        }
      }
    }
    let isReview = fields["mode"] == .string("review")
    return (
      PastQuiz(date: date, isReview: isReview, isRecognition: isRecognition, answers: answers),
      skipped
    )
  }

  static func answer(_ value: JSONValue, date: Date) -> PastAnswer? {
    guard case .object(let fields) = value,
      case .string(let verb)? = fields["verb"], !verb.isEmpty,
      case .string(let itemKey)? = fields["tense"], let item = QuizItem(key: itemKey),
      case .string(let markName)? = fields["mark"], let mark = Mark(rawValue: markName)
    else { return nil }
    var person: Person? = nil
    if case .tense(let tense) = item {
      guard case .string(let personKey)? = fields["person"],
        let named = Person(rawValue: personKey),
        tense.persons.contains(named)
      else { return nil }
      person = named
    }
    return PastAnswer(
      date: date, key: QuestionKey(verb: verb, item: item, person: person), mark: mark)
  }
}
