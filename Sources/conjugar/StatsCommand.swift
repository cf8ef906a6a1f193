import ArgumentParser
import LearningProgress

struct StatsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "stats",
    abstract: "Your progress from the quiz history: accuracy, weakest items, streak.",
    discussion: """
      Reads history.jsonl beside the settings file: quizzes taken, accuracy per tense and per verb
      family (bar charts), the weakest items, the streak of days with a quiz (in local time) and
      how many missed items are due for 'conjugar quiz --review'. Unreadable lines are skipped.
      Exit status: 0 (also with no history), 64 for a usage error, 74 when the history exists
      but cannot be read.
      """
  )

  @Option(help: "Output format.")
  var format: OutputFormat = .text

  @OptionGroup var settings: SettingsOptions

  func run() throws { try run(in: .live) }

  func run(in environment: CommandEnvironment) throws {
    let summary = try settings.historySummary(in: environment)
    let now = environment.now()
    let scheduler = ReviewScheduler(summary: summary)
    let report = StatsReport(
      statistics: Statistics(summary: summary, now: now, conjugator: environment.conjugator),
      dueToday: scheduler.dueCount(on: summary.calendar.day(of: now)),
      reviewItems: scheduler.queue.count,
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
