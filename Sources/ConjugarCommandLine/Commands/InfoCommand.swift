import ArgumentParser
import ConjugarCommands
import ConjugarCore
import LineInput
import Messages

public struct InfoCommand: EnvironmentCommand {
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "info",
      abstract: HelpLanguage.text(.helpInfoAbstract),
      discussion: HelpLanguage.text(
        Message(.helpInfoDiscussion, ["moods": .text(TenseArgument.namesByMood)]))
    )
  }

  @Argument(
    help: ArgumentHelp(
      HelpLanguage.text(.helpInfoTense), valueName: HelpLanguage.text(.valueTense)),
    completion: .tenses)
  var tense: String? = nil

  @Flag(help: ArgumentHelp(HelpLanguage.text(.helpInfoAll)))
  var all = false

  @Option(
    help: ArgumentHelp(HelpLanguage.text(.helpFormat), valueName: HelpLanguage.text(.valueFormat)))
  var format: OutputFormat = .text

  @Option(help: ArgumentHelp(HelpLanguage.text(.helpInfoColor)))
  var color: ColorMode = .auto

  @Flag(help: ArgumentHelp(HelpLanguage.text(.helpInfoNoPager)))
  var noPager = false

  @OptionGroup var language: LanguageOptions

  public init() {}

  public func validate() throws {
    if all && tense != nil { throw ValidationError("give a tense or --all, not both") }
    if let tense { _ = try TenseArgument.tenses(from: tense, quotingNames: true) }
  }

  public var request: InfoRequest {
    InfoRequest(
      tense: tense.flatMap(TenseNames.tense(named:)), mood: tense.flatMap(Mood.init(name:)),
      all: all, format: format, color: color, noPager: noPager)
  }

  public func run(in environment: CommandEnvironment, reader: (any LineReader)?) throws {
    request.run(in: environment)
  }
}
