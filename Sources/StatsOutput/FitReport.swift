import LearningProgress
import Messages
import PlainText
import ScheduleFitting
import SimpleJSON

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `conjugar stats --fit`: what fitting the schedule to the learner's answers changed, in
/// words, and how well the defaults and the fit predict the held-out answers; or why the
/// defaults stay. JSON: Docs/JSON.md.
public struct FitReport {
  let fit: ScheduleFit
  let log: ReviewLog
  /// The `fit` setting: off, the schedule keeps the defaults whatever the fit.
  let settingOn: Bool

  public init(fit: ScheduleFit, log: ReviewLog, settingOn: Bool) {
    self.fit = fit
    self.log = log
    self.settingOn = settingOn
  }

  /// A change smaller than this share is not worth a sentence.
  static let noticeable = 0.1

  /// `{"reviews":…,"predictions":…,"stage":"all","parameters":[21 numbers],
  /// "default":{"logLoss":…,"rmseBins":…,"count":…},"fitted":{…},"adopted":…,"used":…,
  /// "skipped":{"unreadableLines":…,"undatedRecords":…,"unreadableAnswers":…,
  /// "outOfOrderAnswers":…}}`.
  public func json() -> JSONValue {
    func evaluation(_ value: FitEvaluation?) -> JSONValue {
      guard let value else { return .null }
      return .object([
        "logLoss": .double(value.logLoss), "rmseBins": .double(value.rmseBins),
        "count": .integer(value.count),
      ])
    }
    return .object([
      "reviews": .integer(fit.reviews), "predictions": .integer(fit.predictions),
      "stage": .string(fit.stage.rawValue),
      "parameters": .array(fit.parameters.map(JSONValue.double)),
      "default": evaluation(fit.defaultEvaluation), "fitted": evaluation(fit.fittedEvaluation),
      "adopted": .bool(fit.adopted), "used": .bool(fit.adopted && settingOn),
      "skipped": .object([
        "unreadableLines": .integer(log.unreadableLines),
        "undatedRecords": .integer(log.undatedRecords),
        "unreadableAnswers": .integer(log.unreadableAnswers),
        "outOfOrderAnswers": .integer(log.outOfOrderAnswers),
      ]),
    ])
  }

  /// The report's lines, wrapped to `width` (80 columns without one).
  public func text(width: Int? = nil, in language: Language = .english) -> [String] {
    func say(_ message: Message) -> String {
      WrappedText.fitted(message.text(in: language), hanging: 0, width: width ?? 80)
    }
    var lines: [String] = []
    if fit.stage == .defaults {
      lines.append(
        fit.predictions < FitThresholds.initialStabilities
          ? say(.fitTooFew(count: fit.predictions, needed: FitThresholds.initialStabilities))
          : say(Message(.fitNoFirstInterval)))
    } else {
      lines.append(say(.fitHeader(count: fit.reviews, predictions: fit.predictions)))
      lines += changes().map {
        "  " + WrappedText.fitted($0.text(in: language), hanging: 2, width: (width ?? 80) - 2)
      }
      if let base = fit.defaultEvaluation, let fitted = fit.fittedEvaluation {
        lines.append(say(.fitFiguresHeader(count: base.count)))
        lines.append(
          say(
            .fitFiguresDefault(
              logLoss: Self.fixed(base.logLoss, 4), rmse: Self.fixed(base.rmseBins, 4))))
        lines.append(
          say(
            .fitFiguresFitted(
              logLoss: Self.fixed(fitted.logLoss, 4), rmse: Self.fixed(fitted.rmseBins, 4))))
      }
      lines.append(say(Message(fit.adopted ? .fitAdopted : .fitNotAdopted)))
    }
    if !settingOn { lines.append(say(Message(.fitSettingOff))) }
    if log.unreadableLines > 0 { lines.append(say(.fitOddUnreadable(count: log.unreadableLines))) }
    if log.undatedRecords > 0 { lines.append(say(.fitOddUndated(count: log.undatedRecords))) }
    if log.unreadableAnswers > 0 { lines.append(say(.fitOddAnswers(count: log.unreadableAnswers))) }
    if log.outOfOrderAnswers > 0 {
      lines.append(say(.fitOddOutOfOrder(count: log.outOfOrderAnswers)))
    }
    return lines
  }

  /// What the fit changes for a typical item, in sentences: the first interval after a right
  /// first answer (S₀ of Good), how much a right answer on review multiplies an interval (an
  /// item of stability 10 days, difficulty 5, answered when due), and the interval after a form
  /// known for 30 days is forgotten; each only when it moved by `noticeable` or more.
  func changes() -> [Message] {
    let before = Self.Shape(FSRSParameterSpace.defaults)
    let after = Self.Shape(fit.parameters)
    var result: [Message] = []
    if Self.moved(before.firstInterval, after.firstInterval) {
      let (old, new) = (Self.fixed(before.firstInterval, 1), Self.fixed(after.firstInterval, 1))
      result.append(
        after.firstInterval < before.firstInterval
          ? .fitFirstIntervalShorter(before: old, after: new)
          : .fitFirstIntervalLonger(before: old, after: new))
    }
    if Self.moved(before.growth, after.growth) {
      result.append(
        .fitGrowth(before: Self.fixed(before.growth, 1), after: Self.fixed(after.growth, 1)))
    }
    if Self.moved(before.afterLapse, after.afterLapse) {
      result.append(
        .fitLapse(before: Self.fixed(before.afterLapse, 1), after: Self.fixed(after.afterLapse, 1)))
    }
    return result.isEmpty ? [Message(.fitCloseToAverage)] : result
  }

  /// Three figures of a parameter set a learner can picture.
  struct Shape {
    let firstInterval: Double
    let growth: Double
    let afterLapse: Double

    init(_ w: [Double]) {
      firstInterval = w[2]
      let (s, d, r) = (10.0, 5.0, 0.9)
      growth = 1 + exp(w[8]) * (11 - d) * pow(s, -w[9]) * (exp((1 - r) * w[10]) - 1)
      let known = 30.0
      afterLapse = min(
        w[11] * pow(d, -w[12]) * (pow(known + 1, w[13]) - 1) * exp((1 - r) * w[14]),
        known / exp(w[17] * w[18]))
    }
  }

  static func moved(_ before: Double, _ after: Double) -> Bool {
    abs(after - before) >= noticeable * abs(before)
      && fixed(before, 1) != fixed(after, 1)
  }

  /// `value` with `digits` decimals ("2.3"), as a `decimal` placeholder takes it.
  static func fixed(_ value: Double, _ digits: Int) -> String {
    guard value.isFinite else { return "0" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int((abs(value) * scale).rounded())
    let whole = scaled / Int(scale)
    var fraction = String(scaled % Int(scale))
    while fraction.count < digits { fraction = "0" + fraction }
    return (value < 0 && scaled > 0 ? "-" : "") + "\(whole)" + (digits > 0 ? "." + fraction : "")
  }
}
