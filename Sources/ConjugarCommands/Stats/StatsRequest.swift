import LearningProgress
import StatsOutput

/// `conjugar stats`: progress from the quiz history.
public struct StatsRequest: Equatable, Sendable {
  public var format: OutputFormat
  /// `--settings`: the settings file, beside which the history lives; nil for the default.
  public var settingsPath: String?

  public init(format: OutputFormat = .text, settingsPath: String? = nil) {
    self.format = format
    self.settingsPath = settingsPath
  }

  public func run(in environment: CommandEnvironment) throws(CommandFailure) {
    let summary = try environment.historySummary(settingsPath: settingsPath)
    let now = environment.now()
    let scheduler = SpacedReviewScheduler(summary: summary)
    let report = StatsReport(
      statistics: Statistics(summary: summary, now: now, conjugator: environment.conjugator),
      dueToday: scheduler.dueCount(on: summary.calendar.day(of: now)),
      spacedReviewItems: scheduler.queue.count,
      summary: summary)
    switch format {
    case .json: environment.write(report.json().compact())
    case .text:
      if summary.isEmpty {
        environment.write("No quizzes yet: run 'conjugar quiz'.")
      } else {
        for line in report.text() { environment.write(line) }
      }
    }
  }
}
