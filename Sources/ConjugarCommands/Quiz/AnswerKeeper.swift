import Synchronization

/// What a quiz must write should the process end now, and the one lock between that write and
/// the quiz's own last write, so that the answers given are written once, never twice, never
/// lost.
///
/// The quiz calls `keep(_:)` after each answer with how to write the answers so far (an
/// unfinished quiz in the history, an assignment's answers file); `EndingSignals`' watcher
/// thread calls `saveThenEnd(_:)` when a signal ends the process; the quiz's normal end writes
/// through `settle(_:)`. Whichever comes second waits for the first: a signal during the last
/// write ends the process once the record is whole, and a quiz settled before the signal
/// leaves nothing for it to write.
public final class AnswerKeeper: Sendable {
  private enum State {
    /// Asking: what a signal would write (nil: nothing answered yet).
    case asking((@Sendable () -> Void)?)
    /// The quiz wrote its own record (or nothing): a signal writes nothing more.
    case settled
  }

  private let state = Mutex(State.asking(nil))

  public init() {}

  /// From now on, `save` is what a signal that ends the process writes (replacing the last
  /// one); ignored once settled.
  func keep(_ save: @escaping @Sendable () -> Void) {
    state.withLock { state in
      if case .asking = state { state = .asking(save) }
    }
  }

  /// The quiz's own last write: `write` runs under the lock, and no save runs after it. While a
  /// signal's save runs, this waits, and the process ends meanwhile.
  func settle(_ write: () -> Void) {
    state.withLock { state in
      state = .settled
      write()
    }
  }

  /// For the signal watcher: the pending save, if any, then `end`, which ends the process; the
  /// lock is never given back, so the quiz cannot write the same answers again meanwhile.
  func saveThenEnd(_ end: () -> Never) -> Never {
    state.withLock { state -> Never in
      if case .asking(let save?) = state { save() }
      state = .settled
      end()
    }
  }
}
