import CProcess
import Messages
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Running out of memory under a limit (`ulimit -v`, `ulimit -d`) ends conjugar with one line
/// and status 71, never a hang, a bare crash or the runtime's stack trace:
///
/// - Bulk work (`verb --all`, `verb -`) checks the room left before each wave of 64 verbs or
///   more and stops cleanly when it might not fit: nothing half-allocated, no runtime message.
/// - Anything else that runs out (Swift stops the process with SIGABRT when an allocation
///   fails) is caught by a handler that writes the same line, when the runtime said that an
///   allocation failed or the room left is really small; a crash with room to spare is a bug
///   and keeps its crash report. The runtime's own words ("Fatal error: failed to allocate…",
///   a stack trace) are not printed: under a limit the C library's `stderr` says nothing once
///   memory has run out (CProcess/memory.c).
/// - The line names the limit to ask for, measured then (`cprocess_memory_need`): the address
///   space in use, what failed, and for a history being read what the rest of it will take at
///   the rate memory grew so far (`HistorySummary` reports its progress). Never less than
///   `enough`, always more than the limit.
///
/// Without a limit nothing is installed and nothing is checked.
///
/// The handler is installed before the command line is read, so its line is English until
/// `ProcessVoice` is told the command's language: then the handler is installed again with the
/// line in that language (the handler cannot build a message: it may not allocate; it writes
/// the line's two halves around the number).
public enum MemoryLimit {
  /// The least `ulimit -v` the line asks for. Measured on x86-64 Linux (release build;
  /// statically linked; debug build): a plain command 28, 24, 30 MiB (mostly the program's
  /// libraries); `verb --all` 38, 36, 40 MiB; `stats` of a 15 MB history of 360 items 46, 44,
  /// 48 MiB. A history of many different items takes about 1 KiB more for each (see
  /// Docs/USER-GUIDE.md, "Memory").
  static let enough = 64 << 20
  /// The room one wave of bulk work may take: its 256 verbs' tables (about 1 MiB of JSON) and
  /// the output buffer growing to 1 MiB (2.8 MiB while its storage doubles). With 1 MiB, runs
  /// near the limit still ended in Swift's "failed to allocate" crash.
  static let waveRoom = 4 << 20
  /// Room under which a fatal signal is put down to memory: more than any one allocation
  /// conjugar makes (a history batch is 2.5 MiB).
  static let crashRoom = 8 << 20

  /// Whether `guardProcess` installed the handler (never in tests run in-process).
  private static let guarded = Mutex(false)
  /// Stands for the number (KiB) in the line given to the handler, which writes the number it
  /// measures in its place.
  private static let needMark = 987_654_321_987_654

  /// The line for standard error, naming the limit as `ulimit` shows it (KiB) and `need`
  /// (bytes; nil: the mark for the handler); nil without a limit.
  static func message(in language: Language = ProcessVoice.language, need: Int?) -> String? {
    var option: UnsafePointer<CChar>? = nil
    let limit = cprocess_memory_limit(&option)
    guard limit > 0, let option else { return nil }
    let said = Message.outOfMemory(
      ulimit: "ulimit " + String(cString: option), limit: limit >> 10,
      enough: need.map { $0 >> 10 } ?? needMark)
    return "conjugar: \(Message.errorLabel.text(in: language)): \(said.text(in: language))\n"
  }

  /// Installs the handler for the rest of the process when a limit is set.
  public static func guardProcess() {
    if install() { guarded.withLock { $0 = true } }
  }

  /// The handler, when it is installed, gets its line again in `ProcessVoice`'s language.
  static func languageChanged() {
    guard guarded.withLock({ $0 }) else { return }
    _ = install()
  }

  /// Gives the handler the line in the current language, in two halves around the number.
  private static func install() -> Bool {
    guard let line = message(need: nil), let mark = line.firstRange(of: String(needMark)) else {
      return false
    }
    return cprocess_guard_memory(
      String(line[..<mark.lowerBound]), String(line[mark.upperBound...]), enough, crashRoom,
      ExitStatus.operatingSystemError.rawValue) == 0
  }

  /// The address space in use under a limit (0 without one).
  static func inUse() -> Int { Int(cprocess_memory_in_use()) }

  /// Before a quiz's first question, once the history is read: room for the questions (8 MiB)
  /// and for bringing the summary up to date and writing it back at the end (measured: about
  /// as much as reading the history grew; with a summary cache, not read as history lines,
  /// four times what reading it grew, `readingGrew` bytes: after 12 MiB for the cache of
  /// 38,000 items the end took 45 to 55 MiB), or the line now, before any answer is given.
  static func stopUnlessRoomForAQuiz(readingGrew: Int) {
    stopUnlessRoom(for: max(8 << 20, Int(cprocess_memory_growth()), 4 * max(0, readingGrew)))
  }

  /// Ends the process with the line when less than `bytes` are left under the limit.
  static func stopUnlessRoom(for bytes: Int) {
    guard cprocess_memory_below(bytes) == 1,
      let message = message(need: Int(cprocess_memory_need(bytes)))
    else { return }
    StandardStreams.writeError(message)
    exit(ExitStatus.operatingSystemError.rawValue)
  }
}
