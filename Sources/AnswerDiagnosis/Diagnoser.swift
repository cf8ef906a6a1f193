import ConjugarCore
import ConjugarQuiz
import EnglishForms
import Messages

/// Explains answers the quiz does not accept, from what the engine knows: the verb's regular
/// pattern and the irregularities its expected form shows (`VerbIrregularities`), its other
/// forms, the forms of other verbs (`FormAnalyzer`), the spelling rules (`SpellingRule`) and the
/// stem-vowel changes (`VowelChange`). Never from a list of known mistakes: each rule describes
/// a kind of mistake, and fixing a wrong diagnosis means fixing a rule.
///
/// The verdict is the quiz's own (`AnswerChecker.mark`, or the drill's mark when given). The
/// diagnoses of a wrong answer come in this order, each rule adding what it recognises:
/// 0. `person`, before all: a subject pronoun that does not agree with the person asked, or one
///    the question does not take (`SubjectPronoun`); the rules below then explain the form
///    typed after it. `accent` or `spelling` (`otherWord`): an accent slip that makes a common
///    word (de for dé, esta for está), or a missing diaeresis (averigue for averigüe).
/// 1. `nonstandard`: popular forms RAE rejects: the tú preterite with -s (tuvistes), haiga,
///    -jieron after a j-preterite, the regular preterite of a strong-preterite verb less common
///    than the `commonVerbRank` most used (andó, cabió, satisfació, condució: common ones such
///    as tener or hacer keep theirs in every mouth, so tenió is `regularized`), and compounds
///    of ver conjugated like proveer (preveyó).
/// 2. `other-form`: a form of the same verb in another tense or person (tenía for tuve), also
///    after the expected no or haber (no hablas, ha hablo), or a non-finite form (the
///    infinitive hablar for hablad); in a quiz without vos, the vos form of the tense asked is
///    named first as voseo (sos for eres, tené for ten).
/// 3. `pronoun`: the right form with its reflexive or object pronoun missing, extra, wrong or
///    misplaced (puso for se puso, me enfada for se enfada, levanta for levántate).
/// 4. `spelling` for the ending's i kept, or written y, after a stem's i (riieron, riyeron);
///    `regularized`: the regular pattern where the form is irregular, the irregularity named,
///    also as the learner builds it on a lookalike model (veído like leído, maldició like
///    pidió, haberemos on the whole infinitive), haber's own mistake in a compound tense
///    (haberemos hablado); the él present for a short tú imperative (tiene for ten) is its
///    regular pattern.
/// 5. `overapplied`: a stem change where the form has none (piensamos, durmo), or a base
///    verb's irregular form where the prefixed verb is regular (maldiré for maldeciré).
/// 6. `spelling`: a spelling rule missed at the join of stem and ending (buscé, leió).
/// 7. `other-verb`: a form of another verb a learner could know (podo is podar; see
///    `isPlausibleOtherVerb`), also after `other-form` when the verbs share it (siente).
/// 8. Only when none of those applies: `accent` for a grave accent for the acute (hablarè),
///    `typo` for two swapped letters or a slip no belief explains (a letter doubled, a vowel
///    left out between consonants or typed as a consonant, b for v), `ending` for a strong
///    preterite's stem with other endings (estuvemos, tuvió) or the right stem with a wrong
///    ending, `typo` for one letter off, else `unexplained`.
/// An accent-only answer gets `accent` (or `spelling` when only the diaeresis is missing), with
/// what the unaccented word means when it is another form (hablo for habló).
///
/// Build one per quiz: each answer costs two conjugations of its verb and a form lookup.
public struct Diagnoser: Sendable {
  public let conjugator: Conjugator
  let analyzer: FormAnalyzer
  /// The persons other forms are named in (a quiz without vos does not name vos).
  let persons: Set<Person>
  /// The quiz's own verbs: named as other verbs however rare (`isKnownToLearner`).
  let selection: Set<String>

