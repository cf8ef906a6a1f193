import LearningProgress
import QuizHistory
import ScheduleFitting
import StatsOutput

/// `conjugar stats --fit`: the schedule's parameters fitted to the history's answers
/// (`ScheduleFit`), kept beside it (`FittedParameters`) and reported (`FitReport`). An empty or
/// tiny history is a report of why the defaults stay (status 0); a history that exists but
/// cannot be read is one error line and status 74, as for `stats`.
extension StatsRequest {
  func runFit(in environment: CommandEnvironment) throws(CommandFailure) {
    var log = ReviewLog()
    var located: QuizHistory? = nil
    switch environment.quizHistory(settingsPath: settingsPath) {
    case .success(let history):
      located = history
      do {
        log = try ReviewLog(reading: history, calendar: environment.calendar)
      } catch {
        throw CommandFailure(.ioError, message: error.typed.text(in: environment.language))
      }
    case .failure(let failure):
      environment.warning(.historyMissing(failure.typed))
    }
    let fit = ScheduleFit(log.data)
    if let located { FittedParameters(fit).save(for: located) }
    var quiet = environment
    quiet.writeError = { _ in }
    let report = FitReport(
      fit: fit, log: log, settingOn: quiet.settingsStore(settingsPath: settingsPath).load().fit)
    switch format {
    case .json: environment.write(report.json().compact())
    case .text:
      for line in report.text(width: environment.widthUnlessPiped, in: environment.language) {
        environment.write(line)
      }
    }
  }
}

extension CommandEnvironment {
  /// `stats` fits the schedule again when the history has grown enough since the kept fit
  /// (the end of a quiz leaves a long history to it: `inlineRefitLimit`), up to
  /// `statsRefitLimit` answers; a longer history is fitted by `stats --fit` only.
  func refitIfStale(_ summary: HistorySummary, settingsPath: String?) -> FSRSParameters? {
    guard case .success(let history) = quizHistory(settingsPath: settingsPath) else { return nil }
    return refitIfStale(
      history, reviews: summary.reviews, settingsPath: settingsPath, limit: statsRefitLimit)
  }
}

/// The most answers plain `stats` fits again (a few seconds at most, Docs/PERFORMANCE.md).
let statsRefitLimit = 200_000
