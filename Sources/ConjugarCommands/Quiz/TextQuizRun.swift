import ConjugarQuiz
import Messages
import PlainText
import SentenceBank
import WorksheetOutput

/// `quiz --from FILE…`: the text drill's questions and its cloze sheet.
extension QuizRequest {
  /// The text drill's questions drawn with `seed`, their sentences by question number (as
  /// the context drill's), and the learner's sentence of each, with its blank, for the history.
  /// Throws after one line when a file cannot be read, or no verb of the texts can be asked.
  func textQuestions(_ options: QuizOptions, seed: UInt64, _ environment: CommandEnvironment)
    throws(CommandFailure) -> (
      questions: [QuizQuestion], sentences: [Int: Sentence], texts: [Int: String]
    )
  {
    let quiz = try textQuiz(options, environment)
    var generator = SeededGenerator(seed: seed)
    let asked = quiz.questions(options, using: &generator)
    var sentences: [Int: Sentence] = [:]
    var texts: [Int: String] = [:]
    for (question, sentence) in asked {
      sentences[question.number] = sentence
      texts[question.number] = sentence.spanish
    }
    return (asked.map(\.question), sentences, texts)
  }

  /// `quiz --from FILE --worksheet`: the texts with their selected verbs blanked, each with
  /// its infinitive in brackets, and the key with `--answers`. Every selected verb without
  /// `--count`; with it, that many drawn as the drill draws them.
  func printTextWorksheet(options: QuizOptions, seed: UInt64, environment: CommandEnvironment)
    throws(CommandFailure)
  {
    let quiz = try textQuiz(options, environment)
    var generator = SeededGenerator(seed: seed)
    let chosen = quiz.cloze(options, every: count == nil, using: &generator)
    let sheet = TextClozeSheet(
      sources: quiz.sources.map { (name: $0.name, text: $0.text, prose: $0.prose) },
      blanks: chosen.map { chosen in
        TextClozeSheet.Blank(
          source: chosen.blank.source, offset: chosen.blank.verb.offset,
          length: chosen.blank.verb.length, question: chosen.question,
          written: chosen.blank.verb.form)
      }, options: options, seed: seed, handout: handout)
    environment.write(sheet.render(format, withAnswers: answers, in: environment.language))
  }

  /// The drill of the texts, with at least one verb that fits the selection.
  private func textQuiz(_ options: QuizOptions, _ environment: CommandEnvironment)
    throws(CommandFailure) -> TextQuiz
  {
    let sources = try QuizTextFiles(paths: from).sources(in: environment)
    let quiz = TextQuiz(sources, conjugator: environment.conjugator, cache: environment.quizCache)
    guard !quiz.blanks.isEmpty else {
      throw CommandFailure(
        .dataError,
        message: Message.quizFromNoVerb(
          paths: (Array(from.prefix(6)).map(\.abbreviated), max(0, from.count - 6))
        ).text(in: environment.language))
    }
    guard !quiz.selected(options).isEmpty else {
      throw .usage(
        Message.quizFromNothingFits(
          selection: options.focus.summary(in: environment.language) ?? ""
        )
        .text(in: environment.language))
    }
    return quiz
  }
}
