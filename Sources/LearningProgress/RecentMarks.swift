import ConjugarQuiz

/// The last few marks of a question, oldest first, kept inside the value (3 bits a mark) rather
/// than in an array: a history of a million questions keeps one `ItemProgress` each, and an
/// array would be a heap allocation per question (about half of what each one cost).
public struct RecentMarks: RandomAccessCollection, Equatable, Sendable, ExpressibleByArrayLiteral {
  /// How many marks are kept: `Statistics.recentAnswers`.
  public static let capacity = 5
  private static let bits = 3
  private static let marks: [Mark] = [.correct, .accentOnly, .partlyRight, .wrong, .skipped]

  /// Mark `i` in bits 3i…3i+2 (the oldest at 0).
  private var packed: UInt16 = 0
  public private(set) var count: UInt8 = 0

  public init() {}

  public init(arrayLiteral marks: Mark...) {
    for mark in marks { append(mark) }
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { Int(count) }

  public subscript(position: Int) -> Mark {
    precondition(position >= 0 && position < endIndex, "RecentMarks index out of range")
    let code = Int(packed >> UInt16(position * Self.bits)) & (1 << Self.bits - 1)
    return Self.marks[code]
  }

  /// Adds the newest mark, dropping the oldest when `capacity` are kept.
  public mutating func append(_ mark: Mark) {
    if Int(count) == Self.capacity {
      packed >>= UInt16(Self.bits)
      count -= 1
    }
    let code = UInt16(Self.marks.firstIndex(of: mark)!)
    packed |= code << UInt16(Int(count) * Self.bits)
    count += 1
  }
}
