import ArgumentParser
import ConjugarOutput
import LearningProgress
import PlainText
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
    // Lines that are not JSON objects, and quizzes without a valid date (2025-02-31, a
    // hand-edited typo): skipped, never guessed, and said once.
    let skipped = summary.skippedLines + summary.skippedRecords
    if skipped > 0 {
      environment.warning(
        "\(counted(skipped, "line")) of \(history.path) could not be read (not a quiz with a valid"
          + " date) and \(skipped == 1 ? "was" : "were") skipped")
    }
    return summary
  }
}
