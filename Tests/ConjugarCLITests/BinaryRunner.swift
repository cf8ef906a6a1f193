import Foundation

/// Runs the built `conjugar` binary with a clean environment and captures what it prints.
struct BinaryRunner: Sendable {
  struct Result: Sendable {
    let stdout: String
    let stderr: String
    let status: Int32
    var stdoutLines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
    var stderrLines: [String] { stderr.split(separator: "\n").map(String.init) }
  }

  static let binary: URL = {
    if let path = ProcessInfo.processInfo.environment["CONJUGAR_BIN"] { return URL(fileURLWithPath: path) }
    let runner = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    var directory = URL(fileURLWithPath: runner).deletingLastPathComponent()
    while directory.pathComponents.count > 1 {
      let candidate = directory.appendingPathComponent("conjugar")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory.deleteLastPathComponent()
    }
    return URL(fileURLWithPath: ".build/debug/conjugar")
  }()

  let scratch: URL
  /// Seconds a run may take before it is killed (then its status is that of SIGKILL).
  var timeout: TimeInterval = 120

  init() throws {
    signal(SIGPIPE, SIG_IGN)  // a command may exit before reading all of its input
    scratch = FileManager.default.temporaryDirectory.appendingPathComponent("conjugar-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
  }

  func run(_ arguments: [String], stdin: String = "", environment extra: [String: String] = [:]) throws -> Result {
    try run(executable: Self.binary, arguments: arguments, stdin: Data(stdin.utf8), environment: extra)
  }

  /// Runs with raw bytes on standard input (for invalid UTF-8 and long lines).
  func run(_ arguments: [String], input: Data, environment extra: [String: String] = [:]) throws -> Result {
    try run(executable: Self.binary, arguments: arguments, stdin: input, environment: extra)
  }

  /// Runs through /bin/sh, for arguments Swift strings cannot hold (invalid UTF-8).
  func runShell(_ script: String) throws -> Result {
    try run(executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", script, Self.binary.path], stdin: Data(), environment: [:])
  }

  private func run(executable: URL, arguments: [String], stdin: Data, environment extra: [String: String]) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var environment = [
      "PATH": "/usr/bin:/bin", "HOME": scratch.path, "LANG": "C.UTF-8",
      "CONJUGAR_SETTINGS": scratch.appendingPathComponent("settings.json").path,
      "XDG_CONFIG_HOME": scratch.path, "XDG_STATE_HOME": scratch.path,
    ]
    environment.merge(extra) { $1 }
    process.environment = environment
    let input = Pipe(), output = Pipe(), error = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = error
    try process.run()
    // Drain stderr and feed stdin on their own threads, so no pipe fills up and blocks.
    let errorData = Locked(Data())
    let errorDone = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      errorData.set(error.fileHandleForReading.readDataToEndOfFile())
      errorDone.signal()
    }
    let inputHandle = input.fileHandleForWriting
    let bytes = stdin
    Thread.detachNewThread {
      try? inputHandle.write(contentsOf: bytes)
      try? inputHandle.close()
    }
    // A watchdog: a run that hangs is killed and reported, never left to block the suite.
    let finished = Locked(false)
    let pid = process.processIdentifier
    let limit = timeout
    Thread.detachNewThread {
      Thread.sleep(forTimeInterval: limit)
      if !finished.get() { kill(pid, SIGKILL) }
    }
    let out = output.fileHandleForReading.readDataToEndOfFile()
    errorDone.wait()
    let err = errorData.get()
    process.waitUntilExit()
    finished.set(true)
    return Result(
      stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self),
      status: process.terminationStatus)
  }
}

/// A value shared between threads behind a lock.
final class Locked<Value>: @unchecked Sendable {
  private var value: Value
  private let lock = NSLock()
  init(_ value: Value) { self.value = value }
  func get() -> Value { lock.withLock { value } }
  func set(_ newValue: Value) { lock.withLock { value = newValue } }
}
