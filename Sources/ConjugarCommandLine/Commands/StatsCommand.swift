import ArgumentParser
import ConjugarCommands
import LineInput
import Messages

public struct StatsCommand: EnvironmentCommand {
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "stats",
      abstract: HelpLanguage.text(.helpStatsAbstract),
      discussion: """
        Reads history.jsonl beside the settings file: quizzes taken, accuracy per tense and per \
        verb family (bar charts), the weakest items, the streak of days with a quiz (in local \
        time) and how many items are due for 'conjugar quiz --review'. Unreadable lines are \
        skipped.

        With --items: every item answered (verb, tense, person and drill) with its spaced-review \
        state (FSRS-6): reviews, lapses, stability, difficulty, last answer, due day and the \
        chance of recall now, most overdue first.

        On a terminal, text wraps to its width and bars shrink to fit it (a table too wide for \
        it becomes a block an item); into a pipe the report is the same at any size unless the \
        COLUMNS environment variable is set.

        Exit status: 0 (also with no history), 64 for a usage error, 71 when it runs out of \
        memory under a limit, 74 when the history exists but cannot be read.
        """
    )
  }

  @Option(help: "Output format.")
  var format: OutputFormat = .text

  @Flag(help: "List every item's spaced-review state instead of the summary.")
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
