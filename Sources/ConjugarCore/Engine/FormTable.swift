/// A conjugation's forms by tense and person, laid out to be cheap to build and to free: one
/// string per slot (most are short enough to need no heap allocation) and the few slots with
/// alternatives listed apart. `Conjugation.form(_:_:)` makes a `VerbForm` of a slot when read.
struct FormTable: Sendable {
  /// By `Slot.index` (tense × person; the last two, gerund and participle, are not read): the
  /// form, or "" where there is none. A compound tense's slot holds the auxiliary with its
  /// space ("habré ", "me he "): the participle follows it.
  private var texts: [String]
  /// The slots that have alternatives, and those alternatives, in the same order.
  private var alternativeSlots: [Int] = []
  private var alternativeForms: [[String]] = []

  /// An empty table.
  init() { texts = [String](repeating: "", count: Slot.count) }

  /// A table of the given forms by `Slot.index`, without alternatives.
  init(texts: [String]) {
    precondition(texts.count == Slot.count)
    self.texts = texts
  }

  /// The slot's form (for a compound tense, its first piece), or "" where there is none.
  func text(at index: Int) -> String { texts[index] }

  /// The slot's further accepted forms, whole.
  func alternatives(at index: Int) -> [String] {
    guard let position = alternativeSlots.firstIndex(of: index) else { return [] }
    return alternativeForms[position]
  }

  /// Sets a slot that has no alternatives yet.
  mutating func set(_ index: Int, _ text: String, alternatives: [String]) {
    texts[index] = text
    add(alternatives: alternatives, at: index)
  }

  /// Gives a slot that has none yet its alternatives.
  mutating func add(alternatives: [String], at index: Int) {
    guard !alternatives.isEmpty else { return }
    alternativeSlots.append(index)
    alternativeForms.append(alternatives)
  }

  /// Removes a slot's form (it has no alternatives).
  mutating func clear(_ index: Int) {
    if !texts[index].isEmpty { texts[index] = "" }
  }
}
