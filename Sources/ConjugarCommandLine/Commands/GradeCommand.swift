import ArgumentParser
import ConjugarCommands
import LineInput
import Messages
import WorksheetOutput

public struct GradeCommand: EnvironmentCommand {
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "grade",
      abstract: HelpLanguage.text(.helpGradeAbstract),
      discussion: HelpLanguage.text(.helpGradeDiscussion)
    )
  }

  @Argument(
    help: ArgumentHelp(
      HelpLanguage.text(.helpGradeKey), valueName: HelpLanguage.text(.valueKeyFile)),
    completion: .file(extensions: ["json"]))
  var key: String

  @Argument(
    help: ArgumentHelp(
      HelpLanguage.text(.helpGradeAnswers), valueName: HelpLanguage.text(.valueAnswerFiles)),
    completion: .file())
  var answers: [String] = []

  @Option(
    help: ArgumentHelp(
      HelpLanguage.text(.helpGradeFormat), valueName: HelpLanguage.text(.valueFormat)))
  var format: GradeRequest.Format = .text

  @Option(
    help: ArgumentHelp(
      HelpLanguage.text(.helpGradeOutput), valueName: HelpLanguage.text(.valueFile)),
    completion: .file())
  var output: String? = nil

  @Option(
    help: ArgumentHelp(
      HelpLanguage.text(.helpGradePaper), valueName: HelpLanguage.text(.valuePaper)))
  var paper: WorksheetPaper? = nil

  @Flag(help: ArgumentHelp(HelpLanguage.text(.helpGradePerStudent)))
  var perStudent = false

  @OptionGroup var language: LanguageOptions

  public init() {}

  public func validate() throws {
    if answers.isEmpty {
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
      perStudent: perStudent)
  }

  public func run(in environment: CommandEnvironment, reader: (any LineReader)?) throws {
    try request.run(in: environment)
  }
}
