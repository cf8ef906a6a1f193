import DurableFiles
import QuizHistory
import SimpleJSON

/// What the end of a quiz needs from the history (the personal bests), kept beside it so that
/// a history of a million lines is not read again for each quiz: the cache holds the bests of
/// the history's first `checkpoint.length` bytes, and only the lines after them are read.
///
/// The history stays the one source of truth. A cache is believed only when its checkpoint
/// holds for the history (`HistoryCheckpoint`); a missing, unreadable, corrupt, stale or
/// newer-version cache is ignored and written anew, silently: it is ours, not the user's.
/// Writing it is atomic and only ever costs speed when it fails. A file
/// `{"version":1,"checkpoint":{…},"bests":[…]}`, each best a history line without answers.
struct SummaryCache {
  static let version = 1
  /// A cache larger than this is not ours (a few hundred bytes a group of quizzes).
  static let sizeLimit = 16 << 20

  let checkpoint: HistoryCheckpoint
  let bests: PersonalBests

  /// The cache of `history` when it has one that holds.
  init?(for history: QuizHistory) {
    guard let file = history.summaryCache,
      let bytes = try? file.read(limit: Self.sizeLimit), bytes.count <= Self.sizeLimit,
      let json = JSONValue(parsing: bytes), case .object(let fields) = json,
      case .number(let version)? = fields["version"], version.int == Self.version,
      let checkpoint = fields["checkpoint"].flatMap(HistoryCheckpoint.init(reading:)),
      case .array(let entries)? = fields["bests"]
    else { return nil }
    var bests = PersonalBests()
    for entry in entries {
      guard let record = QuizRecord(reading: entry), let attempt = QuizAttempt(record) else {
        return nil
      }
      bests.add(attempt)
    }
    guard checkpoint.holds(for: history) else { return nil }
    self.checkpoint = checkpoint
    self.bests = bests
  }

  /// Writes the bests of the history's first `length` bytes, under the history's lock (so it
  /// never takes a lock file of its own); any failure is ignored.
  static func save(bests: PersonalBests, length: Int, for history: QuizHistory) {
    guard let file = history.summaryCache,
      let checkpoint = try? HistoryCheckpoint.take(of: history, length: length)
    else { return }
    let json = JSONValue.object([
      "version": .integer(version), "checkpoint": checkpoint.json,
      "bests": .array(bests.all.map(\.record.json)),
    ])
    try? history.file.withLock { () throws(FileFailure) in
      try file.replace(with: Array(json.compact().utf8) + [UInt8(ascii: "\n")])
    }
  }
}