  /// Model verbs among the most used this many keep their strong preterite in popular speech.
  public static let commonVerbRank = 100

  /// `persons`: those a wrong answer may be named a form of; by default all but vos, as in a
  /// quiz without vos (the question's own person is always named). `selection`: the verbs the
  /// quiz asks, which may be named as other verbs even when rare.
  public init(
    conjugator: Conjugator, persons: Set<Person> = Set(Person.allCases).subtracting([.vos]),
    selection: Set<String> = []
  ) {
    self.conjugator = conjugator
    analyzer = FormAnalyzer(conjugator: conjugator)
    self.persons = persons
    self.selection = selection
  }

  /// The verdict and diagnoses of `answer` to `question`; `mark` is the drill's mark when the
  /// drill accepts more than the question lists (translation).
  public func diagnose(_ answer: String, for question: QuizQuestion, mark: Mark? = nil)
    -> DiagnosedAnswer
  {
    let verdict = Verdict(mark ?? AnswerChecker.mark(answer, for: question))
    var given = AnswerChecker.normalized(answer)
    var diagnoses: [Diagnosis] = []
    let pronoun = SubjectPronoun.reading(given, for: question)
    if verdict != .right, let pronoun {
      if let diagnosis = Self.pronounDiagnosis(pronoun, question: question) {
        diagnoses.append(diagnosis)
      }
      switch pronoun {
      case .agreeing(let form), .problem(.otherPerson(_, _, let form)),
        .problem(.unaccented(_, let form)):
        given = form
      case .problem: given = ""
      }
    }
    let formIsRight =
      !given.isEmpty && AnswerChecker.mark(given, for: question) == .correct
    if verdict != .right, !given.isEmpty, !formIsRight,
      let conjugation = try? conjugator.conjugate(question.verb)
    {
      let attempt = Attempt(
        given: given, question: question, conjugation: conjugation,
        irregularities: VerbIrregularities(conjugation, conjugator: conjugator), diagnoser: self)
      diagnoses += verdict == .accent ? attempt.accentDiagnoses() : attempt.wrongDiagnoses()
    }
    return DiagnosedAnswer(
      verdict: verdict, expected: question.answer, accepted: question.acceptedAnswers,
      diagnoses: diagnoses, note: Self.spellingNote(answer, for: question))
  }
}

/// One answer to one question, with what the rules compare it with.
struct Attempt {
  let given: String
  let question: QuizQuestion
  let conjugation: Conjugation
  let irregularities: VerbIrregularities
  let diagnoser: Diagnoser

  var verb: String { question.verb }
  var expected: String { question.answer }
  var accepted: [String] { question.acceptedAnswers.map(AnswerChecker.normalized) }

  /// The words before the verb's own word (haber, a pronoun, no), as the expected form has them.
  var leadingWords: String {
    let words = expected.split(separator: " ")
    return words.dropLast().map { $0 + " " }.joined()
  }

  /// The answer's verb word, when its other words are the expected ones; nil otherwise.
  var givenWord: String? {
    guard given.hasPrefix(leadingWords) else { return nil }
    let word = String(given.dropFirst(leadingWords.count))
    return word.contains(" ") || word.isEmpty ? nil : word
  }

  var expectedWord: String { VerbIrregularities.word(expected) ?? expected }

  /// The regular pattern's word for the question's slot.
  var naiveWord: String? {
    switch question.item {
    case .tense(let tense):
      guard let person = question.person else { return nil }
      if tense.isCompound { return VerbIrregularities.word(irregularities.regular.participle.text) }
      return VerbIrregularities.word(irregularities.regular.form(tense, person)?.text)
    case .gerund: return VerbIrregularities.word(irregularities.regular.gerund.text)
    case .participle: return VerbIrregularities.word(irregularities.regular.participle.text)
    }
  }

