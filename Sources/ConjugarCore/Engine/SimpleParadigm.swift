/// The simple forms of one verb (or of a family's ending, before its prefix is added):
/// main forms by slot, and further accepted forms. The main forms are one array indexed by
/// slot ("" where there is none); the few slots with further forms are listed apart, so that
/// building and freeing a paradigm touches no per-slot optional or array.
struct SimpleParadigm: Sendable {
  private var mains = [String](repeating: "", count: Slot.count)
  /// The slots that have further forms, and those forms, in the same order.
  private var extraSlots: [Int] = []
  private var extraForms: [[String]] = []

  subscript(_ tense: Tense, _ person: Person) -> String? { self[Slot.form(tense, person).index] }

  subscript(_ slot: Slot) -> String? {
    get { self[slot.index] }
    set { mains[slot.index] = newValue ?? "" }
  }

  /// The forms as a conjugation's table, taken out of the paradigm (which has none left):
  /// the arrays are not copied when the table changes them.
  mutating func takeForms() -> FormTable {
    var texts: [String] = []
    var slots: [Int] = []
    var forms: [[String]] = []
    swap(&texts, &mains)
    swap(&slots, &extraSlots)
    swap(&forms, &extraForms)
    return FormTable(texts: texts, alternativeSlots: slots, alternativeForms: forms)
  }

  /// The main form at an array position (`Slot.index`).
  subscript(_ index: Int) -> String? {
    let form = mains[index]
    return form.isEmpty ? nil : form
  }

  func extras(_ slot: Slot) -> [String] { extras(at: slot.index) }

  private func extras(at index: Int) -> [String] {
    guard let position = extraSlots.firstIndex(of: index) else { return [] }
    return extraForms[position]
  }

  mutating func add(extra: String, to slot: Slot) { add(extra: extra, at: slot.index) }

  /// Adds an extra form by array position (used when scanning every slot).
  mutating func add(extra: String, at index: Int) {
    guard mains[index] != extra else { return }
    guard let position = extraSlots.firstIndex(of: index) else {
      extraSlots.append(index)
      extraForms.append([extra])
      return
    }
    guard !extraForms[position].contains(extra) else { return }
    extraForms[position].append(extra)
  }

  /// Every slot that has a main form, with it.
  var filledSlots: [(index: Int, form: String)] {
    mains.enumerated().compactMap { index, form in form.isEmpty ? nil : (index, form) }
  }

  /// Accepts the forms of another paradigm wherever they differ from this one's.
  mutating func merge(alternative other: SimpleParadigm) {
    for index in 0..<Slot.count {
      if let main = other[index] { add(extra: main, at: index) }
      for form in other.extras(at: index) { add(extra: form, at: index) }
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
    result.mains = mains.map { $0.isEmpty ? $0 : apply($0) }
    // Two spellings of the ending may be one behind a prefix: frio and frió (pre-2010) are
    // both refrió.
    for (index, forms) in zip(extraSlots, extraForms) {
      for form in forms { result.add(extra: apply(form), at: index) }
    }
    return result
  }
}
