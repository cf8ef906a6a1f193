import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// The slow-client defence of one connection (slowloris): a request head must arrive within
/// `headTimeout` of the connection's opening or of its first byte, its body within
/// `bodyTimeout` of the head, and a kept-alive connection may wait `idleTimeout` for its next
/// request; past any of these the connection is closed. An answer marked `Connection: close`
/// (a body too large) half-closes the connection once written and drops whatever the client
/// still sends for `lingerTimeout`, so the client reads the answer instead of a reset.
///
/// Lives on the connection's event loop; its two handlers sit before the HTTP decoder (bytes)
/// and after it (request and response parts).
final class ConnectionGuard {
  enum Phase: Equatable { case awaitingHead, receivingBody, responding, idle, lingering }

  private(set) var phase: Phase = .awaitingHead
  private let limits: ServerLimits
  private var timer: Scheduled<Void>?
  private var context: ChannelHandlerContext?

  init(limits: ServerLimits) { self.limits = limits }

  /// The bytes handler's context: the one that closes the connection.
  func attach(_ context: ChannelHandlerContext) {
    self.context = context
    enter(.awaitingHead)
  }

  func detach() {
    timer?.cancel()
    timer = nil
    context = nil
  }

  /// Bytes arrived: after an idle wait they start a request head.
  func bytesArrived() {
    if phase == .idle { enter(.awaitingHead) }
  }

  func enter(_ next: Phase) {
    phase = next
    timer?.cancel()
    timer = nil
    guard let context, let limit = timeout(of: next) else { return }
    timer = context.eventLoop.assumeIsolated().scheduleTask(in: TimeAmount(limit)) {
      [weak self] in
      self?.expire()
    }
  }

  /// The answer that closes the connection is written: stop sending, drop what comes in.
  func linger() {
    guard let context else { return }
    enter(.lingering)
    let shutdown = context.eventLoop.makePromise(of: Void.self)
    shutdown.futureResult.assumeIsolated().whenFailure { [weak self] _ in self?.expire() }
    context.close(mode: .output, promise: shutdown)
  }

  private func timeout(of phase: Phase) -> Duration? {
    switch phase {
    case .awaitingHead: limits.headTimeout
    case .receivingBody: limits.bodyTimeout
    case .responding: nil
    case .idle: limits.idleTimeout
    case .lingering: limits.lingerTimeout
    }
  }

  private func expire() {
    timer = nil
    context?.close(promise: nil)
  }
}

/// First in the pipeline: sees every byte before the HTTP decoder does.
final class ConnectionBytesHandler: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = ByteBuffer
  typealias InboundOut = ByteBuffer

  private let connection: ConnectionGuard

  init(_ connection: ConnectionGuard) { self.connection = connection }

  func handlerAdded(context: ChannelHandlerContext) { connection.attach(context) }

  func handlerRemoved(context: ChannelHandlerContext) { connection.detach() }

  func channelInactive(context: ChannelHandlerContext) {
    connection.detach()
    context.fireChannelInactive()
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard connection.phase != .lingering else { return }
    connection.bytesArrived()
    context.fireChannelRead(data)
  }
}

/// After the HTTP decoder: moves the guard through a request's phases, and puts the security
/// headers on every answer, those Hummingbird writes itself (a request it cannot parse) too.
final class ConnectionPartsHandler: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPRequestPart
  typealias InboundOut = HTTPRequestPart
  typealias OutboundIn = HTTPResponsePart
  typealias OutboundOut = HTTPResponsePart

  private let connection: ConnectionGuard
  private var closeAfterResponse = false

  init(_ connection: ConnectionGuard) { self.connection = connection }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard connection.phase != .lingering else { return }
    switch unwrapInboundIn(data) {
    case .head: connection.enter(.receivingBody)
    case .body: break
    case .end: connection.enter(.responding)
    }
    context.fireChannelRead(data)
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    switch unwrapOutboundIn(data) {
    case .head(var response):
      closeAfterResponse = response.headerFields[.connection]?.lowercased() == "close"
      for (name, value) in Responses.securityHeaders {
        guard let field = HTTPField.Name(name), response.headerFields[field] == nil else {
          continue
        }
        response.headerFields[field] = value
      }
      context.write(wrapOutboundOut(.head(response)), promise: promise)
    case .body:
      context.write(data, promise: promise)
    case .end:
      guard closeAfterResponse else {
        if connection.phase == .responding { connection.enter(.idle) }
        context.write(data, promise: promise)
        return
      }
      let written = promise ?? context.eventLoop.makePromise()
      written.futureResult.assumeIsolated().whenComplete { [connection] _ in connection.linger() }
      context.writeAndFlush(data, promise: written)
    }
  }
}
