/// The simple forms of one verb (or of a family's ending, before its prefix is added):
/// main forms by slot, and further accepted forms.
struct SimpleParadigm: Sendable {
  var forms: [Slot: String] = [:]
  var extras: [Slot: [String]] = [:]

  subscript(_ tense: Tense, _ person: Person) -> String? { forms[.form(tense, person)] }

  mutating func add(extra: String, to slot: Slot) {
    guard forms[slot] != extra, !(extras[slot] ?? []).contains(extra) else { return }
    extras[slot, default: []].append(extra)
  }

  /// Accepts the forms of another paradigm wherever they differ from this one's.
  mutating func merge(alternative other: SimpleParadigm) {
    for (slot, form) in other.forms { add(extra: form, to: slot) }
    for (slot, more) in other.extras { for form in more { add(extra: form, to: slot) } }
  }

  /// The paradigm of a prefixed verb: every form behind the prefix, stress kept.
  func prefixed(_ prefix: String) -> SimpleParadigm {
    guard !prefix.isEmpty else { return self }
    let letters = prefix.letters
    func apply(_ form: String) -> String { String(letters: Stress.prefixing(letters, to: form.letters)) }
    var result = SimpleParadigm()
    result.forms = forms.mapValues(apply)
    result.extras = extras.mapValues { $0.map(apply) }
    return result
  }
}
