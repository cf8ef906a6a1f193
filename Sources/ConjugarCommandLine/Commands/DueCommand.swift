import ArgumentParser
import ConjugarCommands
import LineInput
import Messages

public struct DueCommand: EnvironmentCommand {
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "due",
      abstract: CommandHelp.text(.helpDueAbstract),
      discussion: CommandHelp.text(.helpDueDiscussion)
    )
  }

  @Option(
    help: ArgumentHelp(CommandHelp.text(.helpFormat), valueName: CommandHelp.text(.valueFormat)))
  var format: OutputFormat = .text

  @OptionGroup var settings: SettingsOptions

  @OptionGroup var language: LanguageOptions

  public init() {}

  public var request: DueRequest { DueRequest(format: format, settingsPath: settings.path) }

  public func run(in environment: CommandEnvironment, reader: (any LineReader)?) throws {
    try request.run(in: environment)
  }
}
