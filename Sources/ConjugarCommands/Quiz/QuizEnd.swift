import LearningProgress
import Messages
import QuizHistory
import StatsOutput

/// The end of a quiz in the history: the quiz appended, the personal-best line, and what is
/// due now with the streak. The history is read once, through its summary cache, before the
/// quiz is appended (the best is against the quizzes before it); only the line appended is
/// read after, and the cache is written back, so `due` at the next prompt reads one line.
enum QuizEnd {
  /// Appends `record` (nil: nothing was answered) to the history beside `settingsPath`, then
  /// writes the personal-best line and the due line (at `retention`, from the settings the quiz
  /// was run with, so the file is not read again). A history that cannot be read only costs
  /// those lines (in the environment's language); one that cannot be written is a warning (`stats` says more).
  static func finish(
    _ record: QuizRecord?, settingsPath: String?, retention: Double,
    environment: CommandEnvironment
  ) {
    let calendar = environment.calendar
    let located = environment.quizHistory(settingsPath: settingsPath)
    let progress = (try? located.get()).flatMap {
      try? CachedSummary(reading: $0, calendar: calendar)
    }
    if let record {
      do {
        let history = try located.get()
        let best = progress.flatMap {
          PersonalBestNotice.line(
            for: record, bests: $0.summary.bests, calendar: calendar, in: environment.language)
        }
        try history.append(record)
        if let best { environment.write(best) }
      } catch {
        environment.warning(.quizNotInHistory(error.typed))
      }
    }
    guard var current = progress, (try? current.update()) != nil else { return }
    let report = current.saveReporting(
      today: calendar.day(of: environment.now()), retention: retention)
    if report.lastQuizDay != nil {
      environment.write(DueText.line(report, in: environment.language))
    }
  }
}
