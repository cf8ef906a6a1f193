/// Turns simple forms into the full table: vos, negative imperative, compound tenses,
/// clitic pronouns of pronominal verbs and the slots usage lacks.
struct TableAssembler {
  let paradigm: SimpleParadigm
  let auxiliary: SimpleParadigm
  let isPronominal: Bool
  let defectiveness: Defectiveness

  func table() -> [VerbForm?] {
    var table = [VerbForm?](repeating: nil, count: Slot.count)
    for tense in Tense.allCases where !isAbsent(tense) {
      for person in tense.persons where !isAbsent(tense, person) {
        var form = self.form(tense, person)
        form.isUnusual = isUnusual(tense, person)
        table[Slot.form(tense, person).index] = form
      }
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

  // MARK: - Slots

  private func all(_ slot: Slot) -> [String] {
    guard let main = paradigm[slot] else { return [] }
    return [main] + paradigm.extras(slot)
  }

  private func form(_ tense: Tense, _ person: Person) -> VerbForm {
    let forms: [String]
    if let auxiliaryTense = tense.auxiliaryTense {
      let haber = auxiliary[.form(auxiliaryTense, person)] ?? ""
      forms = all(.participle).map { "\(haber) \($0)" }.map { proclitic(person, $0) }
    } else if tense == .imperativoNegativo {
      let subjunctive = person == .vos ? Person.tu : person
      var simple = all(.form(.presenteDeSubjuntivo, subjunctive))
      if person == .vos { simple += voseanteSubjunctive() }
      forms = simple.map { "no " + proclitic(person, $0) }
    } else if tense == .imperativoPositivo {
      forms = all(.form(tense, person)).flatMap { enclitic(person, $0) }
    } else {
      var simple = all(.form(tense, person))
      if tense == .presenteDeSubjuntivo && person == .vos { simple += voseanteSubjunctive() }
      forms = simple.map { proclitic(person, $0) }
    }
    let unique = forms.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    return VerbForm(unique.first ?? "", alternatives: Array(unique.dropFirst()))
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
    isPronominal ? "\(person.reflexivePronoun) \(form)" : form
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

  private func isUnusual(_ tense: Tense, _ person: Person) -> Bool {
    defectiveness == .thirdPersonOnly && !person.isThird
  }
}
