import ConjugarTestSupport
import Foundation

/// Runs the built `conjugar` binary with a clean environment and captures what it prints.
struct BinaryRunner: Sendable {
  typealias Result = RunResult

  static let binary: URL = {
    if let path = ProcessInfo.processInfo.environment["CONJUGAR_BIN"] {
      return URL(fileURLWithPath: path)
    }
    let runner =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    var directory = URL(fileURLWithPath: runner).deletingLastPathComponent()
    while directory.pathComponents.count > 1 {
      let candidate = directory.appendingPathComponent("conjugar")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory.deleteLastPathComponent()
    }
    return URL(fileURLWithPath: ".build/debug/conjugar")
  }()

  /// Home, settings and state folder of every run; removed with the last copy of the runner.
  let folder: ScratchFolder
  var scratch: URL { folder.url }
  /// Seconds a run may take before it is killed (then its status is that of SIGKILL).
  var timeout: TimeInterval = 120

  init() throws {
    try self.init(sharing: ScratchFolder("cli"))
  }

  /// A runner whose runs use `folder` (an in-process runner's, for a test that needs both).
  init(sharing folder: ScratchFolder) {
    signal(SIGPIPE, SIG_IGN)  // a command may exit before reading all of its input
    self.folder = folder
  }

  /// The environment of every run: nothing from the test process, files in the scratch folder.
  var environment: [String: String] {
    [
      "PATH": "/usr/bin:/bin", "HOME": scratch.path, "LANG": "C.UTF-8",
      "CONJUGAR_SETTINGS": scratch.appendingPathComponent("settings.json").path,
      "XDG_CONFIG_HOME": scratch.path, "XDG_STATE_HOME": scratch.path,
    ]
  }

  func run(_ arguments: [String], stdin: String = "", environment extra: [String: String] = [:])
    throws -> Result
  {
    try run(executable: Self.binary, arguments: arguments, stdin: Data(stdin.utf8), extra: extra)
  }

  /// Runs with raw bytes on standard input (for invalid UTF-8 and long lines).
  func run(_ arguments: [String], input: Data, environment extra: [String: String] = [:]) throws
    -> Result
  {
    try run(executable: Self.binary, arguments: arguments, stdin: input, extra: extra)
  }

  /// Runs through /bin/sh, for arguments Swift strings cannot hold (invalid UTF-8).
  func runShell(_ script: String) throws -> Result {
    try run(
      executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", script, Self.binary.path],
      stdin: Data(), extra: [:])
  }

  private func run(executable: URL, arguments: [String], stdin: Data, extra: [String: String])
    throws -> Result
  {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = environment.merging(extra) { $1 }
    let input = Pipe()
    let output = Pipe()
    let error = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = error
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    try process.run()
    // Both outputs drained and stdin fed on threads of their own, so no pipe fills up and blocks.
    let out = PipeDrain(output.fileHandleForReading)
    let err = PipeDrain(error.fileHandleForReading)
    let inputHandle = input.fileHandleForWriting
    Thread.detachNewThread {
      try? inputHandle.write(contentsOf: stdin)
      try? inputHandle.close()
    }
    // The watchdog: a run that hangs is killed and reported, never left to block the suite.
    if exited.wait(timeout: .now() + timeout) == .timedOut {
      kill(process.processIdentifier, SIGKILL)
      exited.wait()
    }
    process.waitUntilExit()
    return Result(
      stdout: String(decoding: out.data(), as: UTF8.self),
      stderr: String(decoding: err.data(), as: UTF8.self),
      status: process.terminationStatus)
  }
}

/// A pipe read to its end on a thread of its own.
final class PipeDrain: Sendable {
  private let bytes = Locked(Data())
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    let bytes = self.bytes
    let done = self.done
    Thread.detachNewThread {
      bytes.set(handle.readDataToEndOfFile())
      done.signal()
    }
  }

  /// Everything read, once the last writer has closed the pipe.
  func data() -> Data {
    done.wait()
    done.signal()
    return bytes.get()
  }
}
