import ConjugarQuiz

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a fit could do with the data it had (fsrs-rs `compute_parameters`'s stages).
public enum FitStage: String, Sendable, Equatable {
  /// Fewer than `FitThresholds.initialStabilities` predictions: the defaults.
  case defaults
  /// Fewer than `FitThresholds.allParameters`: the first stabilities w₀…w₃ only.
  case initialStabilities
  /// All 21 parameters.
  case all
}

/// The stages' thresholds, in predictions (answers a day or more after the previous one, after
/// the outlier filter): fsrs-rs `training.rs` keeps the defaults below 8 and fits only the
/// initial stabilities below 64.
public enum FitThresholds {
  public static let initialStabilities = 8
  public static let allParameters = 64
}

/// The optimiser's settings (fsrs-rs `TrainingConfig::default()`): 5 epochs of batches of 512
/// predictions, Adam (β 0.9, 0.999, ε 10⁻⁸) at a learning rate of 0.04 annealed by a cosine,
/// an L2 penalty toward the starting parameters (γ 1), histories of at most 256 answers, the
/// batches' order shuffled by a generator seeded with 2023 (ours, SplitMix64); then nine more
/// runs with other seeds, and the one with the lowest loss on the training predictions kept.
struct TrainingConfiguration {
  var epochs = 5
  var batchSize = 512
  var learningRate = 0.04
  var maximumLength = 256
  var gamma = 1.0
  var seed: UInt64 = 2023
  /// The seeds of the runs compared (`seed` is set to each).
  var seeds: [UInt64] = [2023, 1, 2, 3, 4, 5, 6, 7, 8, 9]
}

/// FSRS-6's 21 parameters fitted to predictions, by stage.
enum Optimiser {
  static func fit(
    _ data: FitData, items: [FitItem],
    configuration: TrainingConfiguration = TrainingConfiguration()
  ) -> (parameters: [Double], stage: FitStage) {
    let set = TrainingSet(data: data, items: items)
    guard set.items.count >= FitThresholds.initialStabilities,
      let initial = InitialStability.estimate(
        groups: set.initialGroups, averageRecall: set.averageRecall)
    else { return (FSRSParameterSpace.defaults, .defaults) }
    let start = initial.stabilities + FSRSParameterSpace.defaults[4...]
    if set.items.count == set.initialCount || set.items.count < FitThresholds.allParameters {
      return (FSRSParameterSpace.clamped(start), .initialStabilities)
    }
    // The batches' order makes one run land in a better or a worse minimum (the reference's
    // held-out loss varies by several per cent with its seed): ten orders, the one that fits
    // the training predictions best.
    var best: (parameters: [Double], loss: Double)? = nil
    for seed in configuration.seeds {
      var run = configuration
      run.seed = seed
      let trained = train(data, items: set.items, from: FSRSParameterSpace.clamped(start), run)
      guard trained.allSatisfy(\.isFinite),
        let loss = FitEvaluation.measure(trained, data: data, items: set.items)?.logLoss,
        loss.isFinite, loss < best?.loss ?? .infinity
      else { continue }
      best = (trained, loss)
    }
    guard let trained = best?.parameters else { return (FSRSParameterSpace.defaults, .defaults) }
    var found: [Int: Double] = [:]
    for rating in 1...4 { found[rating] = trained[rating - 1] }
    let first =
      InitialStability.smoothAndFill(found, counts: initial.counts) ?? Array(trained[0..<4])
    return (FSRSParameterSpace.clamped(first + trained[4...]), .all)
  }

  /// One card's predictions in a batch.
  private struct Column {
    let card: Int
    let targets: [FitModel.Target]
  }

  private static func train(
    _ data: FitData, items: [FitItem], from start: [Double], _ configuration: TrainingConfiguration
  ) -> [Double] {
    // Recency weights over the items in time order: 0.25 + 0.75 (i / (n − 1))³.
    let span = max(1, Double(items.count - 1))
    var byCard: [Int: [FitModel.Target]] = [:]
    for (position, item) in items.enumerated() where item.index + 1 <= configuration.maximumLength {
      let x = Double(position) / span
      byCard[item.card, default: []].append(
        FitModel.Target(index: item.index, weight: 0.25 + 0.75 * x * x * x))
    }
    let total = byCard.values.reduce(0) { $0 + $1.count }
    guard total > 0 else { return start }
    let cards = byCard.keys.sorted().map { card in
      Column(card: card, targets: byCard[card]!.sorted { $0.index < $1.index })
    }
    .sorted { ($0.targets.last!.index, $0.card) < ($1.targets.last!.index, $1.card) }
    var batches: [[Column]] = []
    var current: [Column] = []
    var predictions = 0
    for column in cards {
      if !current.isEmpty, predictions + column.targets.count > configuration.batchSize {
        batches.append(current)
        current = []
        predictions = 0
      }
      predictions += column.targets.count
      current.append(column)
    }
    if !current.isEmpty { batches.append(current) }

    var w = start
    var adam = Adam()
    var schedule = CosineAnnealing(
      steps: Double((total / configuration.batchSize + 1) * configuration.epochs),
      rate: configuration.learningRate)
    var generator = SeededGenerator(seed: configuration.seed)
    let space = FitModel.Workspace()
    let gradient = UnsafeMutablePointer<Double>.allocate(capacity: FitModel.count)
    defer { gradient.deallocate() }
    for _ in 0..<configuration.epochs {
      for index in Array(batches.indices).seededShuffle(using: &generator) {
        let rate = schedule.step()
        gradient.update(repeating: 0, count: FitModel.count)
        let model = FitModel(w)
        var size = 0
        for column in batches[index] {
          _ = model.loss(
            data.cards[column.card], targets: column.targets, gradient: gradient, space: space)
          size += column.targets.count
        }
        let scale = configuration.gamma * Double(size) / Double(total)
        for k in 0..<FitModel.count {
          let spread = FSRSParameterSpace.spread[k]
          gradient[k] += 2 * (w[k] - start[k]) / (spread * spread) * scale
          if !gradient[k].isFinite { gradient[k] = 0 }
        }
        adam.step(&w, gradient: gradient, rate: rate)
        w = FSRSParameterSpace.clamped(w)
      }
    }
    return w
  }
}

/// Adam as fsrs-rs's `HostAdam`.
struct Adam {
  private var m = [Double](repeating: 0, count: FitModel.count)
  private var v = [Double](repeating: 0, count: FitModel.count)
  private var t = 0.0

  mutating func step(_ w: inout [Double], gradient: UnsafeMutablePointer<Double>, rate: Double) {
    t += 1
    let bias1 = 1 - pow(0.9, t)
    let bias2 = 1 - pow(0.999, t)
    for i in 0..<FitModel.count {
      m[i] = 0.9 * m[i] + 0.1 * gradient[i]
      v[i] = 0.999 * v[i] + 0.001 * gradient[i] * gradient[i]
      w[i] -= rate * (m[i] / bias1) / ((v[i] / bias2).squareRoot() + 1e-8)
    }
  }
}

/// PyTorch's `CosineAnnealingLR` (its recursive form, as fsrs-rs), down to 0 over `steps`.
struct CosineAnnealing {
  let steps: Double
  let initial: Double
  private var count = -1.0
  private var rate: Double

  init(steps: Double, rate: Double) {
    self.steps = steps
    initial = rate
    self.rate = rate
  }

  mutating func step() -> Double {
    count += 1
    if count == 0 {
      rate = initial
    } else if (count - 1 - steps).truncatingRemainder(dividingBy: 2 * steps) == 0 {
      rate = initial * (1 - cos(Double.pi / steps)) / 2
    } else {
      rate =
        (1 + cos(Double.pi * count / steps)) / (1 + cos(Double.pi * (count - 1) / steps)) * rate
    }
    return rate
  }
}
