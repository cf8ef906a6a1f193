#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// FSRS-6 as fsrs-rs trains it (`model.rs`, `analytic.rs`), with the gradient of every state
/// with respect to the 21 parameters carried forward beside it (forward mode: 42 partials a
/// step). A card is replayed once, answer by answer, and every answer to predict on the way adds
/// its binary cross-entropy and gradient, so an epoch costs one pass over the answers.
///
/// The same clamps as fsrs-rs: S in 0.001…36,500 and D in 1…10 after each step, the predicted
/// recall in 10⁻⁷…1−10⁻⁷; a clamp that holds stops the gradient (Burn's and PyTorch's
/// semantics). A gap of zero days is a same-day review (w₁₇…w₁₉).
struct FitModel {
  static let count = 21
  let w: [Double]
  private let decay: Double
  private let factor: Double
  private let factorSlope: Double
  private let meanDifficulty: Double

  init(_ parameters: [Double]) {
    w = parameters
    decay = -parameters[20]
    let base = exp(log(0.9) / decay)
    factor = base - 1
    factorSlope = base * log(0.9) / (decay * decay)
    meanDifficulty = parameters[4] - exp(3 * parameters[5]) + 1
  }

  /// One answer of a card to predict, and its weight in the loss.
  struct Target {
    let index: Int
    let weight: Double
  }

  /// Scratch space for one replay: the partials of S and D, before and after a step, and of R.
  final class Workspace {
    let s = UnsafeMutablePointer<Double>.allocate(capacity: FitModel.count)
    let d = UnsafeMutablePointer<Double>.allocate(capacity: FitModel.count)
    let nextS = UnsafeMutablePointer<Double>.allocate(capacity: FitModel.count)
    let nextD = UnsafeMutablePointer<Double>.allocate(capacity: FitModel.count)
    let r = UnsafeMutablePointer<Double>.allocate(capacity: FitModel.count)

    init() {}

    deinit {
      for pointer in [s, d, nextS, nextD, r] { pointer.deallocate() }
    }
  }

  /// The recall predicted `t` days after a review that left stability `s`.
  func retrievability(t: Int, s: Double) -> Double {
    pow(1 + factor * Double(t) / s, decay)
  }

  /// The memory state after every answer of `reviews` up to `end` (exclusive) and the recall
  /// predicted at each answer (nil for the first and for same-day answers), without partials.
  func predictions(_ reviews: ArraySlice<FitReview>) -> [Double?] {
    var s = 0.0
    var d = 0.0
    var result: [Double?] = []
    result.reserveCapacity(reviews.count)
    for (position, review) in reviews.enumerated() {
      if position == 0 {
        (s, d) = firstState(review.rating)
        result.append(nil)
        continue
      }
      let t = review.elapsedDays
      let r = t > 0 ? retrievability(t: t, s: s) : 1
      result.append(t > 0 ? min(1 - 1e-7, max(1e-7, r)) : nil)
      (s, d) = step(t: t, rating: review.rating, s: s, d: d, r: r, space: nil)
    }
    return result
  }

  /// Adds the weighted cross-entropy of `targets` (in answer order) to the returned loss and
  /// its gradient to `gradient`.
  func loss(
    _ reviews: [FitReview], targets: [Target], gradient: UnsafeMutablePointer<Double>,
    space: Workspace
  ) -> Double {
    guard let last = targets.last?.index, !reviews.isEmpty else { return 0 }
    let n = Self.count
    var (s, d) = firstState(reviews[0].rating)
    for k in 0..<n {
      space.s[k] = 0
      space.d[k] = 0
    }
    let g0 = reviews[0].rating
    space.s[g0 - 1] = 1
    if w[4] - exp(w[5] * Double(g0 - 1)) + 1 == d {
      space.d[4] = 1
      space.d[5] = -Double(g0 - 1) * exp(w[5] * Double(g0 - 1))
    }
    var total = 0.0
    var next = 0
    for index in 1...last {
      let review = reviews[index]
      let t = review.elapsedDays
      var r = 1.0
      if t > 0 {
        r = retrievabilityWithPartials(t: t, s: s, space: space)
        if next < targets.count, targets[next].index == index {
          let weight = targets[next].weight
          let label = review.rating > 1 ? 1.0 : 0.0
          let p = min(1 - 1e-7, max(1e-7, r))
          total -= weight * (label * log(p) + (1 - label) * log(1 - p))
          if r > 1e-7, r < 1 - 1e-7 {
            let slope = -weight * (label / p - (1 - label) / (1 - p))
            for k in 0..<n { gradient[k] += slope * space.r[k] }
          }
        }
      }
      while next < targets.count, targets[next].index <= index { next += 1 }
      if index == last { break }
      (s, d) = step(t: t, rating: review.rating, s: s, d: d, r: r, space: space)
      swap(space)
    }
    return total
  }

  private func swap(_ space: Workspace) {
    for k in 0..<Self.count {
      space.s[k] = space.nextS[k]
      space.d[k] = space.nextD[k]
    }
  }

