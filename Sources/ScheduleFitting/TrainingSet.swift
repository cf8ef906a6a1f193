/// The predictions a fit learns from, prepared as fsrs-rs's `prepare_training_data` does: the
/// first-interval groups (first grade × days to the first answer a day or more later) that
/// are rare or far (the smallest making up 5 % of a grade's items, at least 20; fewer than six
/// items; over 100 days) are dropped, with every item of the cards they came from.
struct TrainingSet {
  /// Items kept, in time order.
  let items: [FitItem]
  /// The first-interval groups used to estimate the first stabilities, by first grade.
  let initialGroups: [Int: [InitialStability.Group]]
  /// Items whose history holds exactly one answer a day or more later (the estimate's items).
  let initialCount: Int
  /// The share of kept items remembered.
  let averageRecall: Double

  init(data: FitData, items candidates: [FitItem]) {
    // The first long-term answer of each card: (first grade, days) → labels.
    var groups: [Int: [Int: [Bool]]] = [:]
    var firstItems: [FitItem] = []
    for item in candidates where data.longTermCount(card: item.card, through: item.index) == 1 {
      let reviews = data.cards[item.card]
      groups[reviews[0].rating, default: [:]][reviews[item.index].elapsedDays, default: []].append(
        reviews[item.index].rating > 1)
      firstItems.append(item)
    }
    var removed: [Int: Set<Int>] = [:]
    var kept: [Int: [InitialStability.Group]] = [:]
    for rating in groups.keys.sorted() {
      let byDays = groups[rating]!
      // Largest first, then the longer gap first; removed from the end (smallest).
      let ordered = byDays.sorted { a, b in
        a.value.count != b.value.count ? a.value.count > b.value.count : a.key > b.key
      }
      let total = ordered.reduce(0) { $0 + $1.value.count }
      var removedSoFar = 0
      for (days, labels) in ordered.reversed() {
        if removedSoFar + labels.count >= max(20, total / 20) {
          if labels.count >= 6, days <= (rating != 4 ? 100 : 365) {
            let recalled = labels.reduce(0) { $0 + ($1 ? 1 : 0) }
            kept[rating, default: []].append(
              InitialStability.Group(
                days: Double(days), recall: Double(recalled) / Double(labels.count),
                count: Double(labels.count)))
          } else {
            removed[rating, default: []].insert(days)
          }
        } else {
          removedSoFar += labels.count
          removed[rating, default: []].insert(days)
        }
      }
    }
    let survivors = candidates.filter { item in
      let reviews = data.cards[item.card]
      guard let first = data.firstLongTerm(card: item.card) else { return true }
      return !(removed[reviews[0].rating]?.contains(first.elapsedDays) ?? false)
    }
    items = survivors
    initialGroups = kept.mapValues { $0.sorted { $0.days < $1.days } }
    initialCount = kept.values.reduce(0) { $0 + $1.reduce(0) { $0 + Int($1.count) } }
    let recalled = survivors.reduce(0) { $0 + (data.cards[$1.card][$1.index].rating > 1 ? 1 : 0) }
    averageRecall = survivors.isEmpty ? 0 : Double(recalled) / Double(survivors.count)
  }
}
