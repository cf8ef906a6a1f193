/// The simple forms of one verb (or of a family's ending, before its prefix is added):
/// main forms by slot, and further accepted forms. Stored as arrays indexed by slot.
struct SimpleParadigm: Sendable {
  private var mains = [String?](repeating: nil, count: Slot.count)
  private var others = [[String]](repeating: [], count: Slot.count)

  subscript(_ tense: Tense, _ person: Person) -> String? { mains[Slot.form(tense, person).index] }

  subscript(_ slot: Slot) -> String? {
    get { mains[slot.index] }
    set { mains[slot.index] = newValue }
  }

  /// The main form at an array position (`Slot.index`).
  subscript(_ index: Int) -> String? { mains[index] }

  func extras(_ slot: Slot) -> [String] { others[slot.index] }

  mutating func add(extra: String, to slot: Slot) {
    let index = slot.index
    guard mains[index] != extra, !others[index].contains(extra) else { return }
    others[index].append(extra)
  }

  /// Every slot that has a main form, with it.
  var filledSlots: [(index: Int, form: String)] {
    mains.enumerated().compactMap { index, form in form.map { (index, $0) } }
  }

  /// Accepts the forms of another paradigm wherever they differ from this one's.
  mutating func merge(alternative other: SimpleParadigm) {
    for index in 0..<Slot.count {
      for form in [other.mains[index]].compactMap({ $0 }) + other.others[index] {
        guard mains[index] != form, !others[index].contains(form) else { continue }
        others[index].append(form)
      }
    }
  }

  /// The paradigm of a prefixed verb: every form behind the prefix, stress kept.
  func prefixed(_ prefix: String) -> SimpleParadigm {
    guard !prefix.isEmpty else { return self }
    let letters = prefix.letters
    func apply(_ form: String) -> String {
      String(letters: Stress.prefixing(letters, to: form.letters))
    }
    var result = SimpleParadigm()
    result.mains = mains.map { $0.map(apply) }
    result.others = others.map { $0.map(apply) }
    return result
  }

  /// Adds an extra form by array position (used when scanning every slot).
  mutating func add(extra: String, at index: Int) {
    guard mains[index] != extra, !others[index].contains(extra) else { return }
    others[index].append(extra)
  }
}
