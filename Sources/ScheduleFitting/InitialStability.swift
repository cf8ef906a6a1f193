#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The first stabilities w₀…w₃ estimated before training, as fsrs-rs does
/// (`parameter_initialization.rs`): the items' first answer a day or more later, grouped by the
/// grade of the first answer and the gap; each group's recall smoothed toward the average
/// (Laplace: one answer at the average recall); for each first grade, the S₀ that minimises the
/// count-weighted cross-entropy of the default forgetting curve plus |S₀ − default| / 16, by
/// ternary search in 0.001…100; then put in order (a lower grade never remembers longer) and the
/// grades never seen filled in from those seen.
enum InitialStability {
  /// One group: the gap in days, the share remembered, the answers.
  struct Group {
    let days: Double
    let recall: Double
    let count: Double
  }

  /// The estimates and how many answers each first grade had; nil when no grade had any.
  static func estimate(groups: [Int: [Group]], averageRecall: Double) -> (
    stabilities: [Double], counts: [Int: Int]
  )? {
    var found: [Int: Double] = [:]
    var counts: [Int: Int] = [:]
    for (rating, list) in groups where !list.isEmpty {
      counts[rating] = Int(list.reduce(0) { $0 + $1.count })
      found[rating] = search(
        list, averageRecall: averageRecall, default: FSRSParameterSpace.defaults[rating - 1])
    }
    return smoothAndFill(found, counts: counts).map { ($0, counts) }
  }

  private static func search(_ groups: [Group], averageRecall: Double, default s0: Double) -> Double
  {
    let decay = -FSRSParameterSpace.defaults[20]
    let factor = pow(0.9, 1 / decay) - 1
    let recalls = groups.map { ($0.recall * $0.count + averageRecall) / ($0.count + 1) }
    func loss(_ s: Double) -> Double {
      var total = 0.0
      for (group, recall) in zip(groups, recalls) {
        let p = pow(group.days / s * factor + 1, decay)
        total -= (recall * log(p) + (1 - recall) * log(1 - p)) * group.count
      }
      return total + abs(s - s0) / 16
    }
    var low = FSRSParameterSpace.minimumStability
    var high = FSRSParameterSpace.maximumInitialStability
    var best = s0
    var steps = 0
    while high - low > Double.ulpOfOne, steps < 1000 {
      steps += 1
      let first = low + (high - low) / 3
      let second = high - (high - low) / 3
      if loss(first) < loss(second) { high = second } else { low = first }
      best = (high + low) / 2
    }
    return best
  }

  /// fsrs-rs's `smooth_and_fill`: the estimates of grades 1…4 made non-decreasing (the grade
  /// with fewer answers gives way) and the missing ones derived from those present, clamped to
  /// 0.001…100; nil when there is none.
  static func smoothAndFill(_ found: [Int: Double], counts: [Int: Int]) -> [Double]? {
    var found = found.filter { counts[$0.key] != nil }
    for (small, big) in [(1, 2), (2, 3), (3, 4), (1, 3), (2, 4), (1, 4)] {
      guard let a = found[small], let b = found[big], a > b else { continue }
      if counts[small, default: 0] > counts[big, default: 0] {
        found[big] = a
      } else {
        found[small] = b
      }
    }
    let w1 = 0.41
    let w2 = 0.54
    let defaults = Array(FSRSParameterSpace.defaults[0..<4])
    var s: [Double?] = [found[1], found[2], found[3], found[4]]
    var result: [Double]
    switch found.count {
    case 0: return nil
    case 1:
      let (rating, value) = found.first!
      let scale = value / defaults[rating - 1]
      result = defaults.map { $0 * scale }.sorted()
    case 2, 3:
      switch (s[0], s[1], s[2], s[3]) {
      case (nil, nil, let r3?, let r4?):
        let r2 = pow(r3, 1 / (1 - w2)) * pow(r4, 1 - 1 / (1 - w2))
        s[1] = r2
        s[0] = pow(r2, 1 / w1) * pow(r3, 1 - 1 / w1)
      case (nil, let r2?, nil, let r4?):
        let r3 = pow(r2, 1 - w2) * pow(r4, w2)
        s[2] = r3
        s[0] = pow(r2, 1 / w1) * pow(r3, 1 - 1 / w1)
      case (nil, let r2?, let r3?, nil):
        s[3] = pow(r2, 1 - 1 / w2) * pow(r3, 1 / w2)
        s[0] = pow(r2, 1 / w1) * pow(r3, 1 - 1 / w1)
      case (let r1?, nil, nil, let r4?):
        let k = w1 / (w1 + w2 - w1 * w2)
        let j = w2 / (w1 + w2 - w1 * w2)
        s[1] = pow(r1, k) * pow(r4, 1 - k)
        s[2] = pow(r1, 1 - j) * pow(r4, j)
      case (let r1?, nil, let r3?, nil):
        let r2 = pow(r1, w1) * pow(r3, 1 - w1)
        s[1] = r2
        s[3] = pow(r2, 1 - 1 / w2) * pow(r3, 1 / w2)
      case (let r1?, let r2?, nil, nil):
        let r3 = pow(r1, 1 - 1 / (1 - w1)) * pow(r2, 1 / (1 - w1))
        s[2] = r3
        s[3] = pow(r2, 1 - 1 / w2) * pow(r3, 1 / w2)
      case (nil, let r2?, let r3?, _):
        s[0] = pow(r2, 1 / w1) * pow(r3, 1 - 1 / w1)
      case (let r1?, nil, let r3?, _):
        s[1] = pow(r1, w1) * pow(r3, 1 - w1)
      case (_, let r2?, nil, let r4?):
        s[2] = pow(r2, 1 - w2) * pow(r4, w2)
      case (_, let r2?, let r3?, nil):
        s[3] = pow(r2, 1 - 1 / w2) * pow(r3, 1 / w2)
      default: break
      }
      result = s.compactMap { $0 }
      guard result.count == 4 else { return nil }
    default:
      result = s.compactMap { $0 }
    }
    return result.map {
      $0.isNaN
        ? FSRSParameterSpace.minimumStability
        : min(
          FSRSParameterSpace.maximumInitialStability, max(FSRSParameterSpace.minimumStability, $0))
    }
  }
}
