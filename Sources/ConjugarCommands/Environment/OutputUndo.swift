import Synchronization

/// What a command undoes when standard output fails and the process ends for it
/// (`StandardStreams`' policy): a file made only for what was being printed, such as the key of
/// sheets that were never printed, so that running the command again is not refused with
/// "exists". The live environment's `write` runs it before the process ends; a test that
/// replaces `write` runs it itself to play a failure.
public final class OutputUndo: Sendable {
  private struct Pending {
    var next = 0
    var actions: [(id: Int, action: @Sendable () -> Void)] = []
  }
  private let pending = Mutex(Pending())

  public init() {}

  /// Runs `body`, which writes, with `undo` to run should a write end the process meanwhile.
  func whileWriting(undo: @escaping @Sendable () -> Void, _ body: () -> Void) {
    let id = pending.withLock { pending in
      pending.next += 1
      pending.actions.append((pending.next, undo))
      return pending.next
    }
    body()
    pending.withLock { $0.actions.removeAll { $0.id == id } }
  }

  /// Runs the pending undo actions, the latest first, each once.
  public func run() {
    let actions = pending.withLock { pending in
      defer { pending.actions = [] }
      return pending.actions
    }
    for (_, action) in actions.reversed() { action() }
  }
}
