import ArgumentParser
import ConjugarCommands
import ConjugarQuiz
import LineInput
import Messages

public struct SayCommand: EnvironmentCommand {
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "say",
      abstract: HelpLanguage.text(.helpSayAbstract),
      discussion: HelpLanguage.text(.helpSayDiscussion)
    )
  }

  @Argument(
    help: ArgumentHelp(
      HelpLanguage.text(.helpSayWords), valueName: HelpLanguage.text(.valueWords)))
  var words: [String] = []

  @Option(
    name: .customLong("output"),
    help: ArgumentHelp(
      HelpLanguage.text(.helpSayOutput), valueName: HelpLanguage.text(.valueFile)),
    completion: .file(extensions: ["wav"]))
  var output: String? = nil

  @Option(
    help: ArgumentHelp(
      HelpLanguage.text(.helpSayRegion), valueName: HelpLanguage.text(.valueRegion)))
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
