import CProcess
import LineEditor
import Synchronization

/// A quiz never loses an answer to a signal that ends the process: HUP (the terminal closed, an
/// ssh connection dropped), TERM, INT (sent, or Ctrl-C between answers; in an answer on a
/// terminal Ctrl-C is a key that ends the quiz with its summary), USR1, USR2, ALRM, IO, the
/// other signals whose default action ends a process, and QUIT, XCPU and SYS, which end it
/// with a core (the signals of a real crash, SEGV and the like, excepted). The answers given are
/// written as the quiz's own end would write them (an unfinished quiz in the history, an
/// assignment's answers file), then the process ends by the same signal (128 + its number in
/// a shell).
///
/// Why a thread and not a handler: a handler runs inside whatever the quiz was doing (malloc,
/// a lock, libedit) and may only call async-signal-safe functions, so it cannot build and
/// append a record. Instead the signals are blocked while the quiz asks (`asking`) and a
/// watcher thread, started once and blocking them too, takes them with `sigwait`: it runs
/// ordinary code, on its own stack, while the quiz's thread waits for a line. It puts the
/// terminal back (libedit's handlers never see a blocked signal), writes the answers under the
/// `AnswerKeeper`'s lock (a quiz writing its own record at that moment finishes first, and is
/// not written twice), and ends the process by the signal with its default action.
///
/// Only the binary watches (`CommandLineProgram` calls `allow()`); tests run in-process do
/// not. A signal that arrives while no quiz asks takes its default action, as before; one the
/// process started with ignored (`nohup`) stays ignored. When the thread cannot be made (a
/// memory limit), the signals are not blocked and act as they did.
public enum EndingSignals {
  private enum Watch {
    case off, allowed, running, failed
  }

  private static let watch = Mutex(Watch.off)
  /// The quiz asking now: what the watcher saves.
  private static let current = Mutex<AnswerKeeper?>(nil)
  /// The output printing now: what the watcher takes back.
  private static let undoing = Mutex<OutputUndo?>(nil)

  /// Lets quizzes have their signals taken by the watcher (started by the first quiz).
  public static func allow() {
    watch.withLock { if $0 == .off { $0 = .allowed } }
  }

  /// Runs `body` (a quiz's questions and its own last write, through `answers`) with the
  /// ending signals taken by the watcher, which then writes what `answers` keeps.
  static func asking<Result>(
    keeping answers: AnswerKeeper, _ body: () throws(CommandFailure) -> Result
  ) throws(CommandFailure) -> Result {
    guard startWatcher() else { return try body() }
    current.withLock { $0 = answers }
    cprocess_hold_ending_signals(1)
    defer {
      cprocess_hold_ending_signals(0)
      current.withLock { $0 = nil }
    }
    return try body()
  }

  /// Runs `body`, a write of output that a file was made for (class sheets and their new key),
  /// with the ending signals taken by the watcher, which runs `undo` (the key removed) before
  /// the process ends: a class stopped while its sheets print can be made again at once.
  static func printing(undoing undo: OutputUndo, _ body: () -> Void) {
    guard startWatcher() else { return body() }
    undoing.withLock { $0 = undo }
    cprocess_hold_ending_signals(1)
    defer {
      cprocess_hold_ending_signals(0)
      undoing.withLock { $0 = nil }
    }
    body()
  }

  /// Whether the watcher runs (started now if allowed and not yet tried).
  private static func startWatcher() -> Bool {
    watch.withLock { state in
      if state == .allowed {
        let started = cprocess_watch_ending_signals { signal in EndingSignals.end(by: signal) }
        state = started == 0 ? .running : .failed
      }
      return state == .running
    }
  }

  /// On the watcher's thread: the terminal back, the answers written, the process ended.
  /// The terminal is put back first, and again just before the end: a line that began in the
  /// moment before the first (the quiz's thread between two questions) may have made it raw.
  private static func end(by signal: Int32) -> Never {
    EditLineReader.restoreTerminal()
    undoing.withLock({ $0 })?.run()
    guard let answers = current.withLock({ $0 }) else {
      EditLineReader.restoreTerminal()
      cprocess_end_by_signal(signal)
    }
    answers.saveThenEnd {
      EditLineReader.restoreTerminal()
      cprocess_end_by_signal(signal)
    }
  }
}
