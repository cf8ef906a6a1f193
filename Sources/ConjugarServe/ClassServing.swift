import Classroom
import ClassroomDatabase
import ClassroomServer
import ConjugarCommands
import Dispatch
import DurableFiles
import Messages
import PlainText
import SimpleJSON
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// `conjugar serve`, in `conjugar-serve`: the address resolved, the data folder opened (the
/// class created or resumed), the server run until SIGINT or SIGTERM; the addresses printed and
/// the ready file written once it listens.
struct ClassServing {
  let toServe: ClassToServe
  let environment: CommandEnvironment

  init(_ toServe: ClassToServe, environment: CommandEnvironment) {
    self.toServe = toServe
    self.environment = environment
  }

  private var request: ServeRequest { toServe.request }
  private func say(_ message: Message) -> String { message.text(in: environment.language) }

  func run() throws(CommandFailure) {
    let (host, shownHost) = try addresses()
    let folder = request.dataFolder
    let classroom: Classroom
    do {
      let store = try SQLiteClassroomStore(folder: folder)
      classroom = try Classroom(
        key: toServe.key, mode: ClassMode(rawValue: request.mode.rawValue) ?? .test, store: store,
        conjugator: environment.conjugator, now: environment.now,
        randomWord: environment.randomWord)
    } catch let error as ClassroomStoreError {
      throw StoreFailure.failure(error, folder: folder, environment: environment)
    } catch let error as ClassroomError {
      throw StoreFailure.failure(error, folder: folder, environment: environment)
    } catch {
      throw CommandFailure(.ioError, message: "\(error)")
    }
    let server = ClassroomServer(classroom: classroom, host: host, port: request.listen.port)
    let ready = ReadyAnnouncement(
      host: shownHost, classroom: classroom, request: request, environment: environment)
    let outcome = Mutex<(any Error)?>(nil)
    let finished = DispatchSemaphore(value: 0)
    Task {
      do {
        try await server.run { port in ready.announce(port: port) }
      } catch {
        outcome.withLock { $0 = error }
      }
      finished.signal()
    }
    finished.wait()
    if let error = outcome.withLock({ $0 }) {
      throw listenFailure(error, address: "\(host):\(request.listen.port)")
    }
    environment.write(say(.serveStopped(folder: folder.abbreviatedPath)))
  }

  /// Where to listen, and the host the printed addresses name: an interface's IPv4 address;
  /// for 0.0.0.0 the first address on the network (phones cannot open 0.0.0.0).
  private func addresses() throws(CommandFailure) -> (listen: String, shown: String) {
    switch request.listen {
    case .interface(let name, _):
      guard let address = NetworkInterfaces.ipv4(named: name) else {
        throw CommandFailure(.unavailable, message: say(.serveNoInterface(name: name)))
      }
      return (address, address)
    case .address(let host, _):
      if host == "0.0.0.0" {
        return (host, NetworkInterfaces.firstNetworkIPv4() ?? "127.0.0.1")
      }
      return (host, host)
    }
  }

  /// 69 when the address is taken or cannot be had (the server's `ListenError`), with the
  /// system's reason when it is not a port in use.
  private func listenFailure(_ error: any Error, address: String) -> CommandFailure {
    switch error as? ListenError {
    case .addressInUse(let taken)?:
      return CommandFailure(.unavailable, message: say(.servePortInUse(address: taken)))
    case .cannotListen(let place, let reason)?:
      let line = reason.split(whereSeparator: \.isNewline).first.map(String.init) ?? reason
      return CommandFailure(
        .unavailable, message: say(.serveCannotListen(address: place, reason: line)))
    case nil:
      let text = String(describing: error)
      let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? text
      return CommandFailure(
        .unavailable, message: say(.serveCannotListen(address: address, reason: line)))
    }
  }
}

/// What is printed, and written to `--ready-file`, once the server listens.
struct ReadyAnnouncement: Sendable {
  let host: String
  let joinCode: String
  let teacherToken: String
  let request: ServeRequest
  let environment: CommandEnvironment

  init(host: String, classroom: Classroom, request: ServeRequest, environment: CommandEnvironment) {
    self.host = host
    self.joinCode = classroom.joinCode
    self.teacherToken = classroom.teacherToken
    self.request = request
    self.environment = environment
  }

  func urls(port: Int) -> (students: String, teacher: String) {
    let base = "http://\(host):\(port)"
    return (base + "/", base + "/teacher?token=" + teacherToken)
  }

  func announce(port: Int) {
    let (students, teacher) = urls(port: port)
    let language = environment.language
    environment.write(Message.serveStudentsAddress(url: students).text(in: language))
    environment.write(Message.serveJoinCode(code: joinCode).text(in: language))
    environment.write(Message.serveTeacherAddress(url: teacher).text(in: language))
    environment.write(
      Message.serveRunning(
        mode: request.mode.rawValue, folder: request.dataFolder.abbreviatedPath
      ).text(in: language))
    guard let path = request.readyFile else { return }
    let json = JSONValue.object([
      "url": .string(students), "joinCode": .string(joinCode), "teacherUrl": .string(teacher),
      "teacherToken": .string(teacherToken),
    ])
    do {
      try DurableFile(path: path).replace(with: Array((json.compact() + "\n").utf8))
    } catch {
      environment.error(
        Message.serveReadyFileFailed(path: path.abbreviatedPath, reason: error.reason(in: language))
          .text(in: language))
    }
  }
}
