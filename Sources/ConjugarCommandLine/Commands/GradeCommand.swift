import ArgumentParser
import ConjugarCommands
import LineInput
import Messages
import WorksheetOutput

public struct GradeCommand: EnvironmentCommand {
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "grade",
      abstract: CommandHelp.text(.helpGradeAbstract),
      discussion: CommandHelp.text(.helpGradeDiscussion)
    )
  }

  @Argument(
    help: ArgumentHelp(
      CommandHelp.text(.helpGradeKey), valueName: CommandHelp.text(.valueKeyFile)),
    completion: .file(extensions: ["json"]))
  var key: String

  @Argument(
    help: ArgumentHelp(
      CommandHelp.text(.helpGradeAnswers), valueName: CommandHelp.text(.valueAnswerFiles)),
    completion: .file())
  var answers: [String] = []

  @Option(
    help: ArgumentHelp(
      CommandHelp.text(.helpGradeFormat), valueName: CommandHelp.text(.valueFormat)))
  var format: GradeRequest.Format = .text

  @Option(
    help: ArgumentHelp(
      CommandHelp.text(.helpGradeOutput), valueName: CommandHelp.text(.valueFile)),
    completion: .file())
  var output: String? = nil

  @Option(
    help: ArgumentHelp(
      CommandHelp.text(.helpGradePaper), valueName: CommandHelp.text(.valuePaper)))
  var paper: WorksheetPaper? = nil

  @Flag(help: ArgumentHelp(CommandHelp.text(.helpGradePerStudent)))
  var perStudent = false

  @Option(
    help: ArgumentHelp(
      CommandHelp.text(.helpGradeData), valueName: CommandHelp.text(.valueFolder)),
    completion: .directory)
  var data: String? = nil

  @OptionGroup var language: LanguageOptions

  public init() {}

  public func validate() throws {
    if data?.isEmpty == true {
      throw ValidationError(HelpLanguage.text(.optionNeedsFolder(option: "--data")))
    }
    if answers.isEmpty && data == nil {
      throw ValidationError(HelpLanguage.text(Message.gradeNeedsAnswers))
    }
    for (name, given) in [("--paper", paper != nil), ("--per-student", perStudent)]
    where given && format != .html {
      throw ValidationError(HelpLanguage.text(.optionGoesWith(name, "--format html")))
    }
    if output?.isEmpty == true {
      throw ValidationError(HelpLanguage.text(.optionNeedsFileName("--output")))
    }
  }

  public var request: GradeRequest {
    GradeRequest(
      keyPath: key, answerPaths: answers, format: format, output: output, paper: paper,
      perStudent: perStudent, data: data)
  }

  public func run(in environment: CommandEnvironment, reader: (any LineReader)?) throws {
    var environment = environment
    // In a session `conjugar-serve` runs as a child: the session goes on after it.
    if reader != nil { environment.classroom.handOff = ClassroomClient.runningChild.handOff }
    try request.run(in: environment)
  }
}
