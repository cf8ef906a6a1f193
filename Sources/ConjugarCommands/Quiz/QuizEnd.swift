import LearningProgress
import Messages
import QuizHistory
import StatsOutput

/// The end of a quiz in the history: the quiz appended, the personal-best line, and what is
/// due now with the streak.
///
/// The history is read once, through its summary cache, before the first question (`init`):
/// reading a long history is what takes memory, so running out under a limit happens there,
/// before any answer is given, and ends with the out-of-memory line and nothing lost. At the
/// end the record is appended first: a failure after it (memory again, a full disk for the
/// cache) costs the summary lines, never the record. The best is against the quizzes before
/// this one; only the lines appended since are read after, and the cache is written back, so
/// `due` at the next prompt reads one line. The memory states are those of the kept fit
/// (`scheduleParameters`); once the history has grown enough, the schedule is fitted again
/// (`refitIfStale`) before the due line is worked out, and a fit that changes the parameters
/// has the (short) history read again with them, so the line says what `due` will say.
struct QuizEnd {
  private let located: Result<QuizHistory, QuizHistory.Failure>
  private let settingsPath: String?
  /// The history's summary before the quiz; nil when it cannot be read (then only the
  /// summary lines are missing). Taken by `finish`, which brings it up to date in place (a
  /// copy would double its memory).
  private var progress: CachedSummary?

  /// Reads the history beside `settingsPath` (before the first question).
  init(settingsPath: String?, environment: CommandEnvironment) {
    located = environment.quizHistory(settingsPath: settingsPath)
    self.settingsPath = settingsPath
    progress = (try? located.get()).flatMap {
      try? CachedSummary(
        reading: $0, calendar: environment.calendar,
        parameters: environment.scheduleParameters(for: $0, settingsPath: settingsPath))
    }
  }

  /// Appends `record` (nil: nothing was answered) through `answers` (so a signal cannot write
  /// it again), then writes the personal-best line and the due line (at `retention`, from the
  /// settings the quiz was run with, so the file is not read again). A history that cannot be
  /// read only costs those lines (in the environment's language); one that cannot be written
  /// is a warning (`stats` says more).
  mutating func finish(
    _ record: QuizRecord?, keeping answers: AnswerKeeper, retention: Double,
    environment: CommandEnvironment
  ) {
    let calendar = environment.calendar
    if let record {
      var appended = false
      answers.settle { appended = Self.append(record, to: located, environment: environment) }
      let best = progress.flatMap {
        PersonalBestNotice.line(
          for: record, bests: $0.summary.bests, calendar: calendar, in: environment.language)
      }
      if appended, let best { environment.write(best) }
    } else {
      answers.settle {}
    }
    guard var current = progress.take(), (try? current.update()) != nil else { return }
    if let history = try? located.get(),
      let refitted = environment.refitIfStale(
        history, reviews: current.summary.reviews, settingsPath: settingsPath,
        limit: inlineRefitLimit),
      refitted != current.summary.parameters,
      let reread = try? CachedSummary(reading: history, calendar: calendar, parameters: refitted)
    {
      current = reread
    }
    let report = current.saveReporting(
      today: calendar.day(of: environment.now()), retention: retention)
    if report.lastQuizDay != nil {
      environment.write(DueText.line(report, in: environment.language))
    }
  }

  /// Appends `record` to the history; a failure is a warning. Whether it was appended.
  static func append(
    _ record: QuizRecord, to located: Result<QuizHistory, QuizHistory.Failure>,
    environment: CommandEnvironment
  ) -> Bool {
    do {
      try located.get().append(record)
      return true
    } catch {
      environment.warning(.quizNotInHistory(error.typed))
      return false
    }
  }
}
