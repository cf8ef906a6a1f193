/// Turns simple forms into the full table: vos, negative imperative, compound tenses,
/// clitic pronouns of pronominal verbs and the slots usage lacks.
struct TableAssembler {
  private(set) var paradigm: SimpleParadigm
  /// The auxiliary's forms followed by a space, by slot (`auxiliaryPrefixes(_:)`).
  let auxiliary: [String]
  let isPronominal: Bool
  let defectiveness: Defectiveness
  /// The tenses to assemble; the others' slots stay nil.
  var tenses = TenseSet.all

  /// The full table. The paradigm's main forms become the table's (one array, not copied):
  /// read `gerund` and `participle` first.
  mutating func takeTable() -> FormTable {
    let participles = all(.participle)
    let voseante =
      tenses.contains(.presenteDeSubjuntivo) || tenses.contains(.imperativoNegativo)
      ? voseanteSubjunctive() : []
    guard !isPronominal else {
      var table = FormTable()
      for tense in Tense.allCases where tenses.contains(tense) && !isAbsent(tense) {
        for person in tense.persons where !isAbsent(tense, person) {
          let (text, alternatives) = form(
            tense, person, participles: participles, voseante: voseante)
          table.set(Slot.form(tense, person).index, text, alternatives: alternatives)
        }
      }
      return table
    }
    // Without pronouns, most simple forms are the paradigm's as they are, so the table starts
    // as its main forms. First the slots made from other simple forms, while they are there:
    // the negative imperative and the vos present subjunctive.
    var derived: [(index: Int, form: (String, [String]))] = []
    for tense in [Tense.imperativoNegativo, .presenteDeSubjuntivo] where includes(tense) {
      for person in tense.persons
      where (tense == .imperativoNegativo || person == .vos) && !isAbsent(tense, person) {
        derived.append(
          (
            Slot.form(tense, person).index,
            form(tense, person, participles: participles, voseante: voseante)
          ))
      }
    }
    var table = FormTable(texts: paradigm.takeMainForms())
    for tense in Tense.allCases {
      let included = includes(tense)
      let persons = tense.persons
      for person in Person.allCases {
        let index = Slot.form(tense, person).index
        guard included, persons.contains(person), !isAbsent(tense, person) else {
          table.clear(index)
          continue
        }
        if let auxiliaryTense = tense.auxiliaryTense {
          // "habré " and the participle, joined when read (`Conjugation.form`).
          guard !participles.isEmpty else {
            table.clear(index)
            continue
          }
          let haber = auxiliary[Slot.form(auxiliaryTense, person).index]
          table.set(
            index, haber,
            alternatives: participles.count == 1 ? [] : participles.dropFirst().map { haber + $0 })
        } else if tense != .imperativoNegativo
          && !(tense == .presenteDeSubjuntivo && person == .vos)
        {
          table.add(alternatives: paradigm.extras(.form(tense, person)), at: index)
        }
      }
    }
    for (index, (text, alternatives)) in derived {
      table.set(index, text, alternatives: alternatives)
    }
    return table
  }

  private func includes(_ tense: Tense) -> Bool { tenses.contains(tense) && !isAbsent(tense) }

  var gerund: VerbForm {
    let forms = all(.gerund).map { isPronominal ? Self.attaching("se", to: $0) : $0 }
    return VerbForm(forms[0], alternatives: Array(forms.dropFirst()))
  }

  var participle: VerbForm {
    let forms = all(.participle)
    return VerbForm(forms[0], alternatives: Array(forms.dropFirst()))
  }

  /// Each form of the auxiliary with the space after it (habré + " "), worked out once for
  /// every compound form: "habré hablado" is then one concatenation.
  static func auxiliaryPrefixes(_ paradigm: SimpleParadigm) -> [String] {
    (0..<Slot.count).map { index in (paradigm[index] ?? "") + " " }
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

  /// A slot's main form and its alternatives; for a compound tense, the main form is only its
  /// auxiliary piece ("habré ", "me he "), which the participle follows (`FormTable`).
  /// `voseante` is `voseanteSubjunctive()`, worked out once per table.
  private func form(_ tense: Tense, _ person: Person, participles: [String], voseante: [String])
    -> (String, [String])
  {
    if let auxiliaryTense = tense.auxiliaryTense {
      // Participles are distinct, so are their compounds.
      guard !participles.isEmpty else { return ("", []) }
      let haber = proclitic(person, auxiliary[Slot.form(auxiliaryTense, person).index])
      return (haber, participles.dropFirst().map { haber + $0 })
    }
    var forms = UniqueForms()
    if tense == .imperativoNegativo {
      let subjunctive = Slot.form(.presenteDeSubjuntivo, person == .vos ? Person.tu : person)
      forEach(subjunctive) { forms.add("no " + proclitic(person, $0)) }
      if person == .vos {
        for form in voseante { forms.add("no " + proclitic(person, form)) }
      }
    } else if tense == .imperativoPositivo {
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

  // MARK: - Defective verbs

  private func isAbsent(_ tense: Tense) -> Bool {
    guard defectiveness == .noFutureConditionalOrImperative else { return false }
    switch tense {
    case .futuroDeIndicativo, .condicional, .futuroPerfecto, .condicionalCompuesto,
      .imperativoPositivo, .imperativoNegativo:
      return true
    default:
      return false
    }
  }

  /// Single slots a defective verb lacks (balbuzco, atiero); whole tenses are above.
  private func isAbsent(_ tense: Tense, _ person: Person) -> Bool {
    switch (defectiveness, tense) {
    case (.onlyEndingsWithI, .presenteDeIndicativo):
      return ![.nosotros, .vosotros, .vos].contains(person)
    case (.onlyEndingsWithI, .imperativoPositivo):
      return ![.vosotros, .vos].contains(person)
    case (.onlyEndingsWithI, .presenteDeSubjuntivo), (.onlyEndingsWithI, .imperativoNegativo),
      (.noFormsWithZc, .presenteDeSubjuntivo), (.noFormsWithZc, .imperativoNegativo):
      return true
    case (.noFormsWithZc, .presenteDeIndicativo): return person == .yo
    case (.noFormsWithZc, .imperativoPositivo): return [.el, .nosotros, .ellos].contains(person)
    default: return false
    }
  }
}
