/// A conjugation's simple forms by tense and person, laid out to be cheap to build and to
/// free: one string per slot (most are short enough to need no heap allocation) and the few
/// slots with alternatives listed apart. `Conjugation.form(_:_:)` makes a `VerbForm` of a slot
/// when it is read, and works out compound forms then.
struct FormTable: Sendable {
  /// By `Slot.index`: the form, or "" where there is none. Only the slots of the simple tenses
  /// a conjugation `includes` and its verb does not lack are read.
  private var texts: [String]
  /// The slots that have alternatives, and those alternatives, in the same order.
  private var alternativeSlots: [Int]
  private var alternativeForms: [[String]]

  /// An empty table.
  init() {
    self.init(
      texts: [String](repeating: "", count: Slot.count), alternativeSlots: [],
      alternativeForms: [])
  }

  /// A table of the given forms by `Slot.index`, and the alternatives of some slots.
  init(texts: [String], alternativeSlots: [Int], alternativeForms: [[String]]) {
    precondition(texts.count == Slot.count && alternativeSlots.count == alternativeForms.count)
    self.texts = texts
    self.alternativeSlots = alternativeSlots
    self.alternativeForms = alternativeForms
  }

  /// The slot's form, or "" where there is none.
  func text(at index: Int) -> String { texts[index] }

  /// The slot's further accepted forms.
  func alternatives(at index: Int) -> [String] {
    guard let position = alternativeSlots.firstIndex(of: index) else { return [] }
    return alternativeForms[position]
  }

  /// Sets a slot's form and alternatives, replacing any it had.
  mutating func set(_ index: Int, _ text: String, alternatives: [String]) {
    texts[index] = text
    if let position = alternativeSlots.firstIndex(of: index) {
      alternativeSlots.remove(at: position)
      alternativeForms.remove(at: position)
    }
    guard !alternatives.isEmpty else { return }
    alternativeSlots.append(index)
    alternativeForms.append(alternatives)
  }
}
