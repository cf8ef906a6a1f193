#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// How well parameters predict answers: the mean binary cross-entropy (log loss) of the
/// predicted recall against what happened, and the RMSE over bins as srs-benchmark and fsrs-rs
/// (`r_matrix_index`) bin them: by the gap, the number of answers a day or more apart, and the
/// lapses, each on a log scale; the root of the count-weighted mean squared difference between
/// each bin's mean prediction and its share remembered.
public struct FitEvaluation: Equatable, Sendable {
  public let logLoss: Double
  public let rmseBins: Double
  /// Predictions measured.
  public let count: Int

  /// The evaluation of `parameters` on `items` (each replayed from its card's first answer).
  static func measure(_ parameters: [Double], data: FitData, items: [FitItem]) -> FitEvaluation? {
    guard !items.isEmpty else { return nil }
    let model = FitModel(parameters)
    var byCard: [Int: [Int]] = [:]
    for item in items { byCard[item.card, default: []].append(item.index) }
    var loss = 0.0
    var bins: [Bin: (predicted: Double, actual: Double, count: Double)] = [:]
    for card in byCard.keys.sorted() {
      let indices = byCard[card]!
      let reviews = data.cards[card]
      let predictions = model.predictions(reviews[...indices.max()!])
      for index in indices {
        guard let p = predictions[index] else { continue }
        let y = reviews[index].rating > 1 ? 1.0 : 0.0
        loss -= y * log(p) + (1 - y) * log(1 - p)
        let bin = Bin(reviews[..<(index + 1)])
        bins[bin, default: (0, 0, 0)].predicted += p
        bins[bin, default: (0, 0, 0)].actual += y
        bins[bin, default: (0, 0, 0)].count += 1
      }
    }
    var squares = 0.0
    // Summed in a fixed order: the same answers give the same figures to the last bit.
    let order = bins.keys.sorted {
      ($0.days, $0.length, $0.lapses) < ($1.days, $1.length, $1.lapses)
    }
    for key in order {
      let value = bins[key]!
      let difference = value.predicted / value.count - value.actual / value.count
      squares += difference * difference * value.count
    }
    return FitEvaluation(
      logLoss: loss / Double(items.count), rmseBins: (squares / Double(items.count)).squareRoot(),
      count: items.count)
  }

  public init(logLoss: Double, rmseBins: Double, count: Int) {
    self.logLoss = logLoss
    self.rmseBins = rmseBins
    self.count = count
  }

  /// fsrs-rs's `r_matrix_index` of the last answer of `reviews`.
  struct Bin: Hashable {
    let days: Int
    let length: Int
    let lapses: Int

    init(_ reviews: ArraySlice<FitReview>) {
      let t = Double(reviews.last!.elapsedDays)
      days = Int((2.48 * pow(3.62, (log(t) / log(3.62)).rounded(.down)) * 100).rounded())
      let longTerm = reviews.dropFirst().reduce(0) { $0 + ($1.elapsedDays > 0 ? 1 : 0) }
      length = Int(
        (1.99 * pow(1.89, (log(Double(longTerm) + 1) / log(1.89)).rounded(.down))).rounded())
      let lapseCount = reviews.dropLast().dropFirst().reduce(0) {
        $0 + ($1.rating == 1 && $1.elapsedDays > 0 ? 1 : 0)
      }
      lapses =
        lapseCount == 0
        ? 0
        : Int((1.65 * pow(1.73, (log(Double(lapseCount)) / log(1.73)).rounded(.down))).rounded())
    }
  }
}
