import ConjugarCore
import ConjugarQuiz
import EnglishForms
import GrammarWords
import Messages

/// Answers that are real forms: of the same verb in another slot, or of another verb.
extension Attempt {
  /// Every slot of the verb (in the persons named) whose forms include the answer, but the
  /// one asked.
  var otherSlots: [(tense: Tense, person: Person)] { slots(of: given) }

  /// The same tense's form for the other "you" of one person (tú's grabas for vos's grabás,
  /// outside the persons a quiz with vos names), when `given` is that form.
  var addressSlot: (tense: Tense, person: Person)? {
    guard let tense, let asked = question.person, asked == .tu || asked == .vos else {
      return nil
    }
    let other: Person = asked == .tu ? .vos : .tu
    guard let form = conjugation.form(tense, other),
      form.allForms.map(AnswerChecker.normalized).contains(given)
    else { return nil }
    return (tense, other)
  }

  /// Every slot of the verb (in the persons named) whose forms include `given`, but the one
  /// asked.
  func slots(of given: String) -> [(tense: Tense, person: Person)] {
    var slots: [(Tense, Person)] = []
    for tense in Tense.allCases {
      for person in tense.persons
      where diagnoser.persons.contains(person) || person == question.person {
        guard tense != self.tense || person != question.person,
          let form = conjugation.form(tense, person)
        else { continue }
        let forms = form.allForms.map(AnswerChecker.normalized)
        if forms.contains(given)
          || (tense == .imperativoNegativo && forms.contains("no " + given))
        {
          slots.append((tense, person))
        }
      }
    }
    return slots
  }

  func otherForm() -> Diagnosis? {
    let slots = otherSlots
    if slots.isEmpty, let nonFinite = nonFiniteName(given) {
      if given == conjugation.infinitive, tense == .imperativoPositivo {
        return Diagnosis(
          .otherForm,
          .diagnosisInfinitiveAsOrder(given: given, asked: askedDescription, expected: expected))
      }
      return Diagnosis(
        .otherForm,
        .diagnosisOtherSlot(
          given: given, other: nonFinite, asked: askedDescription, expected: expected))
    }
    guard let first = slots.first else { return otherFormAfterLeadingWords() }
    if let tense, let pair = tense.subjunctiveTwin, first.tense == pair,
      first.person == question.person
    {
      let (mine, theirs) = tense == .imperfectoDeSubjuntivo1 ? ("-ra", "-se") : ("-se", "-ra")
      return Diagnosis(
        .otherForm,
        .diagnosisSubjunctiveTwin(given: given, theirs: theirs, mine: mine, expected: expected))
    }
    return Diagnosis(
      .otherForm,
      .diagnosisOtherSlot(
        given: given, other: described(slots), asked: askedDescription, expected: expected))
  }

  /// "the gerundio", "the participio" or "the infinitive" when `word` is that form of the verb
  /// and another than the one asked.
  func nonFiniteName(_ word: String) -> Message? {
    if question.item != .gerund, AnswerChecker.normalized(conjugation.gerund.text) == word {
      return Message(.diagnosisGerund)
    }
    if question.item != .participle, AnswerChecker.normalized(conjugation.participle.text) == word {
      return Message(.diagnosisParticiple)
    }
    return AnswerChecker.normalized(conjugation.infinitive) == word
      ? Message(.diagnosisInfinitive) : nil
  }

  /// The first two slots, each with its English meaning for English readers: "I had
  /// (pretérito, yo) or …".
  func described(_ slots: [(tense: Tense, person: Person)]) -> Message {
    if slots.count > 1, slots[0].tense == slots[1].tense {
      return .diagnosisSlots(
        english: (
          english(slots[0].tense, slots[0].person), english(slots[1].tense, slots[1].person)
        ),
        tense: slots[0].tense.names,
        persons: (slots[0].person.shortLabel, slots[1].person.shortLabel))
    }
    return .diagnosisSlots(
      slots.prefix(2).map { slot in
        .diagnosisSlot(
          english: english(slot.tense, slot.person), tense: slot.tense.names,
          person: slot.person.shortLabel)
      })
  }

  /// The expected leading words with another form of the verb after them: no hablas for no
  /// hables (the negative imperative takes the subjunctive), ha hablo for ha hablado (haber
  /// takes the participle).
  private func otherFormAfterLeadingWords() -> Diagnosis? {
    guard let tense else { return nil }
    let word: String
    let rule: Message
    if tense == .imperativoNegativo, given.hasPrefix("no ") {
      // What follows no, a pronoun included (no te levantas).
      word = String(given.dropFirst(3))
      rule = Message(.diagnosisNegativeImperativeRule)
    } else if tense.isCompound, !leadingWords.isEmpty, let after = givenWord {
      word = after
      rule = Message(.diagnosisHaberRule)
    } else {
      return nil
    }
    if let nonFinite = nonFiniteName(word) {
      return Diagnosis(
        .otherForm,
        .diagnosisOtherSlot(given: word, other: nonFinite, rule: rule, expected: expected))
    }
    // The same person first: no come is the tú imperative negated.
    let found = slots(of: word)
    let slots =
      found.filter { $0.person == question.person } + found.filter { $0.person != question.person }
    guard !slots.isEmpty else { return nil }
    return Diagnosis(
      .otherForm,
      .diagnosisOtherSlot(given: word, other: described(slots), rule: rule, expected: expected))
  }

