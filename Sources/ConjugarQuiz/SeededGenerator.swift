/// SplitMix64: a small, fast generator whose sequence is fixed by its seed on every platform
/// and toolchain, so `--seed` replays a quiz exactly.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

extension RandomNumberGenerator {
  /// A uniform integer in 0..<bound by rejection sampling: our own algorithm, so results do
  /// not depend on the standard library's `random(in:)` implementation.
  public mutating func uniform(below bound: Int) -> Int {
    precondition(bound > 0)
    let range = UInt64(bound)
    let limit = UInt64.max - UInt64.max % range
    while true {
      let value = next()
      if value < limit { return Int(value % range) }
    }
  }
}

extension Array {
  /// Fisher–Yates shuffle with `uniform(below:)`: the same order for the same generator state
  /// whatever the toolchain.
  public func seededShuffle(using generator: inout some RandomNumberGenerator) -> [Element] {
    var result = self
    var index = result.count - 1
    while index > 0 {
      let other = generator.uniform(below: index + 1)
      result.swapAt(index, other)
      index -= 1
    }
    return result
  }
}

/// Hands out the elements of a list in a shuffled order, reshuffling when all were used:
/// every element comes up equally often, none twice before the others.
struct Cycle<Element> {
  private let elements: [Element]
  private var order: [Element] = []

  init(_ elements: [Element]) { self.elements = elements }

  var isEmpty: Bool { elements.isEmpty }

  mutating func next(using generator: inout some RandomNumberGenerator) -> Element {
    if order.isEmpty { order = elements.seededShuffle(using: &generator) }
    return order.removeLast()
  }

  /// The next element that satisfies `wanted`, leaving the others for later draws; a plain
  /// `next` when no element does.
  mutating func next(
    using generator: inout some RandomNumberGenerator, where wanted: (Element) -> Bool
  ) -> Element {
    if order.isEmpty { order = elements.seededShuffle(using: &generator) }
    if let index = order.lastIndex(where: wanted) { return order.remove(at: index) }
    guard elements.contains(where: wanted) else { return next(using: &generator) }
    // None left in this round: draw from the next round, keep this round's rest first.
    var round = elements.seededShuffle(using: &generator)
    let chosen = round.remove(at: round.lastIndex(where: wanted)!)
    order = round + order
    return chosen
  }

  /// The next element that satisfies `wanted`, as `next(using:where:)` draws it; nil, drawing
  /// nothing, when no element does. `wanted` is asked lazily, from the end of this round.
  mutating func nextIfAny(
    using generator: inout some RandomNumberGenerator, where wanted: (Element) -> Bool
  ) -> Element? {
    if !order.isEmpty, let index = order.lastIndex(where: wanted) {
      return order.remove(at: index)
    }
    guard elements.contains(where: wanted) else { return nil }
    return next(using: &generator, where: wanted)
  }
}
