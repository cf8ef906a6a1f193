import CalendarDates
import ConjugarCore
import ConjugarQuiz

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What the history says about the learner: totals, accuracy per tense and per verb family,
/// the weakest items and the streak.
public struct Statistics: Equatable, Sendable {
  public struct ItemRow: Equatable, Sendable {
    public let item: QuizItem
    public let tally: Tally
  }

  public struct FamilyRow: Equatable, Sendable {
    public let family: VerbFamily
    public let tally: Tally
  }

  /// An item (a question in a drill) answered at least twice and missed at least once.
  public struct WeakItem: Equatable, Sendable {
    public let key: QuestionKey
    public let drill: QuizKind
    public let tally: Tally
    /// The last `Statistics.recentAnswers` answers.
    public let recent: Tally
  }

  /// How many of an item's last answers make its recent accuracy.
  public static let recentAnswers = RecentMarks.capacity

  public let quizzes: Int
  /// Of which spaced reviews (`quiz --review`).
  public let spacedReviews: Int
  public let overall: Tally
  public let firstDay: LocalDay?
  public let lastDay: LocalDay?
  public let streak: Streak
  /// Tenses in their usual order, then gerund and participle; only those answered.
  public let byItem: [ItemRow]
  /// Regular -ar, -er, -ir first, then by answers (most first) and model name.
  public let byFamily: [FamilyRow]
  /// Lowest recent accuracy first, then most misses, most answers, and the key.
  public let weakest: [WeakItem]

  /// The statistics of a folded history, seen on the local day of `now`.
  public init(summary: HistorySummary, now: Date, conjugator: Conjugator, weakestLimit: Int = 10) {
    quizzes = summary.quizzes
    spacedReviews = summary.spacedReviews
    overall = summary.overall
    firstDay = summary.days.min()
    lastDay = summary.days.max()
    streak = Streak(days: summary.days, today: summary.calendar.day(of: now))
    byItem = summary.byItem.map { ItemRow(item: $0.key, tally: $0.value) }.sorted {
      $0.item.order < $1.item.order
    }
    var families: [VerbFamily: Tally] = [:]
    for (verb, tally) in summary.byVerb {
      families[VerbFamily(of: verb, conjugator: conjugator), default: Tally()].add(tally)
    }
    byFamily = families.map { FamilyRow(family: $0.key, tally: $0.value) }.sorted { a, b in
      if a.family.rank != b.family.rank { return a.family.rank < b.family.rank }
      if a.tally.answers != b.tally.answers { return a.tally.answers > b.tally.answers }
      return a.family.model < b.family.model
    }
    weakest = Array(
      summary.items.compactMap { key, drill, progress -> WeakItem? in
        let tally = progress.tally
        guard tally.answers >= 2, tally.misses >= 1 else { return nil }
        return WeakItem(
          key: key, drill: drill, tally: tally,
          recent: Tally(progress.recent.suffix(Self.recentAnswers)))
      }
      .sorted { a, b in
        if a.recent.accuracy != b.recent.accuracy { return a.recent.accuracy < b.recent.accuracy }
        if a.tally.misses != b.tally.misses { return a.tally.misses > b.tally.misses }
        if a.tally.answers != b.tally.answers { return a.tally.answers > b.tally.answers }
        if a.key != b.key { return a.key.sortKey < b.key.sortKey }
        return a.drill.rawValue < b.drill.rawValue
      }
      .prefix(max(0, weakestLimit)))
  }
}

extension QuizItem {
  /// Tenses in `Tense` order, then the gerund and the participle.
  var order: Int {
    switch self {
    case .tense(let tense): tense.index
    case .gerund: Tense.allCases.count
    case .participle: Tense.allCases.count + 1
    }
  }
}
