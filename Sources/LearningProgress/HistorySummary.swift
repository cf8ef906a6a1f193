import CProcess
import CalendarDates
import ConjugarQuiz
import QuizHistory
import SimpleJSON

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The quiz history folded, quiz by quiz, into what `Statistics` and `SpacedReviewScheduler` need:
/// counts, tallies, the days with a quiz and one `ItemProgress` per item (question and drill).
/// The tallies (and so accuracy by tense, per verb and the weakest items) count first answers
/// only; the FSRS memory state gets every answer, the repeats of relearning included. Its size grows
/// with the distinct questions and days, not with the answers, so a history of a million lines
/// is read in one pass without being held.
///
/// Order. FSRS and the recent accuracy depend on the order of each item's answers (oldest
/// first, file order for equal dates, as the reference's `reschedule_card` sorts its reviews); everything else is a sum. A history is appended in time
/// order, so one pass in file order is right. When an answer is older than its question's last
/// one (a clock set back, a hand-merged file), that question is marked and, after the pass, the
/// file is read again collecting the answers of the marked questions only, which are then
/// replayed in date order. Memory then grows with those answers alone.
public struct HistorySummary: Sendable {
  /// The calendar the days are counted in.
  public let calendar: LocalCalendar
  public private(set) var quizzes = 0
  /// Of which spaced reviews (`quiz --review`).
  public private(set) var spacedReviews = 0
  /// Lines that are not JSON objects (or longer than `QuizHistory.maximumLineLength`).
  public private(set) var skippedLines = 0
  /// Objects without a readable `date`.
  public private(set) var skippedRecords = 0
  /// Answers without a verb, a known tense, a person the tense has, or a known mark.
  public private(set) var skippedAnswers = 0
  /// Local days with at least one quiz.
  public private(set) var days: Set<LocalDay> = []
  /// Every question answered, wrong or right.
  public private(set) var items = ItemTable()
  /// Questions with an answer older than an earlier one in the file.
  private var outOfOrder: Set<ItemKey> = []
  /// The day of the last quiz added (most follow a quiz of the same day).
  private var lastQuizDay: LocalDay? = nil
  /// The best score of each group of comparable quizzes.
  public private(set) var bests = PersonalBests()
  /// First answers not correct, by the diagnosis the quiz recorded (`"diagnosis"`, a kind of
  /// AnswerDiagnosis, which this module does not know): at most `diagnosisNameLimit` names of
  /// at most `diagnosisNameLength` bytes, the first seen; an answer with another name, or none
  /// (every line older than stats by habit), is not counted here.
  public private(set) var diagnoses: [String: Int] = [:]

  /// Names of diagnoses counted: the kinds number ten, and a hand-edited history must not make
  /// the summary (and its cache) grow with every answer.
  /// The learner's own sentence of each item a text drill asked (`quiz --from`): the last one
  /// the history gives it, so its spaced review asks it there again. Not in the summary cache:
  /// a review reads the whole history.
  private var sentences: [ItemKey: String] = [:]

  /// The sentence of the item (a question in a drill) the history last asked it in, when a
  /// text drill asked it (`"sentence"`); nil otherwise.
  public func sentence(of key: QuestionKey, drill: QuizKind) -> String? {
    sentences.isEmpty ? nil : sentences[ItemKey(key, drill: drill)]
  }

  public static let diagnosisNameLimit = 32
  public static let diagnosisNameLength = 32

  public var isEmpty: Bool { quizzes == 0 }

  /// Every answer read.
  public var overall: Tally { items.values.reduce(into: Tally()) { $0.add($1.tally) } }

  /// The answers per tense (or gerund, participle).
  public var byItem: [QuizItem: Tally] {
    items.reduce(into: [:]) { $0[$1.key.item, default: Tally()].add($1.value.tally) }
  }

  /// The answers per verb.
  public var byVerb: [String: Tally] {
    items.reduce(into: [:]) { $0[$1.key.verb, default: Tally()].add($1.value.tally) }
  }

  public init(calendar: LocalCalendar) { self.calendar = calendar }

  /// A summary as it was saved (`SummaryCoding`).
  init(
    calendar: LocalCalendar, quizzes: Int, spacedReviews: Int,
    skipped: (lines: Int, records: Int, answers: Int), days: Set<LocalDay>, items: ItemTable,
    bests: PersonalBests, diagnoses: [String: Int]
  ) {
    self.diagnoses = diagnoses
    self.calendar = calendar
    self.quizzes = quizzes
    self.spacedReviews = spacedReviews
    (skippedLines, skippedRecords, skippedAnswers) = skipped
    self.days = days
    self.items = items
    self.bests = bests
  }

  /// Reads the history file line by line (a missing file is an empty history).
  public init(reading history: QuizHistory, calendar: LocalCalendar) throws(QuizHistory.ReadFailure)
  {
    try self.init(reading: history, calendar: calendar, batch: LineBatch())
  }

  /// Reads the lines a batch at a time (tests pass small batches to run the two threads).
  init(reading history: QuizHistory, calendar: LocalCalendar, batch: LineBatch)
    throws(QuizHistory.ReadFailure)
  {
    var summary = HistorySummary(calendar: calendar)
    try summary.read(history, from: 0, batch: batch)
    self = summary
  }

