import ArgumentParser
import ConjugarCommands
import LineInput
import Messages

public struct StatsCommand: EnvironmentCommand {
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "stats",
      abstract: HelpLanguage.text(.helpStatsAbstract),
      discussion: HelpLanguage.text(.helpStatsDiscussion)
    )
  }

  @Option(
    help: ArgumentHelp(HelpLanguage.text(.helpFormat), valueName: HelpLanguage.text(.valueFormat)))
  var format: OutputFormat = .text

  @Flag(help: ArgumentHelp(HelpLanguage.text(.helpStatsItems)))
  var items = false

  @OptionGroup var settings: SettingsOptions

  @OptionGroup var language: LanguageOptions

  public init() {}

  public var request: StatsRequest {
    StatsRequest(format: format, items: items, settingsPath: settings.path)
  }

  public func run(in environment: CommandEnvironment, reader: (any LineReader)?) throws {
    try request.run(in: environment)
  }
}
