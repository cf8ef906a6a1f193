/// Turns simple forms into the table: vos and the clitic pronouns of pronominal verbs.
/// Compound forms, the negative imperative (no + the present subjunctive) and the slots usage
/// lacks are read off the conjugation when asked for (`Conjugation.form(_:_:)`), so they are
/// not stored.
struct TableAssembler {
  private(set) var paradigm: SimpleParadigm
  let isPronominal: Bool
  let defectiveness: Defectiveness

  /// The table of simple forms. The paradigm's main forms become the table's (one array, not
  /// copied), so read `gerund` and `participle` first.
  mutating func takeTable() -> FormTable {
    let voseante = voseanteSubjunctive()
    guard !isPronominal else {
      var table = FormTable()
      for tense in Tense.simple where !defectiveness.lacks(tense) {
        for person in tense.persons where !defectiveness.lacks(tense, person) {
          let (text, alternatives) = form(tense, person, voseante: voseante)
          table.set(Slot.form(tense, person).index, text, alternatives: alternatives)
        }
      }
      return table
    }
    // Without pronouns, the simple forms are the paradigm's as they are, but for the vos
    // present subjunctive, which adds the voseante forms to tú's (tengas, tengás).
    let vos = Slot.form(.presenteDeSubjuntivo, .vos).index
    let vosSubjunctive =
      defectiveness.lacks(.presenteDeSubjuntivo, .vos)
      ? nil : form(.presenteDeSubjuntivo, .vos, voseante: voseante)
    var table = paradigm.takeForms()
    if let (text, alternatives) = vosSubjunctive {
      table.set(vos, text, alternatives: alternatives)
    }
    return table
  }

  var gerund: VerbForm {
    let forms = all(.gerund).map { isPronominal ? Self.attaching("se", to: $0) : $0 }
    return VerbForm(forms[0], alternatives: Array(forms.dropFirst()))
  }

  var participle: VerbForm {
    let forms = all(.participle)
    return VerbForm(forms[0], alternatives: Array(forms.dropFirst()))
  }

  /// haber's forms, each followed by a space, by slot: the first piece of every compound form
  /// ("habré " + "hablado").
  static let auxiliaryPrefixes: [String] = {
    let haber = ParadigmBuilder(
      model: ModelCatalog.model(named: "haber")!, infinitive: "haber".letters
    ).build()
    return (0..<Slot.count).map { index in (haber[index] ?? "") + " " }
  }()

  /// The first piece of a compound form: the auxiliary and its space, after the pronoun of a
  /// pronominal verb ("habré ", "me he ").
  static func compoundPrefix(_ tense: Tense, _ person: Person, pronominal: Bool) -> String {
    guard let auxiliaryTense = tense.auxiliaryTense else { return "" }
    let haber = auxiliaryPrefixes[Slot.form(auxiliaryTense, person).index]
    return pronominal ? String(words: person.reflexivePronoun, haber) : haber
  }

  // MARK: - Slots

  private func all(_ slot: Slot) -> [String] {
    guard let main = paradigm[slot] else { return [] }
    return [main] + paradigm.extras(slot)
  }

  /// The forms of a slot, main first, without building an array.
  private func forEach(_ slot: Slot, _ body: (String) -> Void) {
    guard let main = paradigm[slot] else { return }
    body(main)
    for extra in paradigm.extras(slot) { body(extra) }
  }

  /// A simple slot's main form and its alternatives. `voseante` is `voseanteSubjunctive()`,
  /// worked out once per table.
  private func form(_ tense: Tense, _ person: Person, voseante: [String]) -> (String, [String]) {
    var forms = UniqueForms()
    if tense == .imperativoPositivo {
      forEach(.form(tense, person)) { form in
        for attached in enclitic(person, form) { forms.add(attached) }
      }
    } else {
      forEach(.form(tense, person)) { forms.add(proclitic(person, $0)) }
      if tense == .presenteDeSubjuntivo && person == .vos {
        for form in voseante { forms.add(proclitic(person, form)) }
      }
    }
    return forms.result
  }

  /// Forms in order, each once: the first is the main form, the rest its alternatives. No
  /// array is allocated while there is only one.
  private struct UniqueForms {
    private var main: String? = nil
    private var others: [String] = []

    mutating func add(_ form: String) {
      guard let main else {
        self.main = form
        return
      }
      if form != main && !others.contains(form) { others.append(form) }
    }

    var result: (String, [String]) { (main ?? "", others) }
  }

  /// The voseante present subjunctive (hablés, tengás), accepted beside the tú form; a
  /// pre-2010 vosotros spelling gives its own (fiéis → fiés beside fies).
  private func voseanteSubjunctive() -> [String] {
    all(.form(.presenteDeSubjuntivo, .vosotros)).flatMap { vosotros in
      let form = ParadigmBuilder.voseo(vosotros)
      guard vosotros.unicodeScalars.contains(where: Letters.hasAccent) else { return [form] }
      return [form, String(letters: ParadigmBuilder.voseoLetters(vosotros))]
    }
  }

  // MARK: - Pronouns

  private func proclitic(_ person: Person, _ form: String) -> String {
    isPronominal ? String(words: person.reflexivePronoun, form) : form
  }

  /// levanta + te → levántate; levantemos + nos → levantémonos; levantad + os → levantaos.
  private func enclitic(_ person: Person, _ form: String) -> [String] {
    guard isPronominal else { return [form] }
    if person == .vosotros && form == "id" { return ["idos", "iros"] }
    var letters = form.letters
    let stressed = Stress.stressedVowel(letters)
    if person == .nosotros, letters.last == "s" { letters.removeLast() }
    if person == .vosotros, letters.last == "d" { letters.removeLast() }
    let pronoun = person.reflexivePronoun.letters
    guard let stressed else { return [String(letters: letters + pronoun)] }
    return [String(letters: Stress.accentuate(letters + pronoun, stressed: stressed))]
  }

  static func attaching(_ pronoun: String, to form: String) -> String {
    String(letters: Stress.suffixing(form.letters, with: pronoun.letters))
  }

}
