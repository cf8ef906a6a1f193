#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
import ConjugarCore
import ConjugarQuiz

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

  /// An item answered at least twice and missed at least once.
  public struct WeakItem: Equatable, Sendable {
    public let key: QuestionKey
    public let tally: Tally
    /// The last `Statistics.recentAnswers` answers.
    public let recent: Tally
  }

  /// How many of an item's last answers make its recent accuracy.
  public static let recentAnswers = 5

  public let quizzes: Int
  /// Of which review quizzes.
  public let reviews: Int
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

  public init(
    history: LearningHistory, now: Date, calendar: LocalCalendar, conjugator: Conjugator, weakestLimit: Int = 10
  ) {
    let answers = history.answers
    let days = history.quizzes.map { calendar.day(of: $0.date) }
    quizzes = history.quizzes.count
    reviews = history.quizzes.filter(\.isReview).count
    overall = Tally(answers.map(\.mark))
    firstDay = days.min()
    lastDay = days.max()
    streak = Streak(days: Set(days), today: calendar.day(of: now))

    var items: [QuizItem: Tally] = [:]
    var families: [VerbFamily: Tally] = [:]
    var familyOfVerb: [String: VerbFamily] = [:]
    var marksByKey: [QuestionKey: [Mark]] = [:]
    for answer in answers {
      items[answer.key.item, default: Tally()].add(answer.mark)
      let family = familyOfVerb[answer.key.verb] ?? VerbFamily(of: answer.key.verb, conjugator: conjugator)
      familyOfVerb[answer.key.verb] = family
      families[family, default: Tally()].add(answer.mark)
      marksByKey[answer.key, default: []].append(answer.mark)
    }
    byItem = items.map { ItemRow(item: $0.key, tally: $0.value) }.sorted { $0.item.order < $1.item.order }
    byFamily = families.map { FamilyRow(family: $0.key, tally: $0.value) }.sorted { a, b in
      if a.family.rank != b.family.rank { return a.family.rank < b.family.rank }
      if a.tally.answers != b.tally.answers { return a.tally.answers > b.tally.answers }
      return a.family.model < b.family.model
    }
    weakest = Array(
      marksByKey.compactMap { key, marks -> WeakItem? in
        let tally = Tally(marks)
        guard tally.answers >= 2, tally.misses >= 1 else { return nil }
        return WeakItem(key: key, tally: tally, recent: Tally(marks.suffix(Self.recentAnswers)))
      }
      .sorted { a, b in
        if a.recent.accuracy != b.recent.accuracy { return a.recent.accuracy < b.recent.accuracy }
        if a.tally.misses != b.tally.misses { return a.tally.misses > b.tally.misses }
        if a.tally.answers != b.tally.answers { return a.tally.answers > b.tally.answers }
        return a.key.sortKey < b.key.sortKey
      }
      .prefix(weakestLimit))
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
