import ArgumentParser
import ConjugarCommands
import LineInput
import Messages

public struct StatsCommand: EnvironmentCommand {
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "stats",
      abstract: CommandHelp.text(.helpStatsAbstract),
      discussion: CommandHelp.text(.helpStatsDiscussion)
    )
  }

  @Option(
    help: ArgumentHelp(CommandHelp.text(.helpFormat), valueName: CommandHelp.text(.valueFormat)))
  var format: OutputFormat = .text

  @Flag(help: ArgumentHelp(CommandHelp.text(.helpStatsItems)))
  var items = false

  @Flag(help: ArgumentHelp(CommandHelp.text(.helpStatsForgetPlacement)))
  var forgetPlacement = false

  @Flag(help: ArgumentHelp(CommandHelp.text(.helpStatsFit)))
  var fit = false

  @OptionGroup var settings: SettingsOptions

  @OptionGroup var language: LanguageOptions

  public init() {}

  /// Forgetting the placement prints one line: not with the items or JSON.
  public func validate() throws {
    guard forgetPlacement else { return }
    if fit {
      throw ValidationError(HelpLanguage.text(.optionNotWith("--fit", "--forget-placement")))
    }
    if items {
      throw ValidationError(HelpLanguage.text(.optionNotWith("--items", "--forget-placement")))
    }
    if format != .text {
      throw ValidationError(
        HelpLanguage.text(.optionNotWith("--format \(format.rawValue)", "--forget-placement")))
    }
  }

  public var request: StatsRequest {
    StatsRequest(
      format: format, items: items, fit: fit, settingsPath: settings.path,
      forgetPlacement: forgetPlacement)
  }

  public func run(in environment: CommandEnvironment, reader: (any LineReader)?) throws {
    try request.run(in: environment)
  }
}
