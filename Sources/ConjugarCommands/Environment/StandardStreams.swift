import DurableFiles
import Messages
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The program's standard output and error, with one policy for failed writes:
/// - EPIPE (the reader has gone, `conjugar verbs | head -1`): the process ends quietly by
///   SIGPIPE, like `cat` or `grep` (status 141 in a shell); SIGPIPE is ignored meanwhile so that
///   the failure is seen here, and `kill -PIPE` does nothing.
/// - any other error on standard output (a full disk, `> /dev/full`, a closed descriptor): one
///   line on standard error, `conjugar: error: cannot write to standard output: <reason>`, and
///   status 74, in the command's language (`ProcessVoice`);
/// - an error on standard error itself: status 74, silently.
public enum StandardStreams {
  static let output = CheckedStream(descriptor: STDOUT_FILENO)
  static let error = CheckedStream(descriptor: STDERR_FILENO)
  /// Called first in `main`: SIGPIPE ignored (see above); SIGXFSZ ignored, so a write past a
  /// file-size limit (`ulimit -f`) fails with EFBIG and the history append is undone, instead of
  /// the process being killed mid-line; and a closed 0, 1 or 2 occupied by
  /// /dev/null opened the wrong way round, so reading or writing it fails instead of landing in
  /// the next file the program opens (a settings file opened as descriptor 1 would receive
  /// the output).
  public static func prepare() {
    signal(SIGPIPE, SIG_IGN)
    signal(SIGXFSZ, SIG_IGN)
    for (descriptor, flags) in [
      (STDIN_FILENO, O_WRONLY), (STDOUT_FILENO, O_RDONLY), (STDERR_FILENO, O_RDONLY),
    ] {
      guard fcntl(descriptor, F_GETFD) == -1 && errno == EBADF else { continue }
      let opened = open("/dev/null", flags)
      if opened >= 0 && opened != descriptor {
        dup2(opened, descriptor)
        close(opened)
      }
    }
  }

  /// Writes to standard output; a failure ends the process (see the type's policy), after
  /// `beforeEnding` (`OutputUndo.run`).
  public static func writeOutput(_ text: String, beforeEnding: () -> Void = {}) {
    switch output.write(text) {
    case .written: return
    case .brokenPipe:
      beforeEnding()
      endByBrokenPipe()
    case .failed(let code):
      beforeEnding()
      let line = Message.standardOutputCannotWrite(FileFailure.system(code).typed)
        .text(in: ProcessVoice.language)
      writeError("conjugar: error: \(line)\n")
      exit(ExitStatus.ioError.rawValue)
    }
  }

  /// Writes to standard error; a failure ends the process (see the type's policy).
  public static func writeError(_ text: String) {
    switch error.write(text) {
    case .written: return
    case .brokenPipe: endByBrokenPipe()
    case .failed: exit(ExitStatus.ioError.rawValue)
    }
  }

  /// Ends the process by SIGPIPE with its default action (no message, no core).
  static func endByBrokenPipe() -> Never {
    signal(SIGPIPE, SIG_DFL)
    var pipeOnly = sigset_t()
    sigemptyset(&pipeOnly)
    sigaddset(&pipeOnly, SIGPIPE)
    sigprocmask(SIG_UNBLOCK, &pipeOnly, nil)
    raise(SIGPIPE)
    _exit(128 + SIGPIPE)
  }
}
