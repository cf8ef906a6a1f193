/// One answer to one item, as the optimiser reads it: its grade (FSRS's 1 Again … 4 Easy) and
/// the whole days since the item's previous answer (0 for the first, for an answer on the same
/// day, and for a clock set back), in the order the answers were given.
public struct FitReview: Equatable, Sendable {
  public let rating: Int
  public let elapsedDays: Int
  /// The answer's place in the whole history (0, 1, 2, …, in time order): the time-series split
  /// and the recency weights follow it.
  public let order: Int

  /// `rating` is clamped to 1…4 and `elapsedDays` to 0…36,500 (a negative gap is a clock set
  /// back: the same day, as the scheduler reads it).
  public init(rating: Int, elapsedDays: Int, order: Int) {
    self.rating = min(4, max(1, rating))
    self.elapsedDays = min(36_500, max(0, elapsedDays))
    self.order = order
  }
}

/// A prediction the fit learns from (fsrs-rs's `FSRSItem`): answer `index` of card `card`,
/// given after a gap of a day or more (same-day answers shape the memory state through the
/// short-term parameters w₁₇…w₁₉ but are not predicted, as in fsrs-rs and Anki).
struct FitItem: Equatable, Sendable {
  let card: Int
  let index: Int
  let order: Int
}

/// The answers of a history grouped by item, and the predictions they hold.
public struct FitData: Sendable {
  public let cards: [[FitReview]]
  /// Every answer given a day or more after the previous one, in time order.
  let items: [FitItem]

  public init(cards: [[FitReview]]) {
    self.cards = cards
    var items: [FitItem] = []
    for (card, reviews) in cards.enumerated() {
      for index in reviews.indices.dropFirst() where reviews[index].elapsedDays > 0 {
        items.append(FitItem(card: card, index: index, order: reviews[index].order))
      }
    }
    items.sort { ($0.order, $0.card, $0.index) < ($1.order, $1.card, $1.index) }
    self.items = items
  }

  /// Answers in all.
  public var reviewCount: Int { cards.reduce(0) { $0 + $1.count } }

  /// Predictions in all (answers given a day or more after the item's previous one).
  public var predictionCount: Int { items.count }

  /// Answers given a day or more after the previous one, before the first of which the
  /// card has none (fsrs-rs's `long_term_review_cnt`), up to and including answer `index`.
  func longTermCount(card: Int, through index: Int) -> Int {
    cards[card][1...max(1, index)].reduce(0) { $0 + ($1.elapsedDays > 0 ? 1 : 0) }
  }

  /// The card's first answer given a day or more after the previous one.
  func firstLongTerm(card: Int) -> FitReview? {
    cards[card].dropFirst().first { $0.elapsedDays > 0 }
  }
}
