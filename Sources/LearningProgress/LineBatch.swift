import CalendarDates
import ConjugarQuiz
import QuizHistory
import Synchronization
import WorkerThreads

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// History lines gathered into one buffer and read on other threads: reading a line
/// (`QuizRecord.reading(line:)`, and the local day of its date) is most of `stats`, and one line's reading does not
/// depend on any other, so the parts of a batch are read at the same time on a `ParallelJob`'s
/// threads while the calling thread gathers the next batch and folds the previous one into the
/// summary, the one step that depends on the order. When no thread can be made, the calling
/// thread reads the parts itself when it finishes the batch.
///
/// Memory stays bounded: a batch holds about `capacity` bytes of lines (one line over it is
/// held alone, and lines are at most `QuizHistory.maximumLineLength`) and their readings, and
/// at most two batches are read or folded at a time.
struct LineBatch {
  /// One line read: what it is and, for a quiz, where its answers are in its part's `answers`.
  struct Reading: Sendable {
    enum Kind: Sendable {
      case unreadableLine
      case undated
      case quiz(isSpacedReview: Bool, skippedAnswers: Int, attempt: QuizAttempt?)
      /// A placement's seeding (`PlacementRecord`), and the undoing of every one before.
      case placement(PlacementRecord)
      case placementForgotten
    }
    let kind: Kind
    let date: Date
    /// The local day of `date`.
    let day: LocalDay
    let answers: Range<Int>
  }

  /// An answer ready for the fold: its key already hashed.
  struct Answer: Sendable {
    let key: ItemKey
    let mark: Mark
    /// Asked again to relearn it (`"repeat":true`): for the schedule, not the tallies.
    var isRepeat = false
    /// The diagnosis the quiz recorded (`"diagnosis"`), nil when none.
    var diagnosis: String? = nil
    /// The learner's sentence a text drill asked it in (`"sentence"`), nil when none.
    var sentence: String? = nil
  }

  /// Consecutive lines read on one thread. The answers of all its quizzes share one array, so
  /// reading a line allocates nothing and the fold frees a few arrays, not one per line.
  struct Part: Sendable {
    var readings: [Reading] = []
    var answers: [Answer] = []
  }

  /// Bytes of lines gathered before they are read.
  let capacity: Int
  /// Lines fewer than this are read on the calling thread: starting a thread costs more.
  let parallelThreshold: Int
  private var bytes: [UInt8] = []
  /// Each line's bytes in `bytes`; nil for a line over the length limit.
  private var lines: [Range<Int>?] = []

  init(capacity: Int = 1 << 21, parallelThreshold: Int = 512) {
    self.capacity = capacity
    self.parallelThreshold = parallelThreshold
  }

  var isEmpty: Bool { lines.isEmpty }

  /// True when the batch should be read now.
  var isFull: Bool { bytes.count >= capacity }

  /// Keeps a copy of `line` (nil: a line over the limit).
  mutating func append(_ line: UnsafeRawBufferPointer?) {
    guard let line else { return lines.append(nil) }
    if bytes.capacity == 0 {
      let expected = min(capacity, 1 << 22)
      bytes.reserveCapacity(expected + expected / 4)
    }
    let start = bytes.count
    bytes.append(
      contentsOf: UnsafeBufferPointer(
        start: line.baseAddress?.assumingMemoryBound(to: UInt8.self), count: line.count))
    lines.append(start..<bytes.count)
  }

  /// Starts reading the lines on threads of their own and empties the batch, so the
  /// caller gathers the next batch and folds the last one meanwhile; a small batch is read
  /// at once on the calling thread.
  mutating func start(calendar: LocalCalendar) -> Pending {
    defer {
      bytes.removeAll(keepingCapacity: true)
      lines.removeAll(keepingCapacity: true)
    }
    guard lines.count >= parallelThreshold else {
      return Pending(parts: [Self.read(lines[...], in: bytes, calendar: calendar)])
    }
    let ranges = partition(into: min(Self.parts, lines.count / parallelThreshold + 1))
    let parts = Parts(count: ranges.count)
    let bytes = bytes
    let lines = lines
    let job = ParallelJob(parts: ranges.count, threads: ParallelJob.processorCount) { index in
      parts.store(Self.read(lines[ranges[index]], in: bytes, calendar: calendar), at: index)
    }
    return Pending(parts: parts, job: job)
  }

