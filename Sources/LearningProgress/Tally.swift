import ConjugarQuiz

/// Answers counted by mark. Accuracy counts correct answers only, as a quiz's summary does:
/// an accent slip or a skip is not correct.
public struct Tally: Equatable, Sendable {
  public var correct = 0
  public var accentSlips = 0
  public var wrong = 0
  public var skipped = 0

  public init() {}

  public init(_ marks: some Sequence<Mark>) {
    for mark in marks { add(mark) }
  }

  public var answers: Int { correct + accentSlips + wrong + skipped }
  public var misses: Int { answers - correct }
  /// Correct answers over answers, 0 when there are none.
  public var accuracy: Double { answers == 0 ? 0 : Double(correct) / Double(answers) }

  /// Adds another tally's counts.
  public mutating func add(_ other: Tally) {
    correct += other.correct
    accentSlips += other.accentSlips
    wrong += other.wrong
    skipped += other.skipped
  }

  public mutating func add(_ mark: Mark) {
    switch mark {
    case .correct: correct += 1
    case .accentOnly: accentSlips += 1
    case .wrong, .partlyRight: wrong += 1
    case .skipped: skipped += 1
    }
  }
}
