import ConjugarQuiz
import Messages
import SentenceBank
import WorksheetOutput

/// `quiz --worksheet`: the printing of the sheets.
extension QuizRequest {
  /// Prints the worksheet: the first sheet from `questions` (drawn with `seed`), the other
  /// versions drawn anew with their seeds (`WorksheetVersion.seed`).
  func printWorksheet(
    questions: [QuizQuestion], drill: Drill, options: QuizOptions, seed: UInt64,
    source: QuestionSource, dueToday: Int, environment: CommandEnvironment
  ) throws(CommandFailure) {
    let labels: [String?] = versions.map { (0..<$0).map(WorksheetVersion.letter) } ?? [nil]
    var sheets: [WorksheetSheet] = []
    for (index, label) in labels.enumerated() {
      let versionSeed = WorksheetVersion.seed(index, from: seed)
      if grid {
        var sheet = try gridSheet(options: options, seed: versionSeed, environment: environment)
        sheet.version = label
        sheet.handout = handout
        sheets.append(.grid(sheet))
      } else if index == 0 {
        sheets.append(
          .questions(
            Worksheet(
              questions: questions, drill: drill, options: options, seed: seed,
              source: source, dueToday: dueToday, version: label, showsEnglish: english,
              handout: handout)))
      } else {
        guard
          let (drawn, sentences) = try self.questions(
            options, seed: versionSeed, environment: environment)
        else { return }
        let drill = Drill(
          kind: kind, questions: drawn, options: options, conjugator: environment.conjugator,
          sentences: sentences, showsTense: hint == .tense)
        sheets.append(
          .questions(
            Worksheet(
              questions: drawn, drill: drill, options: options, seed: versionSeed,
              source: source, dueToday: dueToday, version: label, showsEnglish: english,
              handout: handout)))
      }
    }
    environment.write(
      WorksheetPrinter.render(
        sheets, format: format, withAnswers: answers, versioned: versions != nil,
        in: environment.language))
  }

  /// A version's questions, and in the sentence drills their sentences, drawn as the first version's were
  /// (nil after a note when a review has nothing left to ask).
  func questions(_ options: QuizOptions, seed: UInt64, environment: CommandEnvironment)
    throws(CommandFailure) -> ([QuizQuestion], [Int: Sentence])?
  {
    if weak {
      return try WeakSpotsQuiz.make(
        count: count, seed: seed, options: options, settingsPath: settingsPath,
        environment: environment
      ).map { ($0.questions, [:]) }
    }
    guard review else {
      if kind.asksSentences {
        return contextQuestions(reviewing: nil, options, seed: seed, environment)
      }
      var generator = SeededGenerator(seed: seed)
      return (
        Quiz(conjugator: environment.conjugator, cache: environment.quizCache).questions(
          options, using: &generator), [:]
      )
    }
    return try SpacedReviewQuiz.make(
      count: count, seed: seed, drill: kind, focus: options.focus, settingsPath: settingsPath,
      onPaper: true, environment: environment
    ).map { ($0.questions, $0.sentences) }
  }

  private func gridSheet(options: QuizOptions, seed: UInt64, environment: CommandEnvironment)
    throws(CommandFailure) -> WorksheetGrid
  {
    var generator = SeededGenerator(seed: seed)
    let tables: [WorksheetGrid.Table]
    do {
      tables = try WorksheetGrid.tables(
        options, count: count ?? WorksheetGrid.defaultCount, conjugator: environment.conjugator,
        using: &generator)
    } catch {
      switch error {
      case .nonPersonal(let name):
        throw CommandFailure.usage(
          Message.worksheetGridNoPersons(name).text(in: environment.language))
      }
    }
    guard let first = tables.first, !first.rows.isEmpty else {
      throw .usage(Message(.worksheetNoTableFits).text(in: environment.language))
    }
    return WorksheetGrid(tables: tables, options: options, seed: seed)
  }
}
