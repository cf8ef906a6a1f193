import DurableFiles
import SimpleJSON

/// How far a summary of the history got, and enough about the lines it summed to tell whether
/// they are still the history's first lines: what lets a summary cache be brought up to date by
/// reading only the lines appended since, while the history stays the one source of truth.
///
/// The history only grows by whole lines appended at its end, so a summary of its first
/// `length` bytes stays right as long as those bytes are unchanged. That is checked, not
/// assumed: the same file (device and inode: an editor that saves by renaming makes a new
/// one), at least `length` bytes, the same first and last 4 KiB of them (FNV-1a), and, when
/// the size is the one seen, the same modification time (a rewrite in place). A checkpoint
/// that fails any of these is thrown away with its summary. What it cannot see is an edit
/// inside the summed bytes, away from both ends, that keeps the size and comes with an append.
public struct HistoryCheckpoint: Equatable, Sendable {
  /// Bytes of whole lines summed, from the start of the file.
  public let length: Int
  /// The file when the checkpoint was taken.
  let identity: FileIdentity
  /// FNV-1a of the first and of the last `sampleLength` bytes of those `length` (the same
  /// bytes when `length` is under it).
  let head: UInt64
  let tail: UInt64

  /// Bytes hashed at each end.
  static let sampleLength = 4096

  /// The checkpoint for the first `length` bytes of `history` as it is now; nil when there is
  /// no file, or it is shorter than `length` (it changed while it was read).
  public static func take(of history: QuizHistory, length: Int) throws(FileFailure)
    -> HistoryCheckpoint?
  {
    guard let identity = try history.file.identity(), identity.size >= length,
      let (head, tail) = try hashes(of: history.file, length: length)
    else { return nil }
    return HistoryCheckpoint(length: length, identity: identity, head: head, tail: tail)
  }

  /// Whether the summary taken at this checkpoint still holds for `history`: its first
  /// `length` bytes are the ones summed. A file that cannot be read does not hold.
  public func holds(for history: QuizHistory) -> Bool {
    guard let current = try? history.file.identity(), current.isSameFile(as: identity),
      current.size >= length,
      current.size != identity.size || current.modified == identity.modified,
      let hashes = try? Self.hashes(of: history.file, length: length)
    else { return false }
    return hashes == (head, tail)
  }

  private static func hashes(of file: any UserFile, length: Int) throws(FileFailure)
    -> (UInt64, UInt64)?
  {
    let sample = min(length, sampleLength)
    guard let first = try file.read(at: 0, count: sample),
      let last = try file.read(at: length - sample, count: sample),
      first.count == sample, last.count == sample
    else { return nil }
    return (FNV1a.hash(first), FNV1a.hash(last))
  }
}

extension HistoryCheckpoint {
  /// `{"length":…,"device":…,"inode":…,"size":…,"modified":…,"head":…,"tail":…}`.
  public var json: JSONValue {
    .object([
      "length": .integer(length), "device": .integer(identity.device),
      "inode": .integer(identity.inode), "size": .integer(identity.size),
      "modified": .integer(identity.modified), "head": .integer(head), "tail": .integer(tail),
    ])
  }

  /// nil unless every member is there, a whole number in range.
  public init?(reading json: JSONValue) {
    guard case .object(let fields) = json,
      case .number(let length)? = fields["length"], let length = length.int, length >= 0,
      case .number(let device)? = fields["device"], let device = device.uint64,
      case .number(let inode)? = fields["inode"], let inode = inode.uint64,
      case .number(let size)? = fields["size"], let size = size.int, size >= length,
      case .number(let modified)? = fields["modified"], let modified = modified.int64,
      case .number(let head)? = fields["head"], let head = head.uint64,
      case .number(let tail)? = fields["tail"], let tail = tail.uint64
    else { return nil }
    self.init(
      length: length,
      identity: FileIdentity(device: device, inode: inode, size: size, modified: modified),
      head: head, tail: tail)
  }
}
