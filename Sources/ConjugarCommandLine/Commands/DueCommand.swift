import ArgumentParser
import ConjugarCommands
import LineInput
import Messages

public struct DueCommand: EnvironmentCommand {
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "due",
      abstract: HelpLanguage.text(.helpDueAbstract),
      discussion: """
        Prints one line such as "3 items due today · streak 5 days", or with --format json \
        {"due":3,"nextDue":"2025-03-14T23:00:00Z","streak":5} (nextDue: when the next item falls \
        due, null when none will). Made for shell prompts and status lines: it reads the first \
        line of history.summary.json, a cache beside the history that is checked against the \
        history and rebuilt from it when it does not match.

        Exit status: 0 (also with no history), 64 for a usage error, 71 when it runs out of \
        memory under a limit, 74 when the history exists but cannot be read.
        """
    )
  }

  @Option(help: "Output format.")
  var format: OutputFormat = .text

  @OptionGroup var settings: SettingsOptions

  @OptionGroup var language: LanguageOptions

  public init() {}

  public var request: DueRequest { DueRequest(format: format, settingsPath: settings.path) }

  public func run(in environment: CommandEnvironment, reader: (any LineReader)?) throws {
    try request.run(in: environment)
  }
}
