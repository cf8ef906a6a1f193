/// The typed messages of diagnoses that name other forms and verbs, endings and popular forms.
extension Message {
  /// The slot asked, after another form is named: "the pretérito, él/usted" (in Spanish
  /// without the article, which the template writes).
  public static func diagnosisAsked(tense: [Language: String], person: String?) -> Message {
    guard let person else { return Message(.diagnosisAskedTense, ["tense": .inEach(tense)]) }
    return Message(.diagnosisAskedSlot, ["tense": .inEach(tense), "person": .text(person)])
  }

  /// A wrong ending, named by person and tense: "the yo ending of the pretérito is -é: hablé",
  /// "la desinencia de yo en el pretérito perfecto simple es -é: hablé".
  public static func diagnosisEnding(
    person: String, tense: [Language: String], ending: String, expected: String
  ) -> Message {
    Message(
      .diagnosisEndingOfPerson,
      [
        "person": .text(person), "tense": .inEach(tense), "ending": .text(ending),
        "expected": .text(expected),
      ])
  }

  /// A slot a form is in, with its English meaning for English readers: "I had (pretérito,
  /// yo)", "el pretérito (yo)".
  public static func diagnosisSlot(
    english: String?, tense: [Language: String], person: String
  ) -> Message {
    Message(
      .diagnosisSlot,
      [
        "english": .inEach([.english: english.map { $0 + " " } ?? "", .spanish: ""]),
        "tense": .inEach(tense),
        "person": .text(person),
      ])
  }

  /// Two slots of one tense: the tense said once in Spanish ("el pretérito imperfecto de
  /// indicativo (yo o él/usted)"), where no English meaning tells them apart.
  public static func diagnosisSlots(
    english: (String?, String?), tense: [Language: String], persons: (String, String)
  ) -> Message {
    Message(
      .diagnosisEitherPerson,
      [
        "english1": .inEach([.english: english.0.map { $0 + " " } ?? "", .spanish: ""]),
        "english2": .inEach([.english: english.1.map { $0 + " " } ?? "", .spanish: ""]),
        "tense": .inEach(tense), "person1": .text(persons.0), "person2": .text(persons.1),
      ])
  }

  /// One or two slots, "… or …".
  public static func diagnosisSlots(_ slots: [Message]) -> Message {
    guard slots.count > 1 else { return slots.first ?? .empty }
    return Message.diagnosisEitherSlot(first: slots[0], second: slots[1])
  }

  /// "{given} is {other}; {rule}: {expected}".
  public static func diagnosisOtherSlot(
    given: String, other: Message, rule: Message, expected: String
  ) -> Message {
    Message.diagnosisOtherSlotRule(given: given, other: other, rule: rule, expected: expected)
  }

  /// One tense's slots: "presente de subjuntivo, yo and él/usted".
  public static func diagnosisTense(_ tense: [Language: String], persons: [String]) -> Message {
    guard !persons.isEmpty else { return Message(.diagnosisWord, ["word": .inEach(tense)]) }
    return Message(
      .diagnosisTenseWithPersons, ["tense": .inEach(tense), "persons": .list(persons)])
  }

  /// Tenses separated by semicolons.
  public static func diagnosisTenses(_ tenses: [Message]) -> Message {
    guard let first = tenses.first else { return .empty }
    return tenses.dropFirst().reduce(first) {
      $0.followed(by: Message.diagnosisNextTense(tense: $1))
    }
  }

  /// Verbs and their slots: "ir and ser (pretérito, …)", more groups " and of …".
  public static func diagnosisOtherVerb(
    given: String, groups: [(verbs: [String], slots: Message)], verb: String, expected: String
  ) -> Message {
    let described = groups.map {
      Message.diagnosisVerbsWithSlots(verbs: $0.verbs, slots: $0.slots)
    }
    let others = described.dropFirst().reduce(described.first ?? .empty) {
      $0.followed(by: Message.diagnosisAndOf(verbs: $1))
    }
    return Message.diagnosisOtherVerb(given: given, others: others, verb: verb, expected: expected)
  }

  /// tuvistes (tú) or hablastes (vosotros).
  public static func diagnosisPreteriteWithS(_ key: MessageKey, given: String, expected: String)
    -> Message
  {
    Message(key, ["given": .text(given), "expected": .text(expected)])
  }

  /// `model`: the ellos preterite, when the form asked is another.
  public static func diagnosisJieron(model: String?, expected: String) -> Message {
    Message.diagnosisJieron(
      model: model.map { Message.diagnosisModelForm(form: $0) } ?? .empty,
      expected: expected)
  }

  public static func diagnosisRegularStrongPreterite(
    verb: String, stem: String, given: String, expected: String
  ) -> Message {
    Message.diagnosisRegularStrongPreterite(
      verb: verb, stem: stem, expected: expected, given: given)
  }
}
