/// Why a command stopped: its exit status and, optionally, the one line for standard error.
///
/// Actions throw it instead of ArgumentParser's errors, so that they run without the parser.
/// The command line reports it: a `.usage` message exactly as a parse error (one line, the
/// hint where to find help), any other message as `conjugar: error: …`. A failure without a
/// message has had its line written already (or needs none).
public struct CommandFailure: Error, Equatable, Sendable {
  public let status: ExitStatus
  public let message: String?

  public init(_ status: ExitStatus, message: String? = nil) {
    self.status = status
    self.message = message
  }

  /// A usage error (64) found while running, worded like the parser's own.
  public static func usage(_ message: String) -> CommandFailure {
    CommandFailure(.usage, message: message)
  }
}
