import ConjugarSettings
import LearningProgress
import QuizHistory
import ScheduleFitting

/// Which FSRS parameters schedule the reviews, and keeping the fit up to date.
extension CommandEnvironment {
  /// The parameters for `history`: the kept fit (`FittedParameters`) when the `fit` setting is
  /// on and the fit was adopted, else FSRS-6's defaults. The settings are read quietly: a file
  /// that cannot be read is the command's to report, once.
  func scheduleParameters(for history: QuizHistory, settingsPath: String?) -> FSRSParameters {
    var quiet = self
    quiet.writeError = { _ in }
    return scheduleParameters(
      for: history, settings: quiet.settingsStore(settingsPath: settingsPath).load())
  }

  /// The parameters for `history` under `settings` already loaded (`due` reads them once).
  func scheduleParameters(for history: QuizHistory, settings: Settings) -> FSRSParameters {
    guard settings.fit else { return .defaults }
    return FittedParameters.load(for: history)?.scheduling ?? .defaults
  }

  /// Fits the schedule to `history` again when it has grown by `FittedParameters.refitGrowth`
  /// since the kept fit (or none reads) and the `fit` setting is on, as long as it holds at
  /// most `inlineRefitLimit` answers: a longer one is fitted by the next `stats` (which reads
  /// it all anyway), so the end of a quiz stays quick. Failures only cost the refit. Returns
  /// the parameters to schedule with after a refit; nil when none was made.
  @discardableResult
  func refitIfStale(_ history: QuizHistory, reviews: Int, settingsPath: String?, limit: Int)
    -> FSRSParameters?
  {
    var quiet = self
    quiet.writeError = { _ in }
    guard quiet.settingsStore(settingsPath: settingsPath).load().fit,
      FittedParameters.load(for: history)?.isStale(reviews: reviews) ?? true, reviews <= limit,
      let log = try? ReviewLog(reading: history, calendar: calendar)
    else { return nil }
    let kept = FittedParameters(ScheduleFit(log.data))
    kept.save(for: history)
    return kept.scheduling
  }
}

/// The most answers the end of a quiz fits again (measured in Docs/PERFORMANCE.md: reading and
/// fitting 4,000 answers takes about 0.3 s in a release build).
let inlineRefitLimit = 4_000
