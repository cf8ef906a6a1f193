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

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      CommandHelp.text(.helpQuizSeed), valueName: CommandHelp.text(.valueSeed)),
    transform: QuizCommand.seed(from:))
  var seed: UInt64? = nil

  /// A seed: a whole number that fits in 64 bits (`-1` is read as a value, not as an option).
  static func seed(from text: String) throws -> UInt64 {
    guard let seed = UInt64(text) else {
      throw ValidationError(
        HelpLanguage.text(.use(.numberRange("0", String(UInt64.max), whole: true))))
    }
    return seed
  }

  @Option(
    help: ArgumentHelp(
      CommandHelp.text(.helpQuizDifficulty), valueName: CommandHelp.text(.valueDifficulty)))
  var difficulty: Difficulty? = nil

  @Option(
    help: ArgumentHelp(
      CommandHelp.text(.helpQuizMode), valueName: CommandHelp.text(.valueMode)))
  var mode: QuizKind = .conjugate

  @Flag(
    help: ArgumentHelp(CommandHelp.text(.helpQuizSentences)))
  var sentences = false

  @Option(
    help: ArgumentHelp(
      CommandHelp.text(.helpQuizHint), valueName: CommandHelp.text(.valueHint)))
  var hint: QuizHint? = nil

  @Option(
    help: ArgumentHelp(
      CommandHelp.text(.helpQuizCount), valueName: CommandHelp.text(.valueCount)))
  var count: Int? = nil

  @Flag(
    help: ArgumentHelp(CommandHelp.text(.helpQuizReview)))
  var review = false

  @Flag(
    help: ArgumentHelp(CommandHelp.text(.helpQuizWeak)))
  var weak = false

  @Flag(help: ArgumentHelp(CommandHelp.text(.helpQuizWorksheet)))
  var worksheet = false

  @Flag(
    help: ArgumentHelp(CommandHelp.text(.helpQuizSpeak)))
  var speak = false

  @Flag(help: ArgumentHelp(CommandHelp.text(.helpQuizAnswers)))
  var answers = false

  @Option(
    help: ArgumentHelp(
      CommandHelp.text(.helpQuizFormat), valueName: CommandHelp.text(.valueFormat)))
  var format: WorksheetFormat = .text

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      CommandHelp.text(.helpQuizVersions), valueName: "N"))
  var versions: Int? = nil

  @Flag(
    help: ArgumentHelp(CommandHelp.text(.helpQuizGrid)))
  var grid = false

  @Flag(
    help: ArgumentHelp(CommandHelp.text(.helpQuizEnglish)))
  var english = false

  @Option(
    help: ArgumentHelp(
      CommandHelp.text(.helpQuizTitle), valueName: CommandHelp.text(.valueTitle)))
  var title: String? = nil

  @Option(
    help: ArgumentHelp(
      CommandHelp.text(.helpQuizInstructions), valueName: CommandHelp.text(.valueInstructions)))
  var instructions: String? = nil

  @Option(
    help: ArgumentHelp(
      CommandHelp.text(.helpQuizPaper), valueName: CommandHelp.text(.valuePaper)))
  var paper: WorksheetPaper? = nil

  @Option(
    name: .customLong("class"),
    help: ArgumentHelp(
      CommandHelp.text(.helpQuizClass), valueName: CommandHelp.text(.valueName)))
  var className: String? = nil

  @Option(
    help: ArgumentHelp(
      CommandHelp.text(.helpQuizKeyFile), valueName: CommandHelp.text(.valuePath)))
  var keyFile: String? = nil

  @Option(
    help: ArgumentHelp(
      CommandHelp.text(.helpQuizAssignment), valueName: CommandHelp.text(.valueCode)))
  var assignment: String? = nil

  @Option(
    help: ArgumentHelp(
      CommandHelp.text(.helpQuizOutput), valueName: CommandHelp.text(.valuePath)))
  var output: String? = nil

  @Option(
    help: ArgumentHelp(
      CommandHelp.text(.helpQuizAccents), valueName: CommandHelp.text(.valuePolicy)))
  var accents: AccentsPolicy = .half

  @OptionGroup var focus: QuizFocusOptions

  @OptionGroup var settings: SettingsOptions

  @OptionGroup var language: LanguageOptions

  public init() {}

  public func validate() throws {
    if let count, !(1...500).contains(count) {
      throw failure(.optionBetween("--count", 1, 500))
    }
    if weak && review {
      throw failure(.weakNotWithReview)
    }
    if review && difficulty != nil {
      throw failure(.optionNotWith("--difficulty", "--review"))
    }
    try validateClass()
    if answers && !worksheet && keyFile == nil {
      throw failure(.optionGoesWith("--answers", "--worksheet", "--key-file"))
    }
    if format != .text && !worksheet && !(answers && keyFile != nil) {
      throw failure(.optionGoesWith("--format \(format.rawValue)", "--worksheet"))
    }
    try validateWorksheet()
    try validateContext()
    try validateSentences()
    if speak && worksheet { throw failure(.optionNotWith("--speak", "--worksheet")) }
  }

  /// The check's message, in the language of the command line (`HelpLanguage`).
  private func failure(_ message: Message) -> ValidationError {
    ValidationError(HelpLanguage.text(message))
  }

  /// Sheets to hand out, sealed versions, their key and assignments: what goes with what.
  private func validateClass() throws {
    for (name, given) in [
      ("--title", title != nil), ("--instructions", instructions != nil), ("--paper", paper != nil),
      ("--class", className != nil),
    ] where given && !worksheet {
      throw failure(.optionGoesWith(name, "--worksheet"))
    }
    if let assignment {
      if assignment.isEmpty { throw failure(.assignmentNeedsCode) }
      guard keyFile != nil else {
        throw failure(.assignmentNeedsClassKey)
      }
      if worksheet || review || weak || answers || seed != nil {
        throw failure(.assignmentAlone)
      }
    } else if output != nil {
      throw failure(.optionGoesWith("--output", "--assignment"))
    }
    if let keyFile, keyFile.isEmpty { throw failure(.optionNeedsFileName("--key-file")) }
    if keyFile != nil && className == nil && assignment == nil && !(answers && !worksheet) {
      throw failure(.keyFileGoesWith)
    }
    if answers && keyFile != nil && !worksheet && focus.request != QuizFocusRequest() {
      throw failure(.answersKeyFileAlone)
    }
    guard let className else { return }
    if className.trimmingWhitespace().isEmpty {
      throw failure(.classNeedsName)
    }
    if seed != nil {
      throw failure(.seedNotWithClass)
    }
    if answers {
      throw failure(.answersNotWithClass)
    }
    for (name, given) in [("--grid", grid), ("--review", review), ("--weak", weak)] where given {
      throw failure(.optionNotWith(name, "--class"))
    }
    if mode == .recognize {
      throw failure(.classNotRecognize)
    }
  }

  /// `--versions` and `--grid` go with `--worksheet`; a grid asks conjugations of the
  /// curriculum or a selection, not a review or a recognition drill.
  private func validateWorksheet() throws {
    if let versions {
      guard worksheet else { throw failure(.optionGoesWith("--versions", "--worksheet")) }
      guard (1...WorksheetVersion.limit).contains(versions) else {
        throw failure(.optionBetween("--versions", 1, WorksheetVersion.limit))
      }
    }
    guard grid else { return }
    guard worksheet else { throw failure(.optionGoesWith("--grid", "--worksheet")) }
    if review { throw failure(.optionNotWith("--grid", "--review")) }
    if weak { throw failure(.optionNotWith("--grid", "--weak")) }
    if mode == .context {
      throw failure(.gridNotContext)
    }
    if mode != .conjugate {
      throw failure(.optionNotWith("--grid", "--mode \(mode.rawValue)"))
    }
    if focus.irregular {
      throw failure(.gridNotIrregular)
    }
  }

  /// `--hint` goes with the context drill, `--english` with the sentence drills on a worksheet
  /// only (the drill shows the English after a wrong answer, and before it would give the
  /// sentence away); the context drill has no weak-spots drill yet (its questions are sentences, which the
  /// weak spots do not pick).
  private func validateContext() throws {
    if hint != nil && mode != .context {
      throw failure(.optionGoesWith("--hint", "--mode context"))
    }
    if english && mode != .context && !sentences {
      throw failure(
        .optionGoesWith("--english", "--mode context", "--mode recognize --sentences"))
    }
    if english && !worksheet {
      throw failure(.englishGoesWithWorksheet)
    }
    guard mode == .context else { return }
    if weak { throw failure(.optionNotWith("--weak", "--mode context")) }
  }

  /// `--sentences` goes with the recognition drill; like the context drill, it has no
  /// weak-spots drill yet (`--class` refuses it with plain recognition).
  private func validateSentences() throws {
    guard sentences else { return }
    guard mode == .recognize else {
      throw failure(.optionGoesWith("--sentences", "--mode recognize"))
    }
    if weak { throw failure(.optionNotWith("--weak", "--sentences")) }
  }

  public var request: QuizRequest {
    QuizRequest(
      seed: seed, difficulty: difficulty, kind: sentences ? .recognizeSentences : mode, hint: hint,
      count: count, review: review,
      weak: weak,
      worksheet: worksheet, speak: speak, answers: answers, format: format, versions: versions,
      grid: grid, english: english, focus: focus.request, settingsPath: settings.path,
      handout: WorksheetHandout(
        title: title, instructions: instructions, paper: paper, className: className),
      keyFile: keyFile, assignment: assignment, output: output, accents: accents)
  }

  public func run(in environment: CommandEnvironment, reader: (any LineReader)?) throws {
    try request.run(in: environment, reader: reader)
  }
}
