import ConjugarCore
import ConjugarQuiz
import Messages

/// The words around and instead of the form: a subject pronoun that does not fit the question
/// (`SubjectPronoun`: another person, none with the gerund or participle, a pronoun alone or
/// twice), and an accent slip that makes another common word (de for dé, esta for está:
/// `AccentHomographs`) or drops the diaeresis (averigue for averigüe), which changes the sound.
extension Diagnoser {
  /// The `person` diagnosis of a pronoun the question does not take; nil for one that agrees.
  static func pronounDiagnosis(_ reading: SubjectPronoun.Reading, question: QuizQuestion)
    -> Diagnosis?
  {
    let expected = question.answer
    switch reading {
    case .agreeing: return nil
    case .problem(.alone(let pronoun)):
      return Diagnosis(.person, .diagnosisPronounAlone(pronoun: pronoun, expected: expected))
    case .problem(.twice):
      return Diagnosis(.person, .diagnosisPronounTwice(expected: expected))
    case .problem(.noPerson(let pronoun)):
      return Diagnosis(
        .person,
        .diagnosisPronounNoPerson(pronoun: pronoun, item: question.item.name, expected: expected))
    case .problem(.otherPerson(let pronoun, let persons, _)):
      let named = Person.allCases.filter(persons.contains).map(\.label)
      return Diagnosis(
        .person,
        .diagnosisPronounOtherPerson(
          pronoun: pronoun, person: named.joined(separator: ", "),
          asked: question.person?.label ?? "", expected: expected))
    case .problem(.unaccented(let pronoun, _)):
      let meaning = AccentHomographs.words[pronoun].map { Self.meaning($0) }
      return meaning.map {
        Diagnosis(
          .accent,
          .diagnosisOtherWord(
            given: pronoun, meaning: $0,
            expected: (SubjectPronoun.unaccented[pronoun] ?? pronoun) + " " + expected))
      }
    }
  }

  /// The note on a right answer written as before 2010 (rió): RAE's spelling since (rio).
  public static func spellingNote(_ answer: String, for question: QuizQuestion) -> Message? {
    guard let modern = AnswerChecker.modernSpelling(of: answer, for: question) else { return nil }
    var given = AnswerChecker.normalized(answer)
    if case .agreeing(let form) = SubjectPronoun.reading(given, for: question) { given = form }
    return .notePre2010Spelling(given: given, modern: modern)
  }

  /// What a common word is: "the preposition".
  static func meaning(_ kind: AccentHomographs.WordClass) -> Message {
    switch kind {
    case .preposition: Message(.wordPreposition)
    case .pronoun: Message(.wordPronoun)
    case .article: Message(.wordArticle)
    case .possessive: Message(.wordPossessive)
    case .conjunction: Message(.wordConjunction)
    case .adverb: Message(.wordAdverb)
    case .demonstrative: Message(.wordDemonstrative)
    }
  }
}

extension Attempt {
  /// An answer that differs from an accepted form by accents or the diaeresis and is wrong for
  /// it: a missing or extra ü is `spelling`; a common word is `accent`, named; another form of
  /// the verb is `accent`, with what that form is (`accentMessage`: hablo is I speak…).
  func otherWord() -> Diagnosis? {
    let bare = given.folded(.answerChecking)
    guard let right = accepted.first(where: { $0.folded(.answerChecking) == bare }) else {
      return nil
    }
    if given.folded(.accents) != right.folded(.accents) {
      if let word = givenWord,
        let rule = SpellingRule.between(
          right: VerbIrregularities.word(right) ?? right, naive: word)
      {
        return Diagnosis(.spelling, .diagnosisRule(rule.rule, form: right))
      }
      return Diagnosis(.spelling, .diagnosisMissingDiaeresis(expected: right))
    }
    let verbWords = AccentHomographs.verbWords(of: conjugation)
    for word in AccentHomographs.otherWords(given, right: right, verbWords: verbWords) {
      if let kind = AccentHomographs.words[word], !verbWords.contains(word) {
        return Diagnosis(
          .accent,
          .diagnosisOtherWord(
            given: word, meaning: Diagnoser.meaning(kind), expected: right))
      }
    }
    // hablás for hablas in a quiz without vos: the vos form, named as such.
    return voseo() ?? Diagnosis(.accent, accentMessage(against: right))
  }
}
