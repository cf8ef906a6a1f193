import ConjugarCore

/// A subject pronoun typed with the form (yo hablo, hable usted): accepted when it agrees with
/// the person asked, wrong otherwise. Usted and ustedes agree with the third persons, vos with
/// vos; a question with no person (gerund, participle) takes none. A pronoun may come first,
/// before no and haber too (yo no hablo, yo he hablado), or last (habla tú, no hables tú,
/// ¿habla usted?). Where a drill accepts another person's form besides the question's own
/// (the translation drill's "you": interpretas, interpreta), that form's pronoun agrees too.
public enum SubjectPronoun {
  /// What the pronoun of an answer does to its mark.
  public enum Reading: Equatable, Sendable {
    /// A pronoun that agrees with the person asked, and the form without it.
    case agreeing(form: String)
    /// A pronoun the question does not allow.
    case problem(Problem)
  }

  public enum Problem: Equatable, Sendable {
    /// Only a pronoun, no form.
    case alone(pronoun: String)
    /// Two subject pronouns.
    case twice
    /// The question has no person (gerund, participle).
    case noPerson(pronoun: String)
    /// The pronoun names another person than the one asked; `form` is the answer without it.
    case otherPerson(pronoun: String, persons: Set<Person>, form: String)
    /// The pronoun written without its accent is another word (tu, el); `form` as above.
    case unaccented(pronoun: String, form: String)
  }

  /// Subject pronouns, with the persons they agree with (usted: the third person singular).
  public static let persons: [String: Set<Person>] = [
    "yo": [.yo], "tú": [.tu], "vos": [.vos], "él": [.el], "ella": [.el], "usted": [.el],
    "ud": [.el], "vd": [.el], "nosotros": [.nosotros], "nosotras": [.nosotros],
    "vosotros": [.vosotros], "vosotras": [.vosotros], "ellos": [.ellos], "ellas": [.ellos],
    "ustedes": [.ellos], "uds": [.ellos], "vds": [.ellos],
  ]

  /// The pronouns written without their accent, which are other words: tu (your), el (the).
  public static let unaccented: [String: String] = ["tu": "tú", "el": "él"]

  static func isPronoun(_ word: Substring) -> Bool {
    persons[String(word)] != nil || unaccented[String(word)] != nil
  }

  /// Whether `form` is one the question accepts besides its own answer, and the form of one of
  /// `persons` in the question's tense (usted interpreta where "you interpret" accepts it).
  static func isAcceptedForm(_ form: String, of persons: Set<Person>, _ question: QuizQuestion)
    -> Bool
  {
    guard case .tense(let tense) = question.item,
      AnswerChecker.normalized(question.answer) != form,
      question.alternatives.map(AnswerChecker.normalized).contains(form),
      let conjugation = try? Conjugator().conjugate(question.verb)
    else { return false }
    return persons.contains { person in
      conjugation.form(tense, person)?.allForms.map(AnswerChecker.normalized).contains(form)
        == true
    }
  }

  /// The reading of a normalized answer; nil when it has no subject pronoun.
  public static func reading(_ given: String, for question: QuizQuestion) -> Reading? {
    var words = given.split(separator: " ")
    guard let first = words.first else { return nil }
    let pronoun: Substring
    if isPronoun(first) {
      pronoun = words.removeFirst()
    } else if let last = words.last, words.count > 1, isPronoun(last) {
      pronoun = words.removeLast()
    } else {
      return nil
    }
    let text = String(pronoun)
    let form = words.joined(separator: " ")
    if words.isEmpty { return .problem(.alone(pronoun: text)) }
    if words.contains(where: isPronoun) { return .problem(.twice) }
    guard let person = question.person else { return .problem(.noPerson(pronoun: text)) }
    if let accented = unaccented[text] {
      return persons[accented]?.contains(person) == true
        ? .problem(.unaccented(pronoun: text, form: form))
        : .problem(.otherPerson(pronoun: text, persons: persons[accented] ?? [], form: form))
    }
    let agrees = persons[text] ?? []
    guard agrees.contains(person) || isAcceptedForm(form, of: agrees, question) else {
      return .problem(.otherPerson(pronoun: text, persons: agrees, form: form))
    }
    return .agreeing(form: form)
  }
}