  /// A batch being read: `finish` waits for its parts.
  final class Pending {
    private let parts: Parts
    private let job: ParallelJob?

    fileprivate convenience init(parts: [Part]) {
      self.init(parts: Parts(parts), job: nil)
    }

    fileprivate init(parts: Parts, job: ParallelJob?) {
      self.parts = parts
      self.job = job
    }

    /// Waits until every part is read (reading those no thread took), then passes them in
    /// file order.
    func finish(_ body: (Part) -> Void) {
      job?.finish()
      for part in parts.all { body(part) }
    }
  }

  /// The parts of a batch, each stored by the thread that read it.
  fileprivate final class Parts: Sendable {
    private let storage: Mutex<[Part]>

    init(_ parts: [Part]) { storage = Mutex(parts) }

    convenience init(count: Int) { self.init(Array(repeating: Part(), count: count)) }

    func store(_ part: Part, at index: Int) { storage.withLock { $0[index] = part } }

    var all: [Part] { storage.withLock { $0 } }
  }

  /// Parts per batch: more than the two cores, so a thread that finishes early (or the one
  /// the other programs on the machine left alone) takes the next part.
  private static let parts = 8

  /// `count` runs of consecutive lines holding about as many bytes each.
  private func partition(into count: Int) -> [Range<Int>] {
    var parts: [Range<Int>] = []
    var start = 0
    var total = 0
    for (index, line) in lines.enumerated() {
      total += line?.count ?? 0
      if total * count >= bytes.count * (parts.count + 1), parts.count < count - 1 {
        parts.append(start..<(index + 1))
        start = index + 1
      }
    }
    parts.append(start..<lines.count)
    return parts
  }

  /// One line's reading; nil, a line over `QuizHistory.maximumLineLength`, is unreadable.
  static func reading(_ line: UnsafeRawBufferPointer?) -> QuizRecord.LineReading {
    line.map(QuizRecord.reading(line:)) ?? .unreadableLine
  }

  private static func read(
    _ lines: ArraySlice<Range<Int>?>, in bytes: [UInt8], calendar: LocalCalendar
  ) -> Part {
    var part = Part()
    part.readings.reserveCapacity(lines.count)
    part.answers.reserveCapacity(lines.count)
    bytes.withUnsafeBytes { buffer in
      for line in lines {
        let reading = Self.reading(line.map { UnsafeRawBufferPointer(rebasing: buffer[$0]) })
        let kind: Reading.Kind
        var date = Date.distantPast
        var day = LocalDay(number: 0)
        let start = part.answers.count
        switch reading {
        case .unreadableLine: kind = .unreadableLine
        case .undated, .unreadablePlacement: kind = .undated
        case .placement(let placement):
          kind = .placement(placement)
          date = placement.date
          day = calendar.day(of: placement.date)
        case .placementForgotten(let forgotten):
          kind = .placementForgotten
          date = forgotten
          day = calendar.day(of: forgotten)
        case .record(let record):
          kind = .quiz(
            isSpacedReview: record.source == .spacedReview,
            skippedAnswers: record.unreadableAnswers, attempt: QuizAttempt(record))
          date = record.date
          day = calendar.day(of: record.date)
          for answer in record.answers {
            part.answers.append(
              Answer(
                key: ItemKey(answer.key, drill: answer.drill ?? record.kind), mark: answer.mark,
                isRepeat: answer.isRepeat, diagnosis: answer.diagnosis,
                sentence: answer.sentence))
          }
        }
        part.readings.append(
          Reading(kind: kind, date: date, day: day, answers: start..<part.answers.count))
      }
    }
    return part
  }
}
