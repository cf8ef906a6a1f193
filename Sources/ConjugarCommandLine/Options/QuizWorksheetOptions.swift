import ArgumentParser
import ConjugarCommands
import Messages
import WorksheetOutput

/// How the questions are given: printed as a worksheet (`--worksheet`, with `--answers`,
/// `--format`, `--versions`, `--grid`, `--english`, `--title`, `--instructions` and `--paper`)
/// or asked, with `--speak` saying each right answer aloud (declared here, between
/// `--worksheet` and `--answers`, where the help has always listed it). Its checks are those
/// among these options; `QuizCommand` checks what they must agree on with the other groups.
struct QuizWorksheetOptions: ParsableArguments {
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

  /// `--title`, `--instructions`, `--paper`, `--versions` (1…26) and `--grid` go with
  /// `--worksheet`, which is printed, not said (`--speak`).
  func validate() throws {
    for (name, given) in [
      ("--title", title != nil), ("--instructions", instructions != nil), ("--paper", paper != nil),
    ] where given && !worksheet {
      throw QuizOptionCheck.failure(.optionGoesWith(name, "--worksheet"))
    }
    if let versions {
      guard worksheet else {
        throw QuizOptionCheck.failure(.optionGoesWith("--versions", "--worksheet"))
      }
      guard (1...WorksheetVersion.limit).contains(versions) else {
        throw QuizOptionCheck.failure(.optionBetween("--versions", 1, WorksheetVersion.limit))
      }
    }
    if grid && !worksheet {
      throw QuizOptionCheck.failure(.optionGoesWith("--grid", "--worksheet"))
    }
    if speak && worksheet {
      throw QuizOptionCheck.failure(.optionNotWith("--speak", "--worksheet"))
    }
  }
}
