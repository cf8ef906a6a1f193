import ArgumentParser
import LearningProgress

/// `conjugar stats`: progress from the quiz history.
public struct StatsArguments: ParsableArguments {
  @Option(help: "Output format.")
  var format: OutputFormat = .text

  @OptionGroup var settings: SettingsOptions

  public init() {}

  public func run(in environment: CommandEnvironment) throws {
    let summary = try settings.historySummary(in: environment)
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
