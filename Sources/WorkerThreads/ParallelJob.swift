import CProcess
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Parts of a job done at the same time on threads this process starts itself with
/// `pthread_create`, not on libdispatch's pool: when the system cannot make a thread (an
/// address-space limit, `ulimit -v`, leaves no room for its stack), libdispatch's
/// `concurrentPerform` retries for ever, while a job here just has fewer threads. With none,
/// the calling thread does every part in `finish()`: slower, never stuck.
///
/// The parts are numbered `0..<parts`; each thread takes the next number until none is left,
/// so a thread that finishes early (or runs while the machine's other programs wait) takes
/// more of them. `finish()` has the calling thread take parts too, then waits for the threads.
public final class ParallelJob {
  /// Processors online: threads beyond that only wait for one another.
  public static let processorCount = max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))

  /// Stack of each thread: the debug build's `verb --all` and `stats` (the deepest work given
  /// to a job) run in it, and it keeps threads cheap under `ulimit -v` (the default is the
  /// 8 MiB of `ulimit -s`, a quarter of a 32 MiB limit).
  static let stackSize = 1 << 20

  /// Under an address-space or data limit (`ulimit -v`, `ulimit -d`), one malloc arena for
  /// every thread. glibc gives each new thread an arena of its own, reserving 64 MiB of address
  /// space for it; when the limit refuses that, it tries again at every allocation of the
  /// thread and maps each one on its own: `verb --all` under `ulimit -v 65536` took 80 s
  /// instead of 6, most of it in failed `mmap` calls. Set once, before the first thread.
  private static let arenasFitTheLimit = cprocess_share_one_arena_under_limit() == 1

  private let work: Work
  private var threads: [pthread_t] = []
  private var finished = false

  /// Starts up to `threads` threads (fewer when there are fewer parts, or when the system
  /// makes fewer) doing `body` for each part number; returns at once.
  public init(parts: Int, threads: Int, _ body: @escaping @Sendable (Int) -> Void) {
    work = Work(parts: parts, body: body)
    let wanted = min(threads, parts)
    guard wanted > 0 else { return }
    _ = Self.arenasFitTheLimit
    var attributes = pthread_attr_t()
    guard pthread_attr_init(&attributes) == 0 else { return }
    defer { pthread_attr_destroy(&attributes) }
    _ = pthread_attr_setstacksize(&attributes, Self.stackSize)
    self.threads.reserveCapacity(wanted)
    for _ in 0..<wanted {
      guard let thread = Self.start(work, attributes: &attributes) else { break }
      self.threads.append(thread)
    }
  }

  /// Does the parts no thread has taken on the calling thread, then waits for every thread
  /// to end: when it returns, every part is done.
  public func finish() {
    guard !finished else { return }
    finished = true
    work.run()
    for thread in threads { pthread_join(thread, nil) }
    threads.removeAll()
  }

  deinit { finish() }

  /// Does `body(0)`, …, `body(parts - 1)` on the calling thread and at most `helpers` more,
  /// returning when all are done.
  public static func run(parts: Int, helpers: Int, _ body: @Sendable (Int) -> Void) {
    withoutActuallyEscaping(body) { body in
      ParallelJob(parts: parts, threads: helpers, body).finish()
    }
  }

  /// A thread running `work`; nil when the system cannot make one (then nothing is retained).
  private static func start(_ work: Work, attributes: inout pthread_attr_t) -> pthread_t? {
    let context = Unmanaged.passRetained(work).toOpaque()
    #if canImport(Darwin)
      var thread: pthread_t? = nil
    #else
      var thread = pthread_t()
    #endif
    let started = pthread_create(&thread, &attributes, runWork, context)
    guard started == 0 else {
      Unmanaged<Work>.fromOpaque(context).release()
      return nil
    }
    return thread
  }
}

/// What the threads share: the body and the next part to take.
private final class Work: Sendable {
  let parts: Int
  let body: @Sendable (Int) -> Void
  let next = Atomic<Int>(0)

  init(parts: Int, body: @escaping @Sendable (Int) -> Void) {
    self.parts = parts
    self.body = body
  }

  /// Takes parts until none is left.
  func run() {
    while true {
      let part = next.wrappingAdd(1, ordering: .relaxed).oldValue
      guard part < parts else { return }
      body(part)
    }
  }
}

/// The threads' start routine: runs the `Work` passed retained as the context.
#if canImport(Darwin)
  private func runWork(_ context: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
    Unmanaged<Work>.fromOpaque(context).takeRetainedValue().run()
    return nil
  }
#else
  private func runWork(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    Unmanaged<Work>.fromOpaque(context!).takeRetainedValue().run()
    return nil
  }
#endif
