import ArgumentParser
import ConjugarCommands
import LineInput
import Messages
import ReadingOutput
import TextInput

public struct ReadCommand: EnvironmentCommand {
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "read",
      abstract: CommandHelp.text(.helpReadAbstract),
      discussion: CommandHelp.text(.helpReadDiscussion)
    )
  }

  @Argument(
    help: ArgumentHelp(
      CommandHelp.text(.helpReadFiles), valueName: CommandHelp.text(.valueFiles)),
    completion: .file())
  var files: [String] = []

  @Option(help: ArgumentHelp(CommandHelp.text(.helpReadBy)))
  var by: ReadGrouping = .verb

  @Flag(help: ArgumentHelp(CommandHelp.text(.helpReadInText)))
  var inText = false

  @Flag(help: ArgumentHelp(CommandHelp.text(.helpReadTenses)))
  var tenses = false

  @Option(help: ArgumentHelp(CommandHelp.text(.helpReadInputFormat)))
  var inputFormat: TextFormat? = nil

  @OptionGroup var output: OutputOptions

  @OptionGroup var language: LanguageOptions

  public init() {}

  public func validate() throws {
    if files.isEmpty { throw ValidationError(HelpLanguage.text(Message.readNeedsFile)) }
    if tenses && !inText { throw ValidationError(HelpLanguage.text(Message.readTensesNeedInText)) }
  }

  public var request: ReadRequest {
    ReadRequest(
      files: files, grouping: by, inText: inText, tenses: tenses, inputFormat: inputFormat,
      format: output.format, color: output.color)
  }

  public func run(in environment: CommandEnvironment, reader: (any LineReader)?) throws {
    try request.run(in: environment, reader: reader)
  }
}
