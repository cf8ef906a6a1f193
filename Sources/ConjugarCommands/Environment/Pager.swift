import ChildProcess

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Long output on a terminal goes through a pager, as git's does:
/// - only when standard output is a terminal (never into a pipe or a file) and the text is
///   longer than the screen (LINES, else 24, when the terminal does not say);
/// - the pager is `$PAGER` (a program and its arguments, split at spaces), else `less -FRX`
///   (quit at once when the text fits, keep colours, leave the text on the screen);
///   `--no-pager`, an empty PAGER or `cat` print directly;
/// - a pager that cannot be found or started means plain output, never a lost table; so does
///   one that fails (exits with a status other than 0, or is killed) before it has read
///   everything: what it was given is printed again on standard output, then the rest, after
///   one note on standard error (`PagedOutput`);
/// - quitting the pager early (`q` in less, status 0) ends the output quietly, status
///   unchanged.
public struct PagerClient: Sendable {
  /// Starts the program at `arguments[0]` (a path or a name looked for on PATH) with the
  /// environment's variables, reading what is written to the returned pipe; nil when it
  /// cannot be started.
  public var start: @Sendable (_ arguments: [String], _ variables: [String: String]) -> PagerPipe?

  public init(
    start:
      @escaping @Sendable (_ arguments: [String], _ variables: [String: String]) ->
      PagerPipe?
  ) {
    self.start = start
  }

  /// The pager's command, split at spaces; nil when output is not to be paged.
  public static func command(in environment: CommandEnvironment, noPager: Bool) -> [String]? {
    guard environment.standardOutputIsTerminal, !noPager else { return nil }
    let words = (environment.variables["PAGER"] ?? "less -FRX").split(separator: " ").map(
      String.init)
    guard let program = words.first, program != "cat" else { return nil }
    return words
  }
}

/// What is written to a running pager.
public struct PagerPipe: Sendable {
  /// Writes text to the pager; false once the pager has gone (it was quit).
  public var write: @Sendable (String) -> Bool
  /// Ends the input and waits for the pager to finish: true when it exited with status 0
  /// (it showed the text, or its reader quit it), false when it failed.
  public var finish: @Sendable () -> Bool

  public init(
    write: @escaping @Sendable (String) -> Bool, finish: @escaping @Sendable () -> Bool
  ) {
    self.write = write
    self.finish = finish
  }
}

extension PagerClient {
  /// The real pager: started by `ChildProcess` (`posix_spawn`), its standard input a pipe, its
  /// output and errors the terminal's.
  public static let live = PagerClient { arguments, variables in
    guard let path = ChildProcess.locate(arguments[0], variables: variables) else { return nil }
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return nil }
    let (reading, writing) = (ends[0], ends[1])
    _ = fcntl(writing, F_SETFD, FD_CLOEXEC)
    var environment = variables
    if environment["LESS"] == nil { environment["LESS"] = "FRX" }
    let started = try? ChildProcess.start(
      path, arguments: arguments, variables: environment, input: .descriptor(reading))
    close(reading)
    guard let child = started else {
      close(writing)
      return nil
    }
    let stream = CheckedStream(descriptor: writing)
    return PagerPipe(
      write: { text in stream.write(text) == .written },
      finish: {
        close(writing)
        // No status to be had (SIGCHLD ignored): taken as a pager that did its work. The
        // status is 0 only for a normal exit with status 0.
        guard let status = try? child.wait() else { return true }
        return status == 0
      })
  }
}
