#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program started with `posix_spawn` (the CLI links FoundationEssentials, which has no
/// `Process`), the one copy of the code that finds a program on PATH, starts it and waits for
/// it: espeak-ng (`Speech`) and the pager use it.
///
/// Docs/PERFORMANCE.md says why this and not swift-subprocess (measured).
public struct ChildProcess: Sendable {
  /// The child's process id.
  public let id: pid_t

  /// Where one of the child's standard descriptors goes.
  public enum Stream: Sendable, Equatable {
    /// The parent's own (a terminal stays the terminal).
    case inherited
    /// /dev/null, opened in the child.
    case nullDevice
    /// A descriptor of the parent, duplicated onto the standard one and then closed in the child.
    case descriptor(Int32)
  }

  /// Why no child was started, or no status could be had: an `errno` value.
  public struct SystemError: Error, Equatable, Sendable {
    public let code: Int32

    public init(code: Int32) { self.code = code }
  }

  /// How a child ended, from its raw wait status (WIFEXITED and friends are macros Swift cannot
  /// call).
  public enum Termination: Equatable, Sendable {
    case exited(status: Int)
    case signalled(signal: Int)

    public init(waitStatus: Int32) {
      let signal = waitStatus & 0x7F
      self =
        signal == 0
        ? .exited(status: Int((waitStatus >> 8) & 0xFF)) : .signalled(signal: Int(signal))
    }
  }

  /// A program's path: itself when it holds a "/" (and is executable), else the first
  /// executable of that name in the folders of `variables["PATH"]` (`/usr/bin:/bin` when unset).
  public static func locate(_ program: String, variables: [String: String]) -> String? {
    if program.contains("/") { return access(program, X_OK) == 0 ? program : nil }
    let folders = (variables["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    return folders.lazy.map { "\($0)/\(program)" }.first { access($0, X_OK) == 0 }
  }

  /// Starts the program at `path` with `arguments` (the first is its name) and exactly
  /// `variables` as its environment, its standard input, output and error where the streams
  /// say.
  ///
  /// With `unblockingSignals`, the child starts with no signal blocked, whatever the calling
  /// thread blocks (a quiz blocks the signals that end a process for its watcher thread; the
  /// child must still get Ctrl-C and kill).
  public static func start(
    _ path: String, arguments: [String], variables: [String: String],
    input: Stream = .inherited, output: Stream = .inherited, errors: Stream = .inherited,
    unblockingSignals: Bool = false
  ) throws(SystemError) -> ChildProcess {
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    let streams = [input, output, errors]
    for (target, stream) in zip(Int32(0)..., streams) {
      switch stream {
      case .inherited: break
      case .nullDevice:
        posix_spawn_file_actions_addopen(
          &actions, target, "/dev/null", target == 0 ? O_RDONLY : O_WRONLY, 0)
      case .descriptor(let descriptor):
        posix_spawn_file_actions_adddup2(&actions, descriptor, target)
      }
    }
    var closed: Set<Int32> = []
    for case .descriptor(let descriptor) in streams where descriptor > 2 {
      if closed.insert(descriptor).inserted {
        posix_spawn_file_actions_addclose(&actions, descriptor)
      }
    }
    #if canImport(Darwin)
      var attributes: posix_spawnattr_t? = nil
    #else
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    if unblockingSignals {
      var noneBlocked = sigset_t()
      sigemptyset(&noneBlocked)
      posix_spawnattr_setsigmask(&attributes, &noneBlocked)
      posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
    }
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = variables.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var pid = pid_t()
    let started = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
    guard started == 0 else { throw SystemError(code: started) }
    return ChildProcess(id: pid)
  }

  /// Waits for the child to end (again after a signal interrupts the wait): its raw wait
  /// status. Throws when there is no status to be had (SIGCHLD ignored, the child already
  /// reaped).
  public func wait() throws(SystemError) -> Int32 {
    var status: Int32 = 0
    while waitpid(id, &status, 0) < 0 {
      guard errno == EINTR else { throw SystemError(code: errno) }
    }
    return status
  }
}
