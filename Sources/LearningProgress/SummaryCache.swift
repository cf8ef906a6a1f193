import CalendarDates
import DurableFiles
import QuizHistory
import SimpleJSON

/// The history summed up, kept beside it (`history.summary.json`) so that a history of a
/// million lines is not read again: `due` reads only the cache's first line, and the end of a
/// quiz reads the cache and the lines appended since it was written (`CachedSummary`).
///
/// The history stays the one source of truth. A cache is believed only when its checksums
/// hold (an edited cache, even valid JSON, is not believed), its checkpoint holds for the
/// history (`HistoryCheckpoint`), its days were counted in the zone of today's calendar
/// (`ZoneSamples`) and, for due counts, its scheduler rule is the current one
/// (`DueDigest.rule`); a missing, unreadable, corrupt, edited, stale or other-version cache is
/// ignored and written anew, silently: it is ours, not the user's. It is a derived file
/// (`DurableFile.derived`): a symbolic link at its path is neither read nor followed, but
/// replaced. Writing it is atomic and only ever costs speed when it fails. The file, one JSON
/// value a line:
///
///     {"version":3,"checkpoint":{…},"zone":[[…]],"due":{…},"rest":…,"restSum":"…","sum":"…"}
///     {"quizzes":…,"days":[…],"bests":[…],"items":360}           `SummaryCoding`
///     ["hablar","preterito","yo",…]                               one line a question
///
/// The first line is what `due` reads. `sum` is the FNV-1a (16 hex digits) of that line written
/// without `sum` (sorted keys, compact), `restSum` that of the bytes after the first line.
struct SummaryCache {
  static let version = 4
  /// A cache larger than this is not ours (about 80 bytes a question answered).
  static let sizeLimit = 16 << 20
  /// The first line is read this much at a time (it is a few hundred bytes).
  static let headerChunk = 4096

  let checkpoint: HistoryCheckpoint
  let zone: ZoneSamples
  let digest: DueDigest
  /// Bytes after the first line: a cache cut short (or grown) is not believed, even when its
  /// first line is whole.
  let rest: Int
  /// `FNV1a.hex` of the bytes after the first line.
  let restSum: String

  /// The digest of `history`'s cache when its first line holds for the whole history (a line
  /// appended since makes it stale), `calendar` and `rule`; the rest of the file is not read.
  static func digest(for history: QuizHistory, calendar: LocalCalendar, rule: String)
    -> DueDigest?
  {
    guard let file = history.summaryCache, var bytes = try? file.read(at: 0, count: headerChunk)
    else { return nil }
    var end = bytes.firstIndex(of: UInt8(ascii: "\n"))
    if end == nil, bytes.count == headerChunk {
      bytes = (try? file.read(at: 0, count: sizeLimit)) ?? []
      end = bytes.firstIndex(of: UInt8(ascii: "\n"))
    }
    guard let end, let header = SummaryCache(header: bytes[..<end]), header.digest.rule == rule,
      (try? file.identity())??.size == end + 1 + header.rest, header.zone.match(calendar),
      (try? history.file.identity())??.size == header.checkpoint.length,
      header.checkpoint.holds(for: history)
    else { return nil }
    return header.digest
  }

  /// The summary of the history's first `checkpoint.length` bytes, when the whole cache holds
  /// for the history and `calendar`, and its memory states were computed with `parameters`
  /// (`SchedulerRule.uses`).
  static func summary(
    for history: QuizHistory, calendar: LocalCalendar, parameters: FSRSParameters = .defaults
  ) -> (summary: HistorySummary, checkpoint: HistoryCheckpoint, rule: String)? {
    guard let file = history.summaryCache,
      let bytes = try? file.read(limit: sizeLimit), bytes.count <= sizeLimit,
      bytes.last == UInt8(ascii: "\n")
    else { return nil }
    let lines = bytes.dropLast().split(
      separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    guard let first = lines.first, let header = SummaryCache(header: first),
      bytes.count == first.count + 1 + header.rest,
      FNV1a.hex(FNV1a.hash(bytes[(first.count + 1)...])) == header.restSum,
      header.zone.match(calendar), SchedulerRule.uses(header.digest.rule, parameters),
      let summary = SummaryCoding.summary(
        lines.dropFirst(), calendar: calendar, parameters: parameters),
      header.checkpoint.holds(for: history)
    else { return nil }
    return (summary, header.checkpoint, header.digest.rule)
  }

  /// Writes the summary of the history's first `checkpoint.length` bytes and its `digest`, under the history's
  /// lock (so it never takes a lock file of its own) and only while the checkpoint still
  /// holds; any failure is ignored.
  static func save(
    _ summary: HistorySummary, checkpoint: HistoryCheckpoint, digest: DueDigest,
    for history: QuizHistory
  ) {
    guard let file = history.summaryCache else { return }
    var rest: [UInt8] = []
    for line in SummaryCoding.lines(summary) {
      rest += Array(line.compact().utf8)
      rest.append(UInt8(ascii: "\n"))
    }
    var header: [String: JSONValue] = [
      "version": .integer(version), "checkpoint": checkpoint.json,
      "zone": ZoneSamples(calendar: summary.calendar, days: summary.days).json,
      "due": digest.json, "rest": .integer(rest.count), "restSum": .string(FNV1a.hex(rest)),
    ]
    header["sum"] = .string(sum(of: header))
    let bytes = Array(JSONValue.object(header).compact().utf8) + [UInt8(ascii: "\n")] + rest
    try? history.file.withLock { () throws(FileFailure) in
      guard checkpoint.holds(for: history) else { return }
      try file.replace(with: bytes)
    }
  }

  /// The checksum of a first line's members (`sum` left out).
  static func sum(of members: [String: JSONValue]) -> String {
    FNV1a.hex(Array(JSONValue.object(members).compact().utf8))
  }

  private init?(header bytes: ArraySlice<UInt8>) {
    guard let json = JSONValue(parsing: Array(bytes)), case .object(var fields) = json,
      case .string(let sum)? = fields.removeValue(forKey: "sum"), sum == Self.sum(of: fields),
      case .string(let restSum)? = fields["restSum"],
      case .number(let version)? = fields["version"], version.int == Self.version,
      let checkpoint = fields["checkpoint"].flatMap(HistoryCheckpoint.init(reading:)),
      let zone = fields["zone"].flatMap(ZoneSamples.init(reading:)),
      let digest = fields["due"].flatMap(DueDigest.init(reading:)),
      case .number(let rest)? = fields["rest"], let rest = rest.int, rest >= 0
    else { return nil }
    self.rest = rest
    self.restSum = restSum
    self.checkpoint = checkpoint
    self.zone = zone
    self.digest = digest
  }
}
