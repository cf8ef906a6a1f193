import ConjugarOutput
import ConjugarSettings
import LearningProgress
import Messages
import QuizHistory

/// The user's files a command opens, from the settings path it was given (`--settings`, nil
/// for the default): resolved once, by the one resolver. The quiz history lives beside the
/// settings file, so it follows the path too.
extension CommandEnvironment {
  func locations(settingsPath: String?) -> UserDataLocations {
    UserDataLocations(settingsOption: settingsPath, environment: variables)
  }

  /// The settings store; what it loads and saves carries the locale's region, the region
  /// of a user who never set one (`LocaleRegion`).
  func settingsStore(settingsPath: String?) -> any SettingsStore {
    LocaleSettingsStore(
      userData.settingsStore(locations(settingsPath: settingsPath).settings, self),
      localeRegion: LocaleRegion.fromEnvironment(variables))
  }

  /// The `language` setting of the settings file at `settingsPath`, read quietly: a file that
  /// cannot be read is the command's to report, once.
  public func languageSetting(settingsPath: String?) -> LanguagePreference {
    var quiet = self
    quiet.writeError = { _ in }
    return quiet.settingsStore(settingsPath: settingsPath).load().language
  }

  /// The quiz history, or why there is none (no home folder).
  func quizHistory(settingsPath: String?) -> Result<QuizHistory, QuizHistory.Failure> {
    let location = locations(settingsPath: settingsPath).quizHistory
    if let history = userData.quizHistory(location) { return .success(history) }
    if case .unavailable(let reason) = location { return .failure(.cannotWrite(reason)) }
    return .failure(.cannotWrite(Message.historyNoLocation))
  }

  /// The quiz history beside the settings file, read line by line into what `stats` and
  /// `quiz --review` report (the memory states of `scheduleParameters`), with one warning if
  /// lines had to be skipped. A history that
  /// exists but cannot be read (no permission, a folder in its place) is one error line and
  /// status 74: these commands cannot do their job without it, and saying "no quizzes yet"
  /// would hide the problem.
  func historySummary(settingsPath: String?) throws(CommandFailure) -> HistorySummary {
    let calendar = self.calendar
    let history: QuizHistory
    switch quizHistory(settingsPath: settingsPath) {
    case .success(let found): history = found
    case .failure(let failure):
      warning(.historyMissing(failure.typed))
      return HistorySummary(calendar: calendar)
    }
    let summary: HistorySummary
    do {
      summary = try HistorySummary(
        reading: history, calendar: calendar,
        parameters: scheduleParameters(for: history, settingsPath: settingsPath))
    } catch {
      throw CommandFailure(.ioError, message: error.typed.text(in: language))
    }
    // Lines that are not JSON objects, and quizzes without a valid date (2025-02-31, a
    // hand-edited typo): skipped, never guessed, and said once.
    let skipped = summary.skippedLines + summary.skippedRecords
    if skipped > 0 {
      warning(.historyLinesSkipped(skipped, path: history.path))
    }
    return summary
  }
}
