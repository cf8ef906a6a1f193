import LearningHabits
import LearningProgress
import Messages
import StatsOutput

/// `conjugar stats`: progress from the quiz history; with `items`, every item's FSRS state;
/// with `fit`, the schedule fitted to the learner's answers (`StatsFit.swift`).
public struct StatsRequest: Equatable, Sendable {
  public var format: OutputFormat
  /// `--items`: the spaced-review items instead of the summary.
  public var items: Bool
  /// `--fit`: fit the schedule's parameters and report the fit instead of the summary.
  public var fit: Bool
  /// `--settings`: the settings file, beside which the history lives; nil for the default.
  public var settingsPath: String?
  /// `--forget-placement`: appends the line that forgets the placements taken.
  public var forgetPlacement = false

  public init(
    format: OutputFormat = .text, items: Bool = false, fit: Bool = false,
    settingsPath: String? = nil, forgetPlacement: Bool = false
  ) {
    self.forgetPlacement = forgetPlacement
    self.format = format
    self.items = items
    self.fit = fit
    self.settingsPath = settingsPath
  }

  public func run(in environment: CommandEnvironment) throws(CommandFailure) {
    if fit { return try runFit(in: environment) }
    var summary = try environment.historySummary(settingsPath: settingsPath)
    if forgetPlacement { return try ForgetPlacement.run(summary, settingsPath, environment) }
    // A refit that changes the parameters: the history read again with them, quietly (its
    // warnings were given), so what `stats` prints is what `due` will say.
    if let refitted = environment.refitIfStale(summary, settingsPath: settingsPath),
      refitted != summary.parameters
    {
      var quiet = environment
      quiet.writeError = { _ in }
      summary = try quiet.historySummary(settingsPath: settingsPath)
    }
    let now = environment.now()
    let today = summary.calendar.day(of: now)
    let retention = environment.settingsStore(settingsPath: settingsPath).load().retention
    let scheduler = SpacedReviewScheduler(summary: summary, retention: retention, now: now)
    if items {
      let report = ItemsReport(scheduler: scheduler, retention: retention, today: today)
      switch format {
      case .json: environment.write(report.json().compact())
      case .text:
        for line in report.text(width: environment.widthUnlessPiped, in: environment.language) {
          environment.write(line)
        }
      }
      return
    }
    let report = StatsReport(
      statistics: Statistics(summary: summary, now: now, conjugator: environment.conjugator),
      dueToday: scheduler.dueCount(on: today),
      spacedReviewItems: scheduler.queue.count,
      summary: summary,
      habits: HabitStatistics(
        summary: summary, classifier: HabitClassifier(conjugator: environment.conjugator)))
    switch format {
    case .json: environment.write(report.json().compact())
    case .text:
      if summary.isEmpty {
        environment.write(Message(.statsNoQuizzes).text(in: environment.language))
        if let placement = PlacementText.line(summary, in: environment.language) {
          environment.write(placement)
        }
      } else {
        for line in report.text(width: environment.widthUnlessPiped, in: environment.language) {
          environment.write(line)
        }
      }
    }
  }
}
