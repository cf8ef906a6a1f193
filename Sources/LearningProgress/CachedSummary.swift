import CalendarDates
import DurableFiles
import QuizHistory

/// The history's summary read through its summary cache (`SummaryCache`): the cache when it
/// holds, plus the lines appended since; the whole file otherwise. `update` folds the lines
/// appended after that (the quiz just taken) and `save` writes the cache back, so the next
/// reader, `due` in a shell prompt most of all, starts from it.
public struct CachedSummary: Sendable {
  public private(set) var summary: HistorySummary
  private let history: QuizHistory
  /// Where the summed lines end, with what identifies them; nil when the summary holds a line
  /// without its newline (a writer cut off) or the file changed while it was read: such a
  /// summary is not saved, and the next `update` reads everything again.
  private var checkpoint: HistoryCheckpoint?
  /// The checkpoint and rule of the cache on disk when it was read and believed: a summary
  /// that has read nothing since is not written again.
  private var onDisk: (checkpoint: HistoryCheckpoint, rule: String)?

  /// Reads `history` (a missing file is an empty history), the memory states computed with
  /// `parameters` (a cache of other parameters is not believed).
  public init(
    reading history: QuizHistory, calendar: LocalCalendar, parameters: FSRSParameters = .defaults
  ) throws(QuizHistory.ReadFailure) {
    self.history = history
    if let cached = SummaryCache.summary(for: history, calendar: calendar, parameters: parameters) {
      summary = cached.summary
      checkpoint = cached.checkpoint
      onDisk = (cached.checkpoint, cached.rule)
    } else {
      summary = HistorySummary(calendar: calendar, parameters: parameters)
      checkpoint = nil
      onDisk = nil
    }
    try read(from: checkpoint?.length ?? 0)
  }

  /// Adds the lines appended since the summary was read; reads everything again when the
  /// history changed otherwise.
  public mutating func update() throws(QuizHistory.ReadFailure) {
    guard let checkpoint, checkpoint.holds(for: history) else {
      self = try CachedSummary(
        reading: history, calendar: summary.calendar, parameters: summary.parameters)
      return
    }
    try read(from: checkpoint.length)
  }

  /// Writes the summary to the cache when it covers whole lines (a failure only costs
  /// speed), with the due counts of the desired `retention`.
  public func save(retention: Double) {
    save(DueDigest(summary: summary, retention: retention))
  }

  /// Writes the cache as `save` does and returns what is due `today`: the due days, the costly
  /// part of both for many items, are worked out once.
  public func saveReporting(today: LocalDay, retention: Double) -> DueReport {
    let digest = DueDigest(summary: summary, retention: retention)
    save(digest)
    return digest.report(today: today)
      ?? DueReport(summary: summary, today: today, retention: retention)
  }

  private func save(_ digest: DueDigest) {
    guard let checkpoint else { return }
    if let onDisk, onDisk.rule == digest.rule, onDisk.checkpoint.length == checkpoint.length {
      return
    }
    SummaryCache.save(summary, checkpoint: checkpoint, digest: digest, for: history)
  }

  private mutating func read(from start: Int) throws(QuizHistory.ReadFailure) {
    let before = try? history.file.identity()
    let end = try summary.read(history, from: start)
    // A last line without its newline (a writer cut off) is in the summary but must not be
    // in the cache, which covers whole lines: the cache waits for the next append.
    guard let before, end >= before.size else {
      checkpoint = nil
      return
    }
    checkpoint = try? HistoryCheckpoint.take(of: history, length: end)
  }
}