  /// The irregularities of the question's expected form.
  var slotIrregularities: [Irregularity] {
    switch question.item {
    case .tense(let tense):
      guard let person = question.person else { return [] }
      return irregularities.irregularities(tense, person)
    case .gerund: return irregularities.gerundIrregularities
    case .participle: return irregularities.participleIrregularities
    }
  }

  /// The tense asked, nil for the gerund and participle.
  var tense: Tense? {
    if case .tense(let tense) = question.item { tense } else { nil }
  }

  /// The stem's length in letters (habl- of hablar).
  var stemLength: Int { irregularities.stem.count }

  func wrongDiagnoses() -> [Diagnosis] {
    var found: [Diagnosis] = []
    func add(_ diagnosis: Diagnosis?) {
      if let diagnosis, !found.contains(where: { $0.kind == diagnosis.kind }) {
        found.append(diagnosis)
      }
    }
    // An accent slip that makes another word is explained by that word alone.
    if let word = otherWord() { return [word] }
    add(nonstandard())
    if found.isEmpty, let vos = voseo() { return [vos] }
    add(otherForm())
    add(pronoun())
    add(shortImperative())
    add(endingIAfterStemI())
    add(regularized())
    add(auxiliaryMistake())
    add(baseVerbIrregularity())
    add(overapplied())
    add(spelling())
    add(otherVerb())
    if found.isEmpty {
      add(
        foreignAccent() ?? swappedLetters() ?? keySlip() ?? strongPreteriteEnding()
          ?? wrongEnding() ?? slip())
    }
    if found.isEmpty {
      add(
        Diagnosis(
          .unexplained, .diagnosisUnexplained(given: given, verb: verb, expected: expected)))
    }
    return found
  }

  func accentDiagnoses() -> [Diagnosis] {
    var found: [Diagnosis] = []
    let bare = given.folded(.answerChecking)
    if let right = accepted.first(where: { $0.folded(.answerChecking) == bare }),
      right != given, let word = givenWord,
      let rule = SpellingRule.between(
        right: VerbIrregularities.word(right) ?? right, naive: word)
    {
      return [Diagnosis(.spelling, .diagnosisRule(rule.rule, form: right))]
    }
    if let vos = voseo() { return [vos] }
    let right = accepted.first { $0.folded(.answerChecking) == bare }
    found.append(Diagnosis(.accent, strongPreteriteAccent() ?? accentMessage(against: right)))
    return found
  }
}

extension Diagnoser {
  /// The question the quiz would ask for `key`, with the answers it accepts; nil when the verb
  /// has no such form (imperative yo, a verb that does not conjugate).
  public func question(for key: QuestionKey) -> QuizQuestion? {
    var generator = SeededGenerator(seed: 0)
    return Quiz(conjugator: conjugator).questions(for: [key], limit: 1, using: &generator).first
  }
}

extension Diagnoser {
  /// Recognition drill: the form the learner's reading would be, when it names one verb, tense
  /// and person and that is not the form shown ("tener · imperfecto de indicativo · yo is
  /// tenía"); nil otherwise.
  public func recognitionHint(_ answer: String, shown: String) -> Message? {
    let reading = Recognition.parse(answer)
    guard let verb = reading.verb, let conjugation = try? conjugator.conjugate(verb) else {
      return nil
    }
    let name: [Language: String]
    let form: String?
    switch reading.kind {
    case .finite?:
      guard let tense = Tense.allCases.first(where: reading.tenses.contains),
        reading.persons.count == 1, let person = reading.persons.first
      else { return nil }
      name = tense.names.mapValues { "\($0) · \(person.shortLabel)" }
      form = conjugation.form(tense, person)?.text
    case .gerund?:
      name = [.english: "gerundio"]
      form = conjugation.gerund.text
    case .participle?:
      name = [.english: "participio"]
      form = conjugation.participle.text
    default: return nil
    }
    guard let form, AnswerChecker.normalized(form) != AnswerChecker.normalized(shown) else {
      return nil
    }
    return .diagnosisRecognitionHint(verb: conjugation.infinitive, slot: name, form: form)
  }
}