  /// Adds the lines from byte `offset` (the start of a line: 0, or where the summary's lines
  /// end), replaying the questions answered out of date order from the whole file. Returns the
  /// offset just past the last newline read.
  @discardableResult
  mutating func read(_ history: QuizHistory, from offset: Int, batch: LineBatch = LineBatch())
    throws(QuizHistory.ReadFailure) -> Int
  {
    let calendar = self.calendar
    let end = try Self.forEachPart(of: history, from: offset, calendar: calendar, batch: batch) {
      add($0)
    }
    var failure: QuizHistory.ReadFailure? = nil
    replayOutOfOrder { collect in
      do throws(QuizHistory.ReadFailure) {
        try Self.forEachPart(of: history, calendar: calendar, batch: batch, collect)
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
    return end
  }

  /// The file's lines read in batches, their parts in file order; from byte `offset` (the
  /// start of a line) when given. Returns the offset just past the last newline read.
  @discardableResult
  static func forEachPart(
    of history: QuizHistory, from offset: Int = 0, calendar: LocalCalendar, batch: LineBatch,
    _ body: (LineBatch.Part) -> Void
  ) throws(QuizHistory.ReadFailure) -> Int {
    var batch = batch
    var reading: LineBatch.Pending? = nil
    // Under a memory limit, how far the reading got: the out-of-memory line's need counts the
    // rest of the file at the rate memory grew so far.
    let total = max(0, ((try? history.file.identity())??.size ?? 0) - offset)
    var done = 0
    cprocess_memory_progress(0, total)
    defer { cprocess_memory_progress_end() }
    let end = try history.forEachLine(from: offset) { line in
      batch.append(line)
      done += (line?.count ?? 0) + 1
      guard batch.isFull else { return }
      cprocess_memory_progress(done, total)
      let next = batch.start(calendar: calendar)
      reading?.finish(body)
      reading = next
    }
    let last = batch.start(calendar: calendar)
    reading?.finish(body)
    last.finish(body)
    return end
  }

  /// Adds the lines of a part, in order.
  mutating func add(_ part: LineBatch.Part) {
    for reading in part.readings {
      switch reading.kind {
      case .unreadableLine: skippedLines += 1
      case .undated: skippedRecords += 1
      case .quiz(let isSpacedReview, let skipped, let attempt):
        add(
          date: reading.date, isSpacedReview: isSpacedReview, day: reading.day,
          attempt: attempt, answers: part.answers[reading.answers])
        skippedAnswers += skipped
      }
    }
  }

  /// Adds one quiz.
  mutating func add(
    date: Date, isSpacedReview: Bool, day: LocalDay, attempt: QuizAttempt?,
    answers: some Sequence<LineBatch.Answer>
  ) {
    if let attempt { bests.add(attempt) }
    quizzes += 1
    if isSpacedReview { spacedReviews += 1 }
    if day != lastQuizDay {
      days.insert(day)
      lastQuizDay = day
    }
    for answer in answers {
      if let diagnosis = answer.diagnosis, !answer.isRepeat, answer.mark != .correct {
        count(diagnosis)
      }
      if let sentence = answer.sentence { sentences[answer.key] = sentence }
      if !items.storage[answer.key, default: ItemProgress()].add(
        answer.mark, date: date, day: day, isRepeat: answer.isRepeat)
      {
        outOfOrder.insert(answer.key)
      }
    }
  }

  private mutating func count(_ diagnosis: String) {
    if let count = diagnoses[diagnosis] {
      diagnoses[diagnosis] = count + 1
    } else if diagnoses.count < Self.diagnosisNameLimit,
      diagnosis.utf8.count <= Self.diagnosisNameLength
    {
      diagnoses[diagnosis] = 1
    }
  }

  /// Rebuilds the questions whose answers came out of date order: `parts` must call its
  /// argument with the parts of the same lines again, in the same order. (A history held in
  /// memory is sorted: it never needs this.)
  mutating func replayOutOfOrder(_ parts: (_ collect: (LineBatch.Part) -> Void) -> Void) {
    guard !outOfOrder.isEmpty else { return }
    var answers: [ItemKey: [(date: Date, order: Int, day: LocalDay, answer: LineBatch.Answer)]] =
      [:]
    var order = 0
    var seen = 0
    let marked = outOfOrder
    let total = self.quizzes
    parts { part in
      for reading in part.readings {
        // Quizzes appended since the first pass are left out, as they were from the sums.
        guard case .quiz = reading.kind, seen < total else { continue }
        seen += 1
        for answer in part.answers[reading.answers] where marked.contains(answer.key) {
          answers[answer.key, default: []].append((reading.date, order, reading.day, answer))
          order += 1
        }
      }
    }
    for (key, list) in answers {
      var progress = ItemProgress()
      for entry in list.sorted(by: { ($0.date, $0.order) < ($1.date, $1.order) }) {
        progress.add(
          entry.answer.mark, date: entry.date, day: entry.day, isRepeat: entry.answer.isRepeat)
      }
      items.storage[key] = progress
    }
    outOfOrder = []
  }

}