  func otherVerb() -> Diagnosis? {
    // The verb's own form with a pronoun slip (sienta for siéntate) is no other verb's.
    guard pronoun() == nil, let identification = try? diagnoser.analyzer.identify(given) else {
      return nil
    }
    // A vos form is named in a quiz without vos only when nothing else is (sos for estar).
    var others = identification.analyses.filter { isPlausibleOtherVerb($0) }
    if others.isEmpty {
      others = identification.analyses.filter { isPlausibleOtherVerb($0, allowingVos: true) }
    }
    guard !others.isEmpty else { return nil }
    // Each verb with the slots it has this form in, the most used verb first; a rare verb that
    // merely shares the spelling (erar for eras, ser's) is left out when a common one has it.
    let frequency = diagnoser.conjugator.lexicon.frequency
    var slotsByVerb: [(verb: String, slots: [String])] = []
    for reading in others {
      let slot: String
      switch reading.kind {
      case .finite(let tense, let person):
        slot = "\(tense.name.lowercased()), \(person.shortLabel)"
      case .gerund: slot = "gerundio"
      case .participle: slot = "participio"
      case .infinitive: slot = "infinitivo"
      }
      if let index = slotsByVerb.firstIndex(where: { $0.verb == reading.infinitive }) {
        if !slotsByVerb[index].slots.contains(slot) { slotsByVerb[index].slots.append(slot) }
      } else {
        slotsByVerb.append((reading.infinitive, [slot]))
      }
    }
    slotsByVerb.sort { frequency.sortKey(of: $0.verb) < frequency.sortKey(of: $1.verb) }
    let named = slotsByVerb.prefix(3).filter { isNamedBeside($0.verb, slotsByVerb[0].verb) }
    // Verbs that share their slots are named together: fueron is ir and ser (pretérito, …).
    var groups: [(verbs: [String], slots: [String])] = []
    for entry in named {
      let slots = Array(entry.slots.prefix(2))
      if let index = groups.firstIndex(where: { $0.slots == slots }) {
        groups[index].verbs.append(entry.verb)
      } else {
        groups.append(([entry.verb], slots))
      }
    }
    return Diagnosis(
      .otherVerb,
      .diagnosisOtherVerb(
        given: given, groups: groups.map { ($0.verbs, Self.joinedSlots($0.slots)) }, verb: verb,
        expected: expected))
  }

  /// Slots of one tense read once: "presente de subjuntivo, yo and él/usted" rather than the
  /// tense twice; different tenses are separated by semicolons.
  static func joinedSlots(_ slots: [String]) -> Message {
    var tenses: [(name: String, persons: [String])] = []
    for slot in slots {
      let comma = slot.firstRange(of: ", ")
      let name = comma.map { String(slot[..<$0.lowerBound]) } ?? slot
      let person = comma.map { String(slot[$0.upperBound...]) }
      if let index = tenses.firstIndex(where: { $0.name == name }), let person {
        tenses[index].persons.append(person)
      } else {
        tenses.append((name, person.map { [$0] } ?? []))
      }
    }
    return .diagnosisTenses(
      tenses.map { tense in
        let names = Tense.allCases.first { $0.name.lowercased() == tense.name }?.names
        return .diagnosisTense(names ?? [.english: tense.name], persons: tense.persons)
      })
  }

  /// "the pretérito, él/usted", as the asked slot is named after another form.
  var askedDescription: Message {
    switch question.item {
    case .gerund: return Message(.diagnosisAskedGerund)
    case .participle: return Message(.diagnosisAskedParticiple)
    case .tense(let tense):
      return .diagnosisAsked(tense: tense.names, person: question.person?.shortLabel)
    }
  }

  /// "the yo ending of the pretérito is -é": the person before the tense when the slot has
  /// one, as a teacher says it ("la desinencia de yo en el…").
  func endingMessage(_ ending: String, expected: String) -> Message {
    if case .tense(let tense) = question.item, let person = question.person?.shortLabel {
      return .diagnosisEnding(
        person: person, tense: tense.names, ending: ending, expected: expected)
    }
    return .diagnosisEnding(asked: askedDescription, ending: ending, expected: expected)
  }

  /// The English of a slot of the verb ("I spoke"), when the verb has a gloss.
  func english(_ tense: Tense, _ person: Person) -> String? {
    EnglishRendering(conjugation)?.render(tense, person)
  }

  /// The accent message: what the unaccented word is, when it is a form, else the rule; told
  /// against `right`, the accepted form the answer differs from by accents (a question that
  /// accepts necesitarás and necesitas names necesitas for necesitás), the expected form if none.
  func accentMessage(against right: String? = nil) -> Message {
    let expected = right ?? expected
    if let slot = otherSlots.first ?? addressSlot {
      return .diagnosisAccentChangesMeaning(
        given: given, other: described([slot]), expected: expected)
    }
    if slotIrregularities.contains(.accentHiatus) {
      return .diagnosis(.accentHiatus, verb: verb, expected: expected)
    }
    let givenAccents = given.filter { "áéíóú".contains($0) }.count
    let expectedAccents = expected.filter { "áéíóú".contains($0) }.count
    if givenAccents > expectedAccents && expectedAccents == 0 {
      return .diagnosisForm(.diagnosisNoAccentHere, expected)
    }
    return .diagnosisForm(.diagnosisMindTheAccent, expected)
  }

}

extension Tense {
  /// The name in each language, lowercased as a diagnosis writes it inside a sentence
  /// ("pretérito"; in Spanish "pretérito perfecto simple").
  var names: [Language: String] {
    Dictionary(uniqueKeysWithValues: Language.allCases.map { ($0, name(in: $0).lowercased()) })
  }
}
