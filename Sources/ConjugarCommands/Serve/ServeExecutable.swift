import CProcess
import ChildProcess
import Messages

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `conjugar-serve`, found beside the running `conjugar` (the folder of /proc/self/exe, then of
/// the path the process was started by), else on PATH.
public enum ServeExecutable {
  public static let name = "conjugar-serve"

  /// Its path, or nil when none is installed.
  public static func locate(variables: [String: String]) -> String? {
    var folders: [String] = []
    if let running = runningExecutable() { folders.append(folder(of: running)) }
    if let started = startedAs(), started.contains("/") { folders.append(folder(of: started)) }
    for folder in folders {
      let path = folder + "/" + name
      if access(path, X_OK) == 0 { return path }
    }
    return ChildProcess.locate(name, variables: variables)
  }

  /// Replaces this process with `conjugar-serve ARGUMENTS`; returns only by throwing 69 when it
  /// is not installed or cannot be started.
  @Sendable public static func replaceProcess(
    _ arguments: [String], in environment: CommandEnvironment
  ) throws(CommandFailure) {
    let path = try located(environment)
    let argv = ([name] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    execv(path, argv)
    throw cannotStart(path, code: errno, environment)
  }

  /// Runs `conjugar-serve ARGUMENTS` and waits for it (a REPL session goes on after it); its
  /// status becomes the command's.
  @Sendable public static func runChild(_ arguments: [String], in environment: CommandEnvironment)
    throws(CommandFailure)
  {
    let path = try located(environment)
    let waitStatus: Int32
    do {
      let child = try ChildProcess.start(
        path, arguments: [name] + arguments, variables: environment.variables,
        unblockingSignals: true)
      waitStatus = try child.wait()
    } catch {
      throw cannotStart(path, code: error.code, environment)
    }
    switch ChildProcess.Termination(waitStatus: waitStatus) {
    case .exited(0): return
    case .exited(let status): throw CommandFailure(ExitStatus(rawValue: Int32(status)))
    case .signalled: throw CommandFailure(.unavailable)
    }
  }

  private static func located(_ environment: CommandEnvironment) throws(CommandFailure) -> String {
    guard let path = locate(variables: environment.variables) else {
      throw CommandFailure(
        .unavailable, message: Message.serveNotInstalled.text(in: environment.language))
    }
    return path
  }

  private static func cannotStart(_ path: String, code: Int32, _ environment: CommandEnvironment)
    -> CommandFailure
  {
    let reason = String(cString: strerror(code))
    return CommandFailure(
      .unavailable,
      message: Message.serveCannotStart(path: path, reason: reason).text(in: environment.language))
  }

  private static func runningExecutable() -> String? {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  private static func startedAs() -> String? {
    guard cprocess_argument_count() > 0, let first = cprocess_argument(0) else { return nil }
    return String(cString: first)
  }

  private static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