  private func firstState(_ rating: Int) -> (Double, Double) {
    let s = min(
      FSRSParameterSpace.maximumStability, max(FSRSParameterSpace.minimumStability, w[rating - 1]))
    let d = w[4] - exp(w[5] * Double(rating - 1)) + 1
    return (s, min(10, max(1, d)))
  }

  /// R at `t` days and its partials (in `space.r`).
  private func retrievabilityWithPartials(t: Int, s: Double, space: Workspace) -> Double {
    let time = Double(t)
    let u = 1 + factor * time / s
    let r = pow(u, decay)
    let common = r * decay / u * time
    let bySlope = -common * factor / (s * s)
    for k in 0..<Self.count { space.r[k] = bySlope * space.s[k] }
    space.r[20] += common * factorSlope / s - r * log(u)
    return r
  }

  /// The state after an answer of grade `rating`, `t` days after the last (whose recall is
  /// `r`); with `space`, the partials of the new state in `space.nextS`, `space.nextD`.
  private func step(t: Int, rating: Int, s: Double, d: Double, r: Double, space: Workspace?)
    -> (Double, Double)
  {
    let g = Double(rating)
    var newS: Double
    if t == 0 {
      let raw = exp(w[17] * (g - 3 + w[18])) * pow(s, -w[19])
      let floored = rating >= 2 && raw < 1
      let increase = floored ? 1 : raw
      newS = s * increase
      if let space {
        for k in 0..<Self.count {
          space.nextS[k] = space.s[k] * increase + (floored ? 0 : -raw * w[19] * space.s[k])
        }
        if !floored {
          space.nextS[17] += newS * (g - 3 + w[18])
          space.nextS[18] += newS * w[17]
          space.nextS[19] -= newS * log(s)
        }
      }
    } else if rating == 1 {
      let dPower = pow(d, -w[12])
      let sPower = pow(s + 1, w[13])
      let q = sPower - 1
      let e14 = exp((1 - r) * w[14])
      let postLapse = w[11] * dPower * q * e14
      let shrink = exp(w[17] * w[18])
      let floor = s / shrink
      newS = min(postLapse, floor)
      if let space {
        if postLapse <= floor {
          let scale = w[11] * dPower * e14
          for k in 0..<Self.count {
            space.nextS[k] =
              scale
              * (q * (-w[12] * space.d[k] / d - w[14] * space.r[k])
                + sPower * w[13] * space.s[k] / (s + 1))
          }
          space.nextS[11] += dPower * q * e14
          space.nextS[12] -= postLapse * log(d)
          space.nextS[13] += scale * sPower * log(s + 1)
          space.nextS[14] += postLapse * (1 - r)
        } else {
          for k in 0..<Self.count { space.nextS[k] = space.s[k] / shrink }
          space.nextS[17] -= floor * w[18]
          space.nextS[18] -= floor * w[17]
        }
      }
    } else {
      let bonus = rating == 2 ? w[15] : rating == 4 ? w[16] : 1
      let e8 = exp(w[8])
      let sPower = pow(s, -w[9])
      let e = exp((1 - r) * w[10])
      let unit = e8 * (11 - d) * sPower * (e - 1)
      let b = unit * bonus
      newS = s * (1 + b)
      if let space {
        let scale = e8 * (11 - d) * sPower * bonus
        for k in 0..<Self.count {
          let db =
            scale
            * ((e - 1) * (-space.d[k] / (11 - d) - w[9] * space.s[k] / s) - e * w[10] * space.r[k])
          space.nextS[k] = space.s[k] * (1 + b) + s * db
        }
        space.nextS[8] += s * b
        space.nextS[9] -= s * b * log(s)
        space.nextS[10] += s * scale * e * (1 - r)
        if rating == 2 { space.nextS[15] += s * unit }
        if rating == 4 { space.nextS[16] += s * unit }
      }
    }
    let range = FSRSParameterSpace.minimumStability...FSRSParameterSpace.maximumStability
    if !range.contains(newS) {
      newS = newS.isNaN ? range.lowerBound : min(range.upperBound, max(range.lowerBound, newS))
      if let space { for k in 0..<Self.count { space.nextS[k] = 0 } }
    }
    let delta = -w[6] * (g - 3)
    let damped = d + (10 - d) * delta / 9
    let mean = w[7] * (meanDifficulty - damped) + damped
    if let space {
      for k in 0..<Self.count {
        let dDamped = space.d[k] - space.d[k] * delta / 9
        space.nextD[k] = (1 - w[7]) * dDamped
      }
      space.nextD[6] += (1 - w[7]) * (10 - d) * -(g - 3) / 9
      space.nextD[4] += w[7]
      space.nextD[5] -= w[7] * 3 * exp(3 * w[5])
      space.nextD[7] += meanDifficulty - damped
      if !(1...10).contains(mean) { for k in 0..<Self.count { space.nextD[k] = 0 } }
    }
    return (newS, mean.isNaN ? 1 : min(10, max(1, mean)))
  }
}
