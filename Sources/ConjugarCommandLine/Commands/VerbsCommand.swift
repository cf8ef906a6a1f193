import ArgumentParser
import ConjugarCommands
import LineInput
import Messages

public struct VerbsCommand: EnvironmentCommand {
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "verbs",
      abstract: CommandHelp.text(.helpVerbsAbstract),
      discussion: CommandHelp.text(
        Message.helpVerbsDiscussion(screenful: VerbsRequest.screenful))
    )
  }

  @Flag(help: ArgumentHelp(CommandHelp.text(.helpVerbsIrregular)))
  var irregular = false

  @Flag(help: ArgumentHelp(CommandHelp.text(.helpVerbsRegular)))
  var regular = false

  @Option(
    help: ArgumentHelp(
      CommandHelp.text(.helpModelOption), valueName: CommandHelp.text(.valueModel)),
    completion: .models)
  var model: String? = nil

  @Option(
    help: ArgumentHelp(
      CommandHelp.text(.helpVerbsSearch), valueName: CommandHelp.text(.valueText)))
  var search: String? = nil

  @Flag(
    help: ArgumentHelp(
      CommandHelp.text(
        Message.helpVerbsAll(screenful: VerbsRequest.screenful))))
  var all = false

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      CommandHelp.text(.helpVerbsTop), valueName: "N"),
    transform: VerbsCommand.top(from:))
  var top: Int? = nil

  /// `--top` (of `quiz` too): a whole number from 1 (`-1` is read as a value, not as an option).
  static func top(from text: String) throws -> Int {
    guard let top = Int(text), top >= 1 else {
      throw ValidationError(HelpLanguage.text(.use(.wholeNumberFrom(1))))
    }
    return top
  }

  @Option(
    help: ArgumentHelp(CommandHelp.text(.helpFormat), valueName: CommandHelp.text(.valueFormat)))
  var format: OutputFormat = .text

  @OptionGroup var language: LanguageOptions

  public init() {}

  public func validate() throws {
    if irregular && regular {
      throw ValidationError(HelpLanguage.text(.optionsExclude("--irregular", "--regular")))
    }
  }

  public var request: VerbsRequest {
    VerbsRequest(
      irregular: irregular, regular: regular, model: model, search: search, top: top, all: all,
      format: format)
  }

  public func run(in environment: CommandEnvironment, reader: (any LineReader)?) throws {
    try request.run(in: environment)
  }
}
