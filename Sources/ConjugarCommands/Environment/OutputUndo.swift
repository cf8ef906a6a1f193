import Synchronization

/// What a command undoes when standard output fails and the process ends for it
/// (`StandardStreams`' policy): a file made only for what was being printed, such as the key of
/// sheets that were never printed, so that running the command again is not refused with
/// "exists". The live environment's `write` runs it before the process ends; a test that
/// replaces `write` runs it itself to play a failure.
public final class OutputUndo: Sendable {
  private let actions = Mutex<[@Sendable () -> Void]>([])

  public init() {}

  /// Runs `body`, which writes, with `undo` to run should a write end the process meanwhile.
  func whileWriting(undo: @escaping @Sendable () -> Void, _ body: () -> Void) {
    actions.withLock { $0.append(undo) }
    body()
    actions.withLock { _ = $0.popLast() }
  }

  /// Runs the pending undo actions, the latest first, each once.
  public func run() {
    let pending = actions.withLock { actions in
      defer { actions = [] }
      return actions
    }
    for action in pending.reversed() { action() }
  }
}
