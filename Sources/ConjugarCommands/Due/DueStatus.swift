import LearningProgress
import Messages
import QuizHistory
import StatsOutput

/// The due count and streak of the quiz history beside the settings file, for `due`, the
/// REPL's banner and the end of a quiz.
extension CommandEnvironment {
  /// The report, or an empty one when the history has no location (one warning, as `stats`
  /// gives). A history that exists but cannot be read is one error line and status 74.
  func dueReport(settingsPath: String?) throws(CommandFailure) -> DueReport {
    switch quizHistory(settingsPath: settingsPath) {
    case .success(let history):
      do {
        let settings = settingsStore(settingsPath: settingsPath).load()
        return try DueReport(
          reading: history, calendar: calendar, now: now(), retention: settings.retention,
          parameters: scheduleParameters(for: history, settings: settings))
      } catch {
        throw CommandFailure(.ioError, message: error.typed.text(in: language))
      }
    case .failure(let failure):
      warning(.historyMissing(failure.typed))
      return .empty
    }
  }

  /// `3 items due today · streak 5 days` for the REPL's banner; nil when there is no quiz yet
  /// or the history cannot be read (the session says nothing of it: `stats` would).
  public func dueBanner() -> String? {
    guard case .success(let history) = quizHistory(settingsPath: nil),
      case let settings = settingsStore(settingsPath: nil).load(),
      let report = try? DueReport(
        reading: history, calendar: calendar, now: now(), retention: settings.retention,
        parameters: scheduleParameters(for: history, settings: settings)),
      report.lastQuizDay != nil
    else { return nil }
    return DueText.line(report, in: language)
  }
}
