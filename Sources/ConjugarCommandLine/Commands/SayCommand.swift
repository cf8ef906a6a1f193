import ArgumentParser
import ConjugarCommands
import ConjugarQuiz
import LineInput
import Messages

public struct SayCommand: EnvironmentCommand {
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "say",
      abstract: CommandHelp.text(.helpSayAbstract),
      discussion: CommandHelp.text(.helpSayDiscussion)
    )
  }

  @Argument(
    help: ArgumentHelp(
      CommandHelp.text(.helpSayWords), valueName: CommandHelp.text(.valueWords)))
  var words: [String] = []

  @Option(
    name: .customLong("output"),
    help: ArgumentHelp(
      CommandHelp.text(.helpSayOutput), valueName: CommandHelp.text(.valueFile)),
    completion: .file(extensions: ["wav"]))
  var output: String? = nil

  @Option(
    help: ArgumentHelp(
      CommandHelp.text(.helpSayRegion), valueName: CommandHelp.text(.valueRegion)))
  var region: Region? = nil

  @OptionGroup var settings: SettingsOptions

  @OptionGroup var language: LanguageOptions

  public init() {}

  public var request: SayRequest {
    SayRequest(
      text: words.joined(separator: " "), output: output, region: region,
      settingsPath: settings.path)
  }

  public func run(in environment: CommandEnvironment, reader: (any LineReader)?) throws {
    try request.run(in: environment)
  }
}
