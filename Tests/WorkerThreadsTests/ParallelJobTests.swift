import Dispatch
import Synchronization
import Testing

@testable import WorkerThreads

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every part done exactly once, by the threads or by the caller, whatever threads there are.
@Suite struct ParallelJobTests {
  /// How many times each part ran.
  final class Tally: Sendable {
    let counts: Mutex<[Int]>
    init(_ parts: Int) { counts = Mutex(Array(repeating: 0, count: parts)) }
    func count(_ part: Int) { counts.withLock { $0[part] += 1 } }
    var all: [Int] { counts.withLock { $0 } }
  }

  @Test(arguments: [0, 1, 2, 8, 64])
  func everyPartRunsOnce(_ threads: Int) {
    let tally = Tally(1_000)
    ParallelJob(parts: 1_000, threads: threads) { tally.count($0) }.finish()
    #expect(tally.all == Array(repeating: 1, count: 1_000))
  }

  /// With no thread, `finish` does the work on the calling thread; nothing runs before it.
  @Test func withoutThreadsTheCallerDoesEveryPart() {
    let caller = pthread_self()
    let others = Atomic<Int>(0)
    let tally = Tally(50)
    let job = ParallelJob(parts: 50, threads: 0) { part in
      if pthread_equal(pthread_self(), caller) == 0 { others.add(1, ordering: .relaxed) }
      tally.count(part)
    }
    #expect(tally.all.allSatisfy { $0 == 0 })
    job.finish()
    #expect(tally.all == Array(repeating: 1, count: 50))
    #expect(others.load(ordering: .relaxed) == 0)
  }

  /// The threads start at once: the parts are done while the caller waits for them, before
  /// it calls `finish`.
  @Test func threadsWorkBeforeFinish() {
    let started = DispatchSemaphore(value: 0)
    let job = ParallelJob(parts: 4, threads: 2) { _ in started.signal() }
    for _ in 0..<4 { #expect(started.wait(timeout: .now() + 30) == .success) }
    job.finish()
  }

  @Test func runWaitsForEveryPart() {
    let tally = Tally(100)
    ParallelJob.run(parts: 100, helpers: 3) { tally.count($0) }
    #expect(tally.all == Array(repeating: 1, count: 100))
  }

  /// A job dropped without `finish` still finishes before it goes.
  @Test func aDroppedJobFinishes() {
    let tally = Tally(20)
    _ = ParallelJob(parts: 20, threads: 1) { tally.count($0) }
    #expect(tally.all == Array(repeating: 1, count: 20))
  }
}
