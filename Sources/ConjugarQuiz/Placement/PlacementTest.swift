/// The adaptive placement test, pure and seeded: which form to ask next and what the answers
/// say about each group (`PlacementGroup`). The same seed, candidates and answers always give
/// the same questions and the same result.
///
/// The algorithm (Docs/LEARNING.md, "Placement"):
/// - A group is decided by two answers that agree: two right → known; two not right (wrong, or
///   "I don't know") → not known; so two or three questions, each on another verb when it can.
/// - A level (1…5) passes when at least half its groups are known. The test starts at level 2,
///   tries each of its groups in turn and stops trying a level as soon as it cannot pass.
/// - It moves up a level after a pass and stops going up at the first level that fails; then
///   it moves down from the starting level, one level at a time, until a level passes or none
///   is left. So a beginner answers a handful of questions, and a learner who knows everything
///   is asked every group once, at most 2 × 13 = 26 questions.
/// - Never more than `questionLimit` questions: a group is begun only with two questions left,
///   and one left undecided counts as not known.
public struct PlacementTest: Sendable {
  /// The most questions a placement asks.
  public static let questionLimit = 30
  /// The level it starts at.
  public static let startLevel = 2
  /// Verbs of a group among which its questions are drawn (the most used first).
  static let drawnFrom = 8

  /// What the answers said about a group.
  public enum Outcome: Equatable, Sendable {
    case known
    case notKnown
  }

  /// The forms each group may ask, most used verbs first; groups without any are left out.
  private let candidates: [PlacementGroup: [QuestionKey]]
  /// The levels of the groups that can be asked, lowest first.
  private let levels: [Int]
  private var generator: SeededGenerator
  /// Every group decided, in the order decided.
  public private(set) var decided: [(group: PlacementGroup, outcome: Outcome)] = []
  /// Questions asked so far.
  public private(set) var asked = 0

  private enum Direction { case up, down }
  private var direction = Direction.up
  private var level: Int?
  private var visitedLevels: Set<Int> = []
  /// The group being asked, its forms still to ask, and its right and missed answers.
  private var current: (group: PlacementGroup, queue: [QuestionKey], right: Int, missed: Int)?
  /// The groups of the current level still to try.
  private var pending: [PlacementGroup] = []
  private var finished = false

  public init(candidates: [PlacementGroup: [QuestionKey]], seed: UInt64) {
    self.candidates = candidates.filter { !$0.value.isEmpty }
    levels = Set(self.candidates.keys.map(\.level)).sorted()
    generator = SeededGenerator(seed: seed)
    let start = levels.first { $0 >= Self.startLevel } ?? levels.last
    if let start { enter(level: start) } else { finished = true }
  }

  /// Whether the test is over.
  public var isFinished: Bool { finished }

  /// The outcome of each group decided.
  public var outcomes: [PlacementGroup: Outcome] {
    Dictionary(decided.map { ($0.group, $0.outcome) }, uniquingKeysWith: { $1 })
  }

  /// The groups known, in `PlacementGroup` order.
  public var known: [PlacementGroup] {
    PlacementGroup.allCases.filter { outcomes[$0] == .known }
  }

  /// The groups tried and not known, in `PlacementGroup` order.
  public var notKnown: [PlacementGroup] {
    PlacementGroup.allCases.filter { outcomes[$0] == .notKnown }
  }

  /// The next form to ask and its group; nil when the test is over.
  public mutating func next() -> (group: PlacementGroup, key: QuestionKey)? {
    while !finished {
      if let current, let key = current.queue.first { return (current.group, key) }
      if current != nil {
        // Out of forms before two answers agreed: not known.
        decide(.notKnown)
        continue
      }
      guard asked + 2 <= Self.questionLimit else {
        finished = true
        break
      }
      guard !pending.isEmpty else {
        moveOn()
        continue
      }
      let group = pending.removeFirst()
      current = (group, drawn(for: group), 0, 0)
    }
    return nil
  }

