import CalendarDates
import ConjugarQuiz
import QuizHistory
import ScheduleFitting

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Every answer of the history as the schedule fit reads it (`ScheduleFitting.FitData`): each
/// item's answers in date order (file order for equal dates, as the summary replays them), the
/// grade of each (`FSRS.Grade`) and the whole days since the item's previous answer
/// (`FSRS.elapsedDays`), and what had to be left out or put right, counted.
public struct ReviewLog: Sendable {
  public let data: FitData
  /// Lines that are not JSON objects (or too long), objects without a readable date, answers
  /// without a verb, a known tense, a person the tense has or a known mark.
  public let unreadableLines: Int
  public let undatedRecords: Int
  public let unreadableAnswers: Int
  /// Answers older than their item's previous one in the file (a clock set back, merged
  /// files), put in date order.
  public let outOfOrderAnswers: Int

  /// No answers.
  public init() {
    data = FitData(cards: [])
    (unreadableLines, undatedRecords, unreadableAnswers, outOfOrderAnswers) = (0, 0, 0, 0)
  }

  /// Reads `history` (a missing file is an empty log).
  public init(reading history: QuizHistory, calendar: LocalCalendar)
    throws(QuizHistory.ReadFailure)
  {
    var index: [ItemKey: Int] = [:]
    var answers: [[(date: Date, mark: Mark)]] = []
    var lines = 0
    var records = 0
    var skipped = 0
    var late = 0
    try HistorySummary.forEachPart(of: history, calendar: calendar, batch: LineBatch()) { part in
      for reading in part.readings {
        switch reading.kind {
        case .unreadableLine: lines += 1
        case .undated: records += 1
        // A placement seeds memory states but is no answer: the fit reads answers only.
        case .placement, .placementForgotten: break
        case .quiz(_, let skippedAnswers, _):
          skipped += skippedAnswers
          for answer in part.answers[reading.answers] {
            let card: Int
            if let known = index[answer.key] {
              card = known
            } else {
              card = answers.count
              index[answer.key] = card
              answers.append([])
            }
            if let last = answers[card].last?.date, reading.date < last { late += 1 }
            answers[card].append((reading.date, answer.mark))
          }
        }
      }
    }
    unreadableLines = lines
    undatedRecords = records
    unreadableAnswers = skipped
    outOfOrderAnswers = late
    data = Self.data(answers)
  }

  /// Answers in all.
  public var reviews: Int { data.reviewCount }

  /// Each item's answers sorted by date (stable), numbered in time across the history.
  static func data(_ answers: [[(date: Date, mark: Mark)]]) -> FitData {
    let sorted = answers.map { list in
      list.enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }
        .map(\.element)
    }
    var stamps: [(date: Date, card: Int, index: Int)] = []
    stamps.reserveCapacity(sorted.reduce(0) { $0 + $1.count })
    for (card, list) in sorted.enumerated() {
      for (position, answer) in list.enumerated() { stamps.append((answer.date, card, position)) }
    }
    stamps.sort { ($0.date, $0.card, $0.index) < ($1.date, $1.card, $1.index) }
    var order = sorted.map { [Int](repeating: 0, count: $0.count) }
    for (position, stamp) in stamps.enumerated() { order[stamp.card][stamp.index] = position }
    let cards = sorted.enumerated().map { card, list in
      list.enumerated().map { position, answer in
        FitReview(
          rating: FSRS.Grade(answer.mark).rawValue,
          elapsedDays: position == 0
            ? 0 : FSRS.elapsedDays(from: list[position - 1].date, to: answer.date),
          order: order[card][position])
      }
    }
    return FitData(cards: cards)
  }
}
