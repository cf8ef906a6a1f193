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
  /// The FSRS parameters the memory states are computed with (the defaults, or the learner's
  /// fit: `FittedParameters`).
  public let parameters: FSRSParameters
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
  /// The last placement in effect (`quiz --placement`, not forgotten since); nil when none.
  public private(set) var placement: PlacementInEffect? = nil
  /// The conjugation items a placement in effect seeded (`PlacementSeeding`).
  public private(set) var seeded: Set<ItemKey> = []
  /// Placement lines and lines forgetting them read.
  public private(set) var placementLines = 0
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

  /// Answers of every item, the repeats of relearning included (each an FSRS review).
  public var reviews: Int { items.values.reduce(0) { $0 + $1.reviews } }

  /// Every answer read.
  public var overall: Tally { items.values.reduce(into: Tally()) { $0.add($1.tally) } }

  /// The answers per tense (or gerund, participle).
  public var byItem: [QuizItem: Tally] {
    items.reduce(into: [:]) { table, item in
      // A form only seeded by a placement has no answer to count.
      if item.value.tally.answers > 0 {
        table[item.key.item, default: Tally()].add(item.value.tally)
      }
    }
  }

  /// The answers per verb.
  public var byVerb: [String: Tally] {
    items.reduce(into: [:]) { table, item in
      if item.value.tally.answers > 0 {
        table[item.key.verb, default: Tally()].add(item.value.tally)
      }
    }
  }

  public init(calendar: LocalCalendar, parameters: FSRSParameters = .defaults) {
    self.calendar = calendar
    self.parameters = parameters
  }

  /// A summary as it was saved (`SummaryCoding`).
  init(
    calendar: LocalCalendar, parameters: FSRSParameters, quizzes: Int, spacedReviews: Int,
    skipped: (lines: Int, records: Int, answers: Int), days: Set<LocalDay>, items: ItemTable,
    bests: PersonalBests, diagnoses: [String: Int],
    placement: (current: PlacementInEffect?, seeded: Set<ItemKey>, lines: Int) = (nil, [], 0)
  ) {
    (self.placement, self.seeded, placementLines) = placement
    self.diagnoses = diagnoses
    self.calendar = calendar
    self.parameters = parameters
    self.quizzes = quizzes
    self.spacedReviews = spacedReviews
    (skippedLines, skippedRecords, skippedAnswers) = skipped
    self.days = days
    self.items = items
    self.bests = bests
  }

  /// Reads the history file line by line (a missing file is an empty history).
  public init(
    reading history: QuizHistory, calendar: LocalCalendar, parameters: FSRSParameters = .defaults
  ) throws(QuizHistory.ReadFailure) {
    try self.init(reading: history, calendar: calendar, parameters: parameters, batch: LineBatch())
  }

  /// Reads the lines a batch at a time (tests pass small batches to run the two threads).
  init(
    reading history: QuizHistory, calendar: LocalCalendar,
    parameters: FSRSParameters = .defaults, batch: LineBatch
  ) throws(QuizHistory.ReadFailure) {
    var summary = HistorySummary(calendar: calendar, parameters: parameters)
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
      case .placement(let placement):
        placementLines += 1
        seed(placement, day: reading.day)
      case .placementForgotten:
        placementLines += 1
        forgetPlacements()
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
        answer.mark, date: date, day: day, isRepeat: answer.isRepeat, parameters: parameters)
      {
        outOfOrder.insert(answer.key)
      }
    }
  }

  /// Replaying a placement line: each form it names starts from the line's memory state, dated
  /// the placement, as if a review had left it there, unless the learner has answered it already
  /// (their own answers say more). Its tally stays empty: a seed is no answer, so accuracy and
  /// the weakest items never count it. Forgetting the placements (`stats --forget-placement`)
  /// replays the seeded forms from their answers alone, through the out-of-order replay, so the
  /// summary cache and a full reading agree.
  mutating func seed(_ record: PlacementRecord, day: LocalDay) {
    placement = PlacementInEffect(record)
    let memory = record.seedState
    for form in record.forms {
      let key = ItemKey(form, drill: .conjugate)
      if let progress = items.storage[key] {
        // Answered after the placement's date (a clock set back): replayed in date order.
        if progress.lastDate > record.date { outOfOrder.insert(key) }
        continue
      }
      items.storage[key] = ItemProgress(seeded: memory, date: record.date, day: day)
      seeded.insert(key)
    }
  }

  /// A line forgetting the placements: every form they seeded is replayed from its answers.
  mutating func forgetPlacements() {
    placement = nil
    outOfOrder.formUnion(seeded)
    seeded = []
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
    var events: [ItemKey: [ReplayEvent]] = [:]
    var order = 0
    var seen = 0
    var seenPlacements = 0
    // Placement seeds before the last line forgetting them are not replayed.
    var lastForgotten = -1
    let marked = outOfOrder
    let (total, totalPlacements) = (quizzes, placementLines)
    parts { part in
      for reading in part.readings {
        // Lines appended since the first pass are left out, as they were from the sums.
        switch reading.kind {
        case .quiz:
          guard seen < total else { continue }
          seen += 1
          for answer in part.answers[reading.answers] where marked.contains(answer.key) {
            events[answer.key, default: []].append(
              ReplayEvent(
                date: reading.date, order: order, day: reading.day, kind: .answer(answer)))
            order += 1
          }
        case .placement(let placement):
          guard seenPlacements < totalPlacements else { continue }
          seenPlacements += 1
          let memory = placement.seedState
          for form in placement.forms {
            let key = ItemKey(form, drill: .conjugate)
            guard marked.contains(key) else { continue }
            events[key, default: []].append(
              ReplayEvent(date: reading.date, order: order, day: reading.day, kind: .seed(memory)))
            order += 1
          }
        case .placementForgotten:
          guard seenPlacements < totalPlacements else { continue }
          seenPlacements += 1
          lastForgotten = order
          order += 1
        case .unreadableLine, .undated:
          continue
        }
      }
    }
    for key in marked {
      var progress: ItemProgress? = nil
      seeded.remove(key)
      for entry in (events[key] ?? []).sorted(by: { ($0.date, $0.order) < ($1.date, $1.order) }) {
        switch entry.kind {
        case .seed(let memory):
          guard entry.order > lastForgotten, progress == nil else { continue }
          progress = ItemProgress(seeded: memory, date: entry.date, day: entry.day)
          seeded.insert(key)
        case .answer(let answer):
          var next = progress ?? ItemProgress()
          next.add(
            answer.mark, date: entry.date, day: entry.day, isRepeat: answer.isRepeat,
            parameters: parameters)
          progress = next
        }
      }
      items.storage[key] = progress
    }
    outOfOrder = []
  }
}
