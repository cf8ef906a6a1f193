import ArgumentParser
import ConjugarCommands
import ConjugarQuiz
import ConjugarSettings
import LineInput
import Messages
import WorksheetOutput

public struct QuizCommand: EnvironmentCommand {
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "quiz",
      abstract: CommandHelp.text(.helpQuizAbstract),
      discussion: CommandHelp.text(.helpQuizDiscussion)
    )
  }

  // The groups are declared in the order the help has always listed their options.
  @OptionGroup var drill: QuizDrillOptions

  @OptionGroup var sheet: QuizWorksheetOptions

  @OptionGroup var classroom: QuizClassOptions

  @Option(
    help: ArgumentHelp(
      CommandHelp.text(.helpQuizAccents), valueName: CommandHelp.text(.valuePolicy)))
  var accents: AccentsPolicy = .half

  @OptionGroup var focus: QuizFocusOptions

  @Flag(help: ArgumentHelp(CommandHelp.text(.helpQuizPlacement)))
  var placement = false

  @Option(
    parsing: .upToNextOption,
    help: ArgumentHelp(
      CommandHelp.text(.helpQuizFrom), valueName: CommandHelp.text(.valueFile)))
  var from: [String] = []

  @OptionGroup var settings: SettingsOptions

  @OptionGroup var language: LanguageOptions

  public init() {}

  /// What the groups must agree on; each group has checked its own options before this runs
  /// (`QuizDrillOptions`, `QuizWorksheetOptions`, `QuizClassOptions`, `QuizFocusOptions`).
  public func validate() throws {
    try validatePlacement()
    try validateClass()
    if sheet.answers && !sheet.worksheet && classroom.keyFile == nil {
      throw failure(.optionGoesWith("--answers", "--worksheet", "--key-file"))
    }
    if sheet.format != .text && !sheet.worksheet
      && !(sheet.answers && classroom.keyFile != nil)
    {
      throw failure(.optionGoesWith("--format \(sheet.format.rawValue)", "--worksheet"))
    }
    try validateGrid()
    try validateEnglish()
    try validateFrom()
  }

  /// A text is drilled as the context drill drills sentences, from files (standard input holds
  /// the answers; a worksheet may read its text there), not as a review, the weak spots, a grid, a class's sealed sheets or versions.
  private func validateFrom() throws {
    guard !from.isEmpty else { return }
    if from.contains("-") && !sheet.worksheet { throw failure(.quizFromStandardInput) }
    for (name, given) in [
      ("--review", drill.review), ("--weak", drill.weak), ("--grid", sheet.grid),
      ("--class", classroom.className != nil), ("--assignment", classroom.assignment != nil),
      ("--key-file", classroom.keyFile != nil), ("--versions", sheet.versions != nil),
      ("--english", sheet.english), ("--sentences", drill.sentences),
    ]
    where given {
      throw failure(.optionNotWith("--from", name))
    }
    if drill.mode != .conjugate && drill.mode != .context {
      throw failure(.optionNotWith("--from", "--mode \(drill.mode.rawValue)"))
    }
  }

  /// The check's message, in the language of the command line (`HelpLanguage`).
  private func failure(_ message: Message) -> ValidationError {
    QuizOptionCheck.failure(message)
  }

  /// A class's sheets are a worksheet of conjugations of the curriculum or a selection, drawn
  /// from a secret (no seed); an assignment is taken alone; a key file is written for a class,
  /// read for an assignment or printed with `--answers`.
  private func validateClass() throws {
    let (drill, sheet, classroom) = (drill, sheet, classroom)
    if classroom.className != nil && !sheet.worksheet {
      throw failure(.optionGoesWith("--class", "--worksheet"))
    }
    if classroom.assignment != nil
      && (sheet.worksheet || drill.review || drill.weak || sheet.answers || drill.seed != nil)
    {
      throw failure(.assignmentAlone)
    }
    if classroom.keyFile != nil && classroom.className == nil && classroom.assignment == nil
      && !(sheet.answers && !sheet.worksheet)
    {
      throw failure(.keyFileGoesWith)
    }
    if sheet.answers && classroom.keyFile != nil && !sheet.worksheet
      && focus.request != QuizFocusRequest()
    {
      throw failure(.answersKeyFileAlone)
    }
    guard let className = classroom.className else { return }
    if className.trimmingWhitespace().isEmpty {
      throw failure(.classNeedsName)
    }
    if drill.seed != nil {
      throw failure(.seedNotWithClass)
    }
    if sheet.answers {
      throw failure(.answersNotWithClass)
    }
    for (name, given) in [
      ("--grid", sheet.grid), ("--review", drill.review), ("--weak", drill.weak),
    ]
    where given {
      throw failure(.optionNotWith(name, "--class"))
    }
    if drill.mode == .recognize {
      throw failure(.classNotRecognize)
    }
  }

  /// A placement test chooses its own questions: it goes with `--seed`, `--accents`, the
  /// settings and the language only.
  private func validatePlacement() throws {
    guard placement else { return }
    let given: [(String, Bool)] = [
      ("--review", drill.review), ("--weak", drill.weak), ("--worksheet", sheet.worksheet),
      ("--grid", sheet.grid), ("--answers", sheet.answers), ("--speak", sheet.speak),
      ("--versions", sheet.versions != nil), ("--english", sheet.english),
      ("--format", sheet.format != .text), ("--class", classroom.className != nil),
      ("--assignment", classroom.assignment != nil), ("--key-file", classroom.keyFile != nil),
      ("--output", classroom.output != nil), ("--count", drill.count != nil),
      ("--difficulty", drill.difficulty != nil), ("--mode", drill.mode != .conjugate),
      ("--sentences", drill.sentences), ("--hint", drill.hint != nil),
      ("--tense", !focus.itemLists.isEmpty), ("--verbs", !focus.verbLists.isEmpty),
      ("--verbs-file", focus.verbsFile != nil), ("--person", !focus.personLists.isEmpty),
      ("--irregular", focus.irregular), ("--model", focus.model != nil),
      ("--top", focus.top != nil), ("--from", !from.isEmpty),
    ]
    for (name, isGiven) in given where isGiven {
      throw failure(.optionNotWith(name, "--placement"))
    }
  }

  /// A grid asks conjugations of the curriculum or a selection, not a review, the weak spots or
  /// another drill, and every form of a tense, not only the irregular ones.
  private func validateGrid() throws {
    guard sheet.grid else { return }
    if drill.review { throw failure(.optionNotWith("--grid", "--review")) }
    if drill.weak { throw failure(.optionNotWith("--grid", "--weak")) }
    if drill.mode == .context {
      throw failure(.gridNotContext)
    }
    if drill.mode != .conjugate {
      throw failure(.optionNotWith("--grid", "--mode \(drill.mode.rawValue)"))
    }
    if focus.irregular {
      throw failure(.gridNotIrregular)
    }
  }

  /// `--english` goes with the sentence drills on a worksheet only (the drill shows the English
  /// after a wrong answer, and before it would give the sentence away).
  private func validateEnglish() throws {
    guard sheet.english else { return }
    if drill.mode != .context && !drill.sentences {
      throw failure(
        .optionGoesWith("--english", "--mode context", "--mode recognize --sentences"))
    }
    if !sheet.worksheet {
      throw failure(.englishGoesWithWorksheet)
    }
  }

  public var request: QuizRequest {
    QuizRequest(
      seed: drill.seed, difficulty: drill.difficulty, kind: drill.kind, hint: drill.hint,
      count: drill.count, review: drill.review, weak: drill.weak,
      worksheet: sheet.worksheet, speak: sheet.speak, answers: sheet.answers, format: sheet.format,
      versions: sheet.versions, grid: sheet.grid, english: sheet.english, focus: focus.request,
      settingsPath: settings.path,
      handout: WorksheetHandout(
        title: sheet.title, instructions: sheet.instructions, paper: sheet.paper,
        className: classroom.className),
      keyFile: classroom.keyFile, assignment: classroom.assignment, output: classroom.output,
      accents: accents, placement: placement, from: from)
  }

  public func run(in environment: CommandEnvironment, reader: (any LineReader)?) throws {
    try request.run(in: environment, reader: reader)
  }
}
