import HummingbirdCore
import Logging
import NIOCore

/// Hummingbird's HTTP/1 channel with the slow-client defence (`ConnectionGuard`) around its
/// decoder, and a decoder that refuses heads over 16 KiB.
struct GuardedHTTP1Channel: ServerChildChannel {
  typealias Value = HTTP1Channel.Value

  let responder: HTTPChannelHandler.Responder
  let limits: ServerLimits

  func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
    let limits = self.limits
    let responder = self.responder
    return channel.eventLoop.makeCompletedFuture {
      let connection = ConnectionGuard(limits: limits)
      try channel.pipeline.syncOperations.addHandler(
        ConnectionBytesHandler(connection), position: .first)
      return NIOLoopBound(connection, eventLoop: channel.eventLoop)
    }.flatMap { connection in
      let configuration = HTTP1Channel.Configuration(
        additionalChannelHandlers: [ConnectionPartsHandler(connection.value)],
        httpDecoderConfiguration: .init(
          maxHeaderFieldSize: 16 * 1024, maxHeaderListSize: 16 * 1024, maxHeaderFieldCount: 100))
      return HTTP1Channel(responder: responder, configuration: configuration)
        .setup(channel: channel, logger: logger)
    }
  }

  func handle(value: Value, logger: Logger) async {
    await HTTP1Channel(responder: responder).handle(value: value, logger: logger)
  }
}
