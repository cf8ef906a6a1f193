/// The limits the server holds every client to (Docs/RELIABILITY.md, "the classroom server").
/// The defaults are the contract's; tests shorten the times.
public struct ServerLimits: Sendable {
  /// The largest request body read (16 KiB); a larger one is answered 413 and not read.
  public var bodyBytes: Int
  /// How long a request head may take to arrive, from the connection's opening or the request's
  /// first byte.
  public var headTimeout: Duration
  /// How long a request's body may take to arrive after its head.
  public var bodyTimeout: Duration
  /// How long a kept-alive connection may wait, unused, for its next request.
  public var idleTimeout: Duration
  /// How long the server keeps reading (and dropping) what a client still sends after an answer
  /// that closes the connection, so that the client reads the answer before the close.
  public var lingerTimeout: Duration
  /// Joins from one address: every join, and those with a wrong code.
  public var joins: RateLimit
  public var wrongCodes: RateLimit

  public init(
    bodyBytes: Int = 16 * 1024, headTimeout: Duration = .seconds(10),
    bodyTimeout: Duration = .seconds(10), idleTimeout: Duration = .seconds(30),
    lingerTimeout: Duration = .seconds(2), joins: RateLimit = .init(burst: 60, perSecond: 5),
    wrongCodes: RateLimit = .init(burst: 10, perSecond: 1.0 / 6)
  ) {
    self.bodyBytes = bodyBytes
    self.headTimeout = headTimeout
    self.bodyTimeout = bodyTimeout
    self.idleTimeout = idleTimeout
    self.lingerTimeout = lingerTimeout
    self.joins = joins
    self.wrongCodes = wrongCodes
  }
}

/// A token bucket's shape: `burst` at once, then `perSecond` on average.
public struct RateLimit: Equatable, Sendable {
  public var burst: Double
  public var perSecond: Double

  public init(burst: Double, perSecond: Double) {
    self.burst = burst
    self.perSecond = perSecond
  }
}
