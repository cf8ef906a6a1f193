import Synchronization
import Testing

@testable import ClassroomServer

/// A clock the test moves by hand.
final class ManualClock: Sendable {
  private let start = ContinuousClock.now
  private let offset = Mutex<Duration>(.zero)

  func advance(_ duration: Duration) { offset.withLock { $0 += duration } }
  var now: ContinuousClock.Instant { start + offset.withLock { $0 } }
}

@Suite struct JoinRateLimiterTests {
  let clock = ManualClock()

  func limiter() -> JoinRateLimiter {
    let clock = self.clock
    return JoinRateLimiter(
      joins: RateLimit(burst: 60, perSecond: 5),
      wrongCodes: RateLimit(burst: 10, perSecond: 1.0 / 6),
      now: { clock.now })
  }

  @Test func sixtyJoinsAtOnceThenFiveASecond() {
    let joins = limiter()
    for _ in 0..<60 { #expect(joins.admitJoin(from: "10.0.0.1") == .allowed) }
    #expect(joins.admitJoin(from: "10.0.0.1") == .refused(retryAfter: 1))
    clock.advance(.seconds(1))
    for _ in 0..<5 { #expect(joins.admitJoin(from: "10.0.0.1") == .allowed) }
    #expect(joins.admitJoin(from: "10.0.0.1") == .refused(retryAfter: 1))
  }

  @Test func tenWrongCodesThenOneEverySixSeconds() {
    let joins = limiter()
    for _ in 0..<10 {
      #expect(joins.admitJoin(from: "10.0.0.2") == .allowed)
      joins.recordWrongCode(from: "10.0.0.2")
    }
    #expect(joins.admitJoin(from: "10.0.0.2") == .refused(retryAfter: 6))
    clock.advance(.seconds(3))
    #expect(joins.admitJoin(from: "10.0.0.2") == .refused(retryAfter: 3))
    clock.advance(.seconds(3))
    #expect(joins.admitJoin(from: "10.0.0.2") == .allowed)
    joins.recordWrongCode(from: "10.0.0.2")
    #expect(joins.admitJoin(from: "10.0.0.2") == .refused(retryAfter: 6))
  }

  @Test func eachAddressHasItsOwnBuckets() {
    let joins = limiter()
    for _ in 0..<10 {
      _ = joins.admitJoin(from: "10.0.0.3")
      joins.recordWrongCode(from: "10.0.0.3")
    }
    #expect(joins.admitJoin(from: "10.0.0.3") != .allowed)
    #expect(joins.admitJoin(from: "10.0.0.4") == .allowed)
  }

  @Test func rightCodesDoNotUseTheWrongCodeBucket() {
    let joins = limiter()
    for _ in 0..<30 { #expect(joins.admitJoin(from: "10.0.0.5") == .allowed) }
  }
}
