import CalendarDates
import ConjugarCore
import ConjugarQuiz
import QuizHistory

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What makes two quizzes' scores comparable: the same drill, difficulty, region, vos, number
/// of questions and selection. Each changes what is asked or how it scores (difficulty and
/// region multiply the score, vos adds forms, a selection narrows them), and a quiz of 50
/// questions can score ten times one of 5: comparing them would make short quizzes never count.
public struct ScoreGroup: Hashable, Sendable, Comparable {
  public let drill: QuizKind
  public let difficulty: Difficulty
  public let region: Region
  public let vos: Bool
  /// The questions asked (the history's `questions`).
  public let questions: Int
  /// The selection, in a canonical order (tenses and persons in table order, verbs sorted,
  /// each once): `--tense a,b` and `--tense b,a` drill the same.
  public var focus: QuizFocus {
    QuizFocus(items: items, verbs: verbs, persons: persons, irregularOnly: irregularOnly)
  }
  private let items: [QuizItem]
  private let verbs: [String]
  private let persons: [Person]
  private let irregularOnly: Bool

  public init(drill: QuizKind, options: QuizOptions) {
    self.drill = drill
    difficulty = options.difficulty
    region = options.region
    vos = options.asksVos
    questions = options.count
    let focus = options.focus
    items = QuizItem.all.filter(focus.items.contains)
    verbs = Set(focus.verbs).sorted()
    persons = Person.allCases.filter(focus.persons.contains)
    irregularOnly = focus.irregularOnly
  }

  /// The drill (in `QuizKind` order: conjugation, recognition, translation, context,
  /// recognition in sentences), then difficulty, region, vos, length, the whole curriculum
  /// before selections: the order `stats` lists them in.
  public static func < (left: ScoreGroup, right: ScoreGroup) -> Bool {
    left.order.lexicographicallyPrecedes(right.order)
  }

  private var order: [String] {
    func index<T: Equatable>(_ value: T, in list: [T]) -> String {
      String(list.firstIndex(of: value) ?? list.count)
    }
    return [
      index(drill, in: QuizKind.allCases), index(difficulty, in: Difficulty.allCases),
      index(region, in: Region.allCases), vos ? "1" : "0",
      String(repeating: "0", count: max(0, 20 - String(questions).count)) + String(questions),
      focus.isEmpty ? "" : "1" + focus.json.compact(),
    ]
  }
}

/// One finished quiz of the curriculum with its score: what personal bests are made of.
public struct QuizAttempt: Equatable, Sendable {
  public let group: ScoreGroup
  public let score: Int
  public let date: Date
  public let seed: UInt64?

  public init(group: ScoreGroup, score: Int, date: Date, seed: UInt64?) {
    self.group = group
    self.score = score
    self.date = date
    self.seed = seed
  }

  /// Fewer questions than this make no personal best: a quiz of one or two questions is over
  /// before it shows anything, and a best that easy to set would only discourage the next.
  public static let minimumQuestions = 5

  /// nil unless the quiz is from the curriculum (not `--review`, whose questions depend on
  /// past mistakes), was finished (stopping early is not a score), has its score and options
  /// (difficulty, region, vos, count and a readable selection), asked at least
  /// `minimumQuestions` and scored above 0: a best is something to beat, and 0 (every answer
  /// skipped) is nothing to be proud of nor a bar worth announcing as beaten.
  public init?(
    date: Date, isSpacedReview: Bool, drill: QuizKind, seed: UInt64?,
    options: QuizOptions?, score: Int?, finished: Bool?
  ) {
    guard !isSpacedReview, finished == true, let score, score > 0, let options,
      options.count >= Self.minimumQuestions
    else { return nil }
    self.init(
      group: ScoreGroup(drill: drill, options: options), score: score, date: date, seed: seed)
  }

  public init?(_ record: QuizRecord) {
    self.init(
      // Only the curriculum's quizzes compete: a review or a weak-spots drill is not comparable.
      date: record.date, isSpacedReview: record.source != .curriculum, drill: record.kind,
      seed: record.seed, options: record.options, score: record.score, finished: record.finished)
  }

  /// Better than `other`: a higher score; for the same score, the earlier quiz (the one that
  /// reached it first), then the smaller seed, so the best does not depend on the file order.
  public func isBetter(than other: QuizAttempt) -> Bool {
    if score != other.score { return score > other.score }
    if date != other.date { return date < other.date }
    return (seed ?? .max) < (other.seed ?? .max)
  }
}

/// The best attempt of each group, folded one quiz at a time.
public struct PersonalBests: Equatable, Sendable {
  private var best: [ScoreGroup: QuizAttempt] = [:]

  public init() {}

  public var isEmpty: Bool { best.isEmpty }

  /// Every group's best, in `ScoreGroup` order.
  public var all: [QuizAttempt] { best.values.sorted { $0.group < $1.group } }

  public subscript(group: ScoreGroup) -> QuizAttempt? { best[group] }

  public mutating func add(_ attempt: QuizAttempt) {
    if let current = best[attempt.group], !attempt.isBetter(than: current) { return }
    best[attempt.group] = attempt
  }

  /// How a quiz just taken stands against the bests before it.
  public enum Standing: Equatable, Sendable {
    /// The first score of its group.
    case first
    /// A higher score than `previous`, the best so far.
    case beaten(previous: QuizAttempt)
    /// Not higher than the best so far.
    case notBeaten(best: QuizAttempt)
  }

  public func standing(of attempt: QuizAttempt) -> Standing {
    guard let current = best[attempt.group] else { return .first }
    return attempt.score > current.score ? .beaten(previous: current) : .notBeaten(best: current)
  }
}

extension PersonalBests {
  /// The bests of a history file (a missing file has none; unreadable lines are skipped, as
  /// `stats` skips them), read through its summary cache (`CachedSummary`), which is then
  /// brought up to date (its due counts for `retention`).
  public init(
    reading history: QuizHistory, calendar: LocalCalendar,
    retention: Double = FSRS.defaultRetention
  ) throws(QuizHistory.ReadFailure) {
    let cached = try CachedSummary(reading: history, calendar: calendar)
    cached.save(retention: retention)
    self = cached.summary.bests
  }
}

extension QuizAttempt {
  /// The attempt as a history line holds it, without answers: `init?(_:)` of the record read
  /// back from it gives the same attempt.
  var record: QuizRecord {
    QuizRecord(
      date: date, source: .curriculum, kind: group.drill, seed: seed,
      options: QuizOptions(
        difficulty: group.difficulty, region: group.region, vos: group.vos,
        count: group.questions, focus: group.focus),
      score: score, finished: true, answers: [])
  }
}
