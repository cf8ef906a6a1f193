import AnswerDiagnosis
import ConjugarCore
import ConjugarOutput
import ConjugarQuiz
import GrammarWords
import Messages
import PlainText

/// `conjugar check`: marks one answer as the quiz would and explains it (`Diagnoser`).
///
/// Any verdict exits 0: a wrong answer is an answer to the question, not an error. Bad input
/// is refused before anything is marked: an unknown verb (65, with suggestions, as `verb`), a
/// person the tense lacks (64), an empty, over-long or unprintable answer (64) or one that is
/// not valid UTF-8 (65).
public struct CheckRequest: Equatable, Sendable {
  /// The answer as typed; several words (haya hablado) are one answer.
  public var answer: String
  public var verb: String
  /// A tense, the gerund or the participle.
  public var item: QuizItem
  /// nil for the gerund and the participle.
  public var person: Person?
  /// Name vos forms among the forms a wrong answer can be, as a quiz with vos on does.
  public var vos: Bool
  public var format: OutputFormat
  /// The tense was named without -ra/-se ("imperfecto de subjuntivo"): both are right.
  public var acceptsTwin: Bool

  /// Answers longer than this are refused.
  public static let maximumAnswerLength = 200

  public init(
    answer: String, verb: String, item: QuizItem, person: Person?, vos: Bool = false,
    format: OutputFormat = .text, acceptsTwin: Bool = false
  ) {
    self.acceptsTwin = acceptsTwin
    self.answer = answer
    self.verb = verb
    self.item = item
    self.person = person
    self.vos = vos
    self.format = format
  }

  public func run(in environment: CommandEnvironment) throws(CommandFailure) {
    let language = environment.language
    try checkAnswer(in: language)
    let conjugator = environment.conjugator
    let conjugation: Conjugation
    do throws(ConjugationError) {
      conjugation = try conjugator.conjugate(verb)
    } catch {
      throw CommandFailure(.notAVerb, message: error.message(in: environment.language))
    }
    guard conjugation.isKnown else {
      let near = conjugator.suggestions(for: conjugation.infinitive, limit: 1).first
      throw CommandFailure(
        .notAVerb,
        message: Message.checkNotInList(conjugation.infinitive, nearest: near).text(in: language))
    }
    let key = QuestionKey(verb: conjugation.infinitive, item: item, person: person)
    var persons = Set(Person.allCases)
    if !vos { persons.remove(.vos) }
    let diagnoser = Diagnoser(conjugator: conjugator, persons: persons)
    guard var question = diagnoser.question(for: key) else {
      throw .usage(missingFormMessage(conjugation, in: language).text(in: language))
    }
    if acceptsTwin { question = question.acceptingTwin(from: conjugation) }
    let diagnosed = diagnoser.diagnose(answer, for: question)
    switch format {
    case .json: environment.write(CheckOutput.json(diagnosed))
    case .text:
      environment.write(
        CheckOutput.text(diagnosed, answer: answer, language: environment.language))
    }
  }

  /// Refuses answers that cannot be marked.
  private func checkAnswer(in language: Language) throws(CommandFailure) {
    let trimmed = answer.trimmingWhitespace()
    guard !trimmed.isEmpty else { throw .usage(Message.checkEmptyAnswer.text(in: language)) }
    guard !answer.unicodeScalars.contains("\u{FFFD}") else {
      throw CommandFailure(.notAVerb, message: Message.checkAnswerNotUTF8.text(in: language))
    }
    guard trimmed.count <= Self.maximumAnswerLength else {
      throw .usage(
        Message.checkAnswerTooLong(length: trimmed.count, maximum: Self.maximumAnswerLength)
          .text(in: language))
    }
    guard
      !answer.unicodeScalars.contains(where: { $0.isControlCharacter || $0.isFormatCharacter })
    else {
      throw .usage(
        Message.checkAnswerControlCharacters(answer.escapingControlCharacters.abbreviated)
          .text(in: language))
    }
  }

  private func missingFormMessage(_ conjugation: Conjugation, in language: Language) -> Message {
    let tense: Tense? = if case .tense(let tense) = item { tense } else { nil }
    return Message.checkMissingForm(
      verb: conjugation.infinitive, item: item.name(in: language),
      tense: tense?.name(in: language).lowercased(),
      person: person?.shortLabel,
      tenseHasPerson: person.map { tense?.persons.contains($0) ?? false } ?? false)
  }
}
