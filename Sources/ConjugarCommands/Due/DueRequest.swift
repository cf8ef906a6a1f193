import LearningProgress
import StatsOutput

/// `conjugar due`: how many items are due for review today, when the next falls due, and the
/// streak; for shell prompts and status lines, so it reads the first line of the history's
/// summary cache rather than the history whenever it can (`DueReport(reading:)`).
public struct DueRequest: Equatable, Sendable {
  public var format: OutputFormat
  /// `--settings`: the settings file, beside which the history lives; nil for the default.
  public var settingsPath: String?

  public init(format: OutputFormat = .text, settingsPath: String? = nil) {
    self.format = format
    self.settingsPath = settingsPath
  }

  public func run(in environment: CommandEnvironment) throws(CommandFailure) {
    let report = try environment.dueReport(settingsPath: settingsPath)
    switch format {
    case .text: environment.write(DueText.line(report, in: environment.language))
    case .json: environment.write(DueText.json(report, calendar: environment.calendar).compact())
    }
  }
}
