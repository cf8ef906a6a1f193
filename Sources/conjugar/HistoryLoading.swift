import ConjugarOutput
import ArgumentParser
import LearningProgress
import QuizHistory

extension SettingsOptions {
  /// The quiz history beside the settings file, read line by line into what `stats` and
  /// `quiz --review` report, with one warning if lines had to be skipped. A history that
  /// exists but cannot be read (no permission, a folder in its place) is one error line and
  /// status 74: these commands cannot do their job without it, and saying "no quizzes yet"
  /// would hide the problem.
  func historySummary(in environment: CommandEnvironment) throws -> HistorySummary {
    let calendar = environment.calendar
    let history: QuizHistory
    switch quizHistory(in: environment) {
    case .success(let found): history = found
    case .failure(let failure):
      environment.warning("no quiz history: \(failure.message)")
      return HistorySummary(calendar: calendar)
    }
    let summary: HistorySummary
    do {
      summary = try HistorySummary(reading: history, calendar: calendar)
    } catch {
      environment.error(error.message)
      throw ExitCode.ioError
    }
    if summary.skippedLines > 0 {
      let lines = counted(summary.skippedLines, "line")
      environment.warning(
        "\(lines) of \(history.path) could not be read and \(summary.skippedLines == 1 ? "was" : "were") skipped"
      )
    }
    return summary
  }
}
