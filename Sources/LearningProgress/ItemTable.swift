import ConjugarQuiz

/// Every item answered (a question in a drill) and its progress, read like a dictionary keyed by
/// `QuestionKey` and drill.
/// It is the table the history is folded into (keyed by `ItemKey`, whose hash is computed
/// once, on the threads that read the lines): handing it over as it is, rather than copied
/// into a `[QuestionKey: ItemProgress]`, keeps one hash table at the peak instead of two.
public struct ItemTable: Collection, Equatable, Sendable {
  public typealias Element = (key: QuestionKey, drill: QuizKind, value: ItemProgress)
  public typealias Index = Dictionary<ItemKey, ItemProgress>.Index

  var storage: [ItemKey: ItemProgress] = [:]

  public var startIndex: Index { storage.startIndex }
  public var endIndex: Index { storage.endIndex }
  public func index(after index: Index) -> Index { storage.index(after: index) }

  public subscript(position: Index) -> Element {
    let (key, value) = storage[position]
    return (key.key, key.drill, value)
  }

  /// The progress of one question in one drill; nil when it was never answered there.
  public subscript(key: QuestionKey, drill: QuizKind = .conjugate) -> ItemProgress? {
    storage[ItemKey(key, drill: drill)]
  }

  public var count: Int { storage.count }

  /// The progress of every question, in no order.
  public var values: Dictionary<ItemKey, ItemProgress>.Values { storage.values }
}
