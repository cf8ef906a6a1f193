import Classroom
import Hummingbird
import HummingbirdCore
import Logging
import Synchronization

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
  /// and returns. `onReady(port)` once listening; throws `ListenError` when it cannot listen
  /// (the port in use…).
  public func run(onReady: @escaping @Sendable (Int) async -> Void) async throws {
    try await listening(onReady) { try await $0.runService() }
  }

  /// Serves until the calling task is cancelled (tests start and stop it in-process).
  public func serve(onReady: @escaping @Sendable (Int) async -> Void) async throws {
    try await listening(onReady) { try await $0.run() }
  }

  /// Runs the application; an error before it listens is a `ListenError`.
  private func listening(
    _ onReady: @escaping @Sendable (Int) async -> Void,
    _ body: (Application<ClassroomHTTPResponder>) async throws -> Void
  ) async throws {
    let ready = ReadyFlag()
    do {
      try await body(
        application { port in
          ready.value.store(true, ordering: .relaxed)
          await onReady(port)
        })
    } catch  where !ready.value.load(ordering: .relaxed) {
      throw ListenError(error, host: host, port: port)
    }
  }

  private func application(_ onReady: @escaping @Sendable (Int) async -> Void)
    -> Application<ClassroomHTTPResponder>
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

/// Whether the server got as far as listening.
private final class ReadyFlag: Sendable {
  let value = Atomic<Bool>(false)
}
