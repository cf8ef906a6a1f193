import Synchronization

/// Joins counted per client address, as token buckets over an injected clock: every join takes
/// a token of `joins`; a wrong code also takes one of `wrongCodes`, and an address with no
/// wrong-code token left may not try again until one comes back (guessing the code is slow).
final class JoinRateLimiter: Sendable {
  typealias Instant = ContinuousClock.Instant

  /// What a join may do: go ahead, or wait this many whole seconds (`Retry-After`).
  enum Decision: Equatable {
    case allowed
    case refused(retryAfter: Int)
  }

  private struct Buckets {
    var joins: Double
    var wrongCodes: Double
    var updated: Instant
  }

  private let joins: RateLimit
  private let wrongCodes: RateLimit
  private let now: @Sendable () -> Instant
  private let clients = Mutex<[String: Buckets]>([:])
  /// Past this many addresses, those whose buckets are full again are forgotten.
  private let remembered = 4096

  init(joins: RateLimit, wrongCodes: RateLimit, now: @escaping @Sendable () -> Instant) {
    self.joins = joins
    self.wrongCodes = wrongCodes
    self.now = now
  }

  /// Takes a join token for `client` when it has one and a wrong-code token is left.
  func admitJoin(from client: String) -> Decision {
    let time = now()
    return clients.withLock { clients in
      var buckets = refilled(clients[client], at: time)
      defer { clients[client] = buckets }
      if buckets.wrongCodes < 1 {
        return .refused(retryAfter: wait(for: 1 - buckets.wrongCodes, at: wrongCodes))
      }
      if buckets.joins < 1 {
        return .refused(retryAfter: wait(for: 1 - buckets.joins, at: joins))
      }
      buckets.joins -= 1
      return .allowed
    }
  }

  /// Takes a wrong-code token from `client` (its join had a wrong code).
  func recordWrongCode(from client: String) {
    let time = now()
    clients.withLock { clients in
      var buckets = refilled(clients[client], at: time)
      buckets.wrongCodes = max(0, buckets.wrongCodes - 1)
      clients[client] = buckets
      if clients.count > remembered { forgetFull(&clients, at: time) }
    }
  }

  private func refilled(_ buckets: Buckets?, at time: Instant) -> Buckets {
    guard var buckets else {
      return Buckets(joins: joins.burst, wrongCodes: wrongCodes.burst, updated: time)
    }
    let seconds = max(0, Self.seconds(time - buckets.updated))
    buckets.joins = min(joins.burst, buckets.joins + seconds * joins.perSecond)
    buckets.wrongCodes = min(wrongCodes.burst, buckets.wrongCodes + seconds * wrongCodes.perSecond)
    buckets.updated = time
    return buckets
  }

  private func forgetFull(_ clients: inout [String: Buckets], at time: Instant) {
    clients = clients.filter { _, buckets in
      let now = refilled(buckets, at: time)
      return now.joins < joins.burst || now.wrongCodes < wrongCodes.burst
    }
  }

  private func wait(for tokens: Double, at rate: RateLimit) -> Int {
    max(1, Int((tokens / rate.perSecond).rounded(.up)))
  }

  private static func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
  }
}
