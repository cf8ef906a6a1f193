/// The typed messages of the quiz's readings and cues (`QuizCueMessages`).
extension Message {
  /// Items joined by " or " ("yo or él/usted"; "yo o él/usted"), or by "; or " when `then`
  /// (readings that hold commas). Spanish says "u" before a word sounding /o/.
  public static func quizAlternatives(_ items: [String], then: Bool = false) -> Message {
    guard let first = items.first else { return .empty }
    var result = Message.verbatim(first)
    for item in items.dropFirst() {
      let or = Phrasing.word(.or, before: item)
      result = result.followed(
        by: then
          ? .quizCueThenOr(or: or, next: .verbatim(text: item)) : .quizCueOr(or: or, next: item))
    }
    return result
  }

  /// "tener · pretérito · yo, which «ayer» asks for".
  public static func quizReadingAskedFor(_ reading: String, cue: String) -> Message {
    Message.quizCueReadingAskedFor(reading: reading, cue: cue)
  }

  /// "«ayer» asks for the pretérito", with the expected form after a colon when given.
  public static func quizCueAsksFor(_ cue: String, tense: String, form: String? = nil) -> Message {
    guard let form else {
      return Message.quizCueAsksFor(cue: cue, tense: tense)
    }
    return Message.quizCueAsksForForm(cue: cue, tense: tense, form: form)
  }

  /// "tuve is yo, pretérito; or …": `readings` from `quizPersonsOfTense` or a name alone.
  public static func quizFormIs(_ form: String, readings: [Message]) -> Message {
    guard let first = readings.first else { return .empty }
    var joined = first
    for reading in readings.dropFirst() {
      joined = joined.followed(by: .quizCueThenOr(or: .listOr, next: reading))
    }
    return Message.quizFormIs(form: form, readings: joined)
  }

  /// "yo or tú, pretérito".
  public static func quizPersonsOfTense(_ persons: [String], tense: String) -> Message {
    Message.quizPersonsOfTense(persons: quizAlternatives(persons), tense: tense)
  }

  /// The English of a sentence, as it is, under "En inglés:" in Spanish.
  public static func quizSentenceInEnglish(_ sentence: String) -> Message {
    Message.quizSentenceInEnglish(sentence: sentence)
  }

  /// The context drill's empty selection: "no sentences for tener in the futuro perfecto de
  /// subjuntivo with vos (vos is off in the settings)".
  public static func contextNothingFits(
    verbs: String?, tenses: [String], persons: [String], vosOff: Bool, irregular: Bool
  ) -> Message {
    var result = Message(.contextNoSentences)
    if let verbs {
      result = result.followed(by: Message.contextForVerbs(verbs: verbs))
    }
    for (index, tense) in tenses.enumerated() {
      let key: MessageKey = index == 0 ? .contextInTense : .contextOrInTense
      result = result.followed(by: Message(key, ["tense": .text(tense)]))
    }
    if !persons.isEmpty {
      result = result.followed(
        by: Message.contextWithPersons(persons: quizAlternatives(persons)))
      if vosOff { result = result.followed(by: Message(.contextVosOff)) }
    }
    if irregular {
      result = result.followed(
        by: Message(persons.isEmpty ? .contextWithIrregular : .contextAndIrregular))
    }
    return result
  }
}
