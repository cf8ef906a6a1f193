import Classroom
import Hummingbird
import HummingbirdCore
import Logging

/// The classroom's HTTP server (Hummingbird 2 over SwiftNIO): `ClassroomService`'s routes on
/// `host:port`, every connection under the slow-client defence.
public struct ClassroomServer: Sendable {
  public let service: ClassroomService
  let host: String
  let port: Int

  /// Port 0: any free port (`onReady` is told which).
  public init(classroom: Classroom, host: String, port: Int, limits: ServerLimits = ServerLimits())
  {
    self.init(
      service: ClassroomService(classroom: classroom, limits: limits), host: host, port: port)
  }

  public init(service: ClassroomService, host: String, port: Int) {
    self.service = service
    self.host = host
    self.port = port
  }

  /// Serves until SIGINT or SIGTERM, then stops gracefully (answers under way are finished)
  /// and returns. `onReady(port)` once listening; throws when it cannot listen (port in use).
  public func run(onReady: @escaping @Sendable (Int) async -> Void) async throws {
    try await application(onReady: onReady).runService()
  }

  /// Serves until the calling task is cancelled (tests start and stop it in-process).
  public func serve(onReady: @escaping @Sendable (Int) async -> Void) async throws {
    try await application(onReady: onReady).run()
  }

  private func application(onReady: @escaping @Sendable (Int) async -> Void)
    -> some ApplicationProtocol
  {
    let limits = service.limits
    var logger = Logger(label: "conjugar-serve")
    logger.logLevel = .critical
    let fallbackPort = port
    return Application(
      responder: ClassroomHTTPResponder(service: service),
      server: HTTPServerBuilder { responder in
        GuardedHTTP1Channel(responder: responder, limits: limits)
      },
      configuration: ApplicationConfiguration(address: .hostname(host, port: port)),
      onServerRunning: { channel in await onReady(channel.localAddress?.port ?? fallbackPort) },
      logger: logger)
  }
}
