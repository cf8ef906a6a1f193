import ArgumentParser
import ConjugarCommands
import ConjugarCore
import LineInput
import Messages

public struct InfoCommand: EnvironmentCommand {
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "info",
      abstract: CommandHelp.text(.helpInfoAbstract),
      discussion: CommandHelp.text(
        Message.helpInfoDiscussion(moods: TenseArgument.namesByMood))
    )
  }

  @Argument(
    help: ArgumentHelp(
      CommandHelp.text(.helpInfoTense), valueName: CommandHelp.text(.valueTense)),
    completion: .tenses)
  var tense: String? = nil

  @Flag(help: ArgumentHelp(CommandHelp.text(.helpInfoAll)))
  var all = false

  @Option(
    help: ArgumentHelp(CommandHelp.text(.helpFormat), valueName: CommandHelp.text(.valueFormat)))
  var format: OutputFormat = .text

  @Option(help: ArgumentHelp(CommandHelp.text(.helpInfoColor)))
  var color: ColorMode = .auto

  @Flag(help: ArgumentHelp(CommandHelp.text(.helpInfoNoPager)))
  var noPager = false

  @OptionGroup var language: LanguageOptions

  public init() {}

  /// A tense and --all together are refused in `run`, where the message can be in the
  /// environment's language; that refusal comes before an unknown tense's, as it always has.
  public func validate() throws {
    if let tense, !all { _ = try TenseArgument.tenses(from: tense, quotingNames: true) }
  }

  public var request: InfoRequest {
    InfoRequest(
      tense: tense.flatMap(TenseNames.tense(named:)), mood: tense.flatMap(Mood.init(name:)),
      all: all, format: format, color: color, noPager: noPager)
  }

  public func run(in environment: CommandEnvironment, reader: (any LineReader)?) throws {
    if all && tense != nil {
      throw CommandFailure.usage(Message.infoTenseAndAll.text(in: environment.language))
    }
    request.run(in: environment)
  }
}
