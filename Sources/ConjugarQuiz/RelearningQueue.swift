/// Relearning inside a quiz: the order in which a quiz asks its questions when a question not
/// answered right comes back, a few questions later, until it is answered right or has been
/// asked `maximumAsks` times in all.
///
/// What comes back: every mark but `correct` — wrong, skipped, an accent slip and a recognition
/// with only the verb right. An accent slip is half right for the score, but the accent is what
/// was missed (hablo is another form than habló), and the history's spaced review already
/// counts anything but correct as a miss: one rule for both.
///
/// Where a repeat goes depends only on the order of the marks, never on the clock, so the same
/// seed and answers give the same transcript: a question missed at turn t comes back once
/// `gap` other turns have passed (at turn t + gap + 1), or at the end when fewer questions
/// remain. A repeat whose turn has come goes before the next new question; of several, the one
/// due first.
public struct RelearningQueue: Sendable {
  /// Turns between a miss and its repeat.
  public static let gap = 3
  /// How many times a question is asked at most, the first time included.
  public static let maximumAsks = 3

  /// One question to ask, and which time it is asked (1: the first time, not a repeat).
  public struct Turn: Equatable, Sendable {
    public let question: QuizQuestion
    public let ask: Int
    public var isRepeat: Bool { ask > 1 }
  }

  private struct Pending: Sendable {
    let question: QuizQuestion
    let asks: Int
    /// The turn after which it may be asked again.
    let due: Int
  }

  private let questions: [QuizQuestion]
  private let gap: Int
  private let maximumAsks: Int
  private var nextNew = 0
  private var pending: [Pending] = []
  private var turns = 0

  public init(
    _ questions: [QuizQuestion], gap: Int = RelearningQueue.gap,
    maximumAsks: Int = RelearningQueue.maximumAsks
  ) {
    self.questions = questions
    self.gap = gap
    self.maximumAsks = maximumAsks
  }

  /// Whether a mark sends its question back to be asked again.
  public static func comesBack(_ mark: Mark) -> Bool { mark != .correct }

  /// True once every question has been asked a first time: what is left is relearning.
  public var hasAskedEveryQuestion: Bool { nextNew == questions.count }

  /// The next turn: a repeat whose turn has come, else the next new question, else the repeat
  /// due first; nil when nothing is left.
  public mutating func next() -> Turn? {
    let due = pending.indices.min { pending[$0].due < pending[$1].due }
    let turn: Turn
    if let due, pending[due].due <= turns || nextNew == questions.count {
      let repeated = pending.remove(at: due)
      turn = Turn(question: repeated.question, ask: repeated.asks + 1)
    } else if nextNew < questions.count {
      turn = Turn(question: questions[nextNew], ask: 1)
      nextNew += 1
    } else {
      return nil
    }
    turns += 1
    return turn
  }

  /// Records the mark of the turn just asked: a question missed comes back, unless it has
  /// been asked `maximumAsks` times.
  public mutating func answered(_ turn: Turn, _ mark: Mark) {
    guard Self.comesBack(mark), turn.ask < maximumAsks else { return }
    pending.append(Pending(question: turn.question, asks: turn.ask, due: turns + gap))
  }
}
