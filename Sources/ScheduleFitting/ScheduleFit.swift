/// A learner's FSRS-6 parameters fitted to their own answers, evaluated honestly: fitted on the
/// earlier predictions, the later `heldOutShare` measured with the defaults and with that trial
/// fit; the fit is adopted only when its log loss there is lower. The parameters given are then
/// fitted again on every prediction (the same stages), so the latest answers count too; the
/// schedule uses them only when adopted (`scheduling`). Deterministic: the same answers give the
/// same parameters.
public struct ScheduleFit: Equatable, Sendable {
  /// The later part of the predictions held out to measure: a fifth.
  public static let heldOutShare = 0.2

  /// Answers read.
  public let reviews: Int
  /// Predictions (answers a day or more after the item's previous one).
  public let predictions: Int
  /// The fit of every prediction (the defaults when there are too few).
  public let parameters: [Double]
  /// What the data allowed for `parameters`.
  public let stage: FitStage
  /// The fit of the earlier part, the one measured, and its stage.
  public let trial: [Double]
  public let trialStage: FitStage
  /// The defaults and the trial fit on the held-out part; nil when there is none to measure.
  public let defaultEvaluation: FitEvaluation?
  public let fittedEvaluation: FitEvaluation?
  /// True when the trial fit predicts the held-out part better than the defaults.
  public let adopted: Bool

  /// The parameters to schedule with: the fit when adopted, else the defaults.
  public var scheduling: [Double] { adopted ? parameters : FSRSParameterSpace.defaults }

  /// Fits the answers of `data`.
  public init(_ data: FitData) {
    reviews = data.reviewCount
    predictions = data.predictionCount
    let heldOut = Int((Double(data.items.count) * Self.heldOutShare).rounded(.up))
    let split = data.items.count - heldOut
    let later = Array(data.items[split...])
    let trial = Optimiser.fit(data, items: Array(data.items[..<split]))
    self.trial = trial.parameters
    trialStage = trial.stage
    defaultEvaluation = FitEvaluation.measure(FSRSParameterSpace.defaults, data: data, items: later)
    fittedEvaluation =
      trial.stage == .defaults
      ? defaultEvaluation : FitEvaluation.measure(trial.parameters, data: data, items: later)
    let whole = Optimiser.fit(data, items: data.items)
    parameters = whole.parameters
    stage = whole.stage
    if trial.stage != .defaults, whole.stage != .defaults, let fitted = fittedEvaluation,
      let base = defaultEvaluation, fitted.logLoss.isFinite, fitted.logLoss < base.logLoss
    {
      adopted = true
    } else {
      adopted = false
    }
  }
}