  /// Records the answer to the form `next()` gave: right or not (wrong, skipped, "I don't know").
  public mutating func answer(right: Bool) {
    guard var group = current, !group.queue.isEmpty else { return }
    asked += 1
    let verb = group.queue.removeFirst().verb
    // Another verb next when one is left.
    if let other = group.queue.firstIndex(where: { $0.verb != verb }), other > 0 {
      group.queue.insert(group.queue.remove(at: other), at: 0)
    }
    if right { group.right += 1 } else { group.missed += 1 }
    current = group
    if group.right >= 2 {
      decide(.known)
    } else if group.missed >= 2 {
      decide(.notKnown)
    } else if asked >= Self.questionLimit {
      decide(.notKnown)
      finished = true
    }
  }

  /// The forms a group may ask, in the order asked: the forms of its `drawnFrom` most used
  /// verbs, shuffled with the seed, at most three.
  private mutating func drawn(for group: PlacementGroup) -> [QuestionKey] {
    let all = candidates[group] ?? []
    var verbs: [String] = []
    for key in all where !verbs.contains(key.verb) && verbs.count < Self.drawnFrom {
      verbs.append(key.verb)
    }
    let pool = all.filter { verbs.contains($0.verb) }.seededShuffle(using: &generator)
    var queue: [QuestionKey] = []
    for key in pool where queue.count < 3 && !queue.contains(where: { $0.verb == key.verb }) {
      queue.append(key)
    }
    for key in pool where queue.count < 3 && !queue.contains(key) { queue.append(key) }
    return queue
  }

  private mutating func decide(_ outcome: Outcome) {
    guard let group = current?.group else { return }
    decided.append((group, outcome))
    current = nil
    // A level that can no longer pass is left at once.
    guard let level else { return }
    let groups = groups(of: level)
    let missed = decided.filter { $0.outcome == .notKnown && $0.group.level == level }.count
    if missed > groups.count - Self.needed(groups.count) { pending = [] }
  }

  /// Known groups a level of `count` groups needs to pass: half, rounded up.
  static func needed(_ count: Int) -> Int { (count + 1) / 2 }

  private func groups(of level: Int) -> [PlacementGroup] {
    PlacementGroup.allCases.filter { $0.level == level && candidates[$0] != nil }
  }

  private func passed(_ level: Int) -> Bool {
    let groups = groups(of: level)
    let known = decided.filter { $0.outcome == .known && $0.group.level == level }.count
    return known >= Self.needed(groups.count)
  }

  private mutating func enter(level: Int) {
    self.level = level
    visitedLevels.insert(level)
    pending = groups(of: level)
  }

  /// After a level: up after a pass, down (from below the start) after a failure, down until a
  /// level passes; then over.
  private mutating func moveOn() {
    guard let level, let index = levels.firstIndex(of: level) else {
      finished = true
      return
    }
    let passed = passed(level)
    if direction == .up, passed, index + 1 < levels.count {
      return enter(level: levels[index + 1])
    }
    if direction == .down, passed {
      finished = true
      return
    }
    direction = .down
    guard let below = levels.last(where: { !visitedLevels.contains($0) && $0 < level }) else {
      finished = true
      return
    }
    enter(level: below)
  }
}

extension PlacementTest {
  /// The forms a known group seeds (`PlacementSeed`): every candidate form of its `drawnFrom`
  /// most used verbs, the forms its questions were drawn from, which the curriculum's first
  /// quizzes ask most.
  public static func seededForms(of group: PlacementGroup, in candidates: [QuestionKey])
    -> [QuestionKey]
  {
    var verbs: [String] = []
    for key in candidates where !verbs.contains(key.verb) && verbs.count < drawnFrom {
      verbs.append(key.verb)
    }
    return candidates.filter { verbs.contains($0.verb) }
  }
}
