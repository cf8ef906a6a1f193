import Foundation
import TestBasics

/// A Python script of Scripts/ run against the built binaries, with a clean environment (its
/// home, settings and class files in a scratch folder), its output kept for the failure message.
struct ClassScript {
  /// The built `conjugar` beside the test bundle (`conjugar-serve` is beside it).
  static let conjugar: String = {
    if let path = ProcessInfo.processInfo.environment["CONJUGAR_BIN"] { return path }
    let runner =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    var directory = URL(fileURLWithPath: runner).deletingLastPathComponent()
    while directory.pathComponents.count > 1 {
      let candidate = directory.appendingPathComponent("conjugar")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate.path }
      directory.deleteLastPathComponent()
    }
    return ".build/debug/conjugar"
  }()

  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Scripts")

  struct Result {
    let status: Int32
    let output: String
  }

  /// Runs `python3 Scripts/<name> <arguments>`, killed after `timeout` seconds.
  static func run(
    _ name: String, _ arguments: [String], in scratch: ScratchFolder, timeout: TimeInterval = 600
  ) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", folder.appendingPathComponent(name).path] + arguments
    var environment = ProcessInfo.processInfo.environment
    environment["HOME"] = scratch.url.path
    environment["CONJUGAR_SETTINGS"] = scratch.path("settings.json")
    environment["XDG_CONFIG_HOME"] = scratch.url.path
    environment["XDG_STATE_HOME"] = scratch.url.path
    environment["LANG"] = "C.UTF-8"
    process.environment = environment
    let log = scratch.path("script.log")
    FileManager.default.createFile(atPath: log, contents: nil)
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
    process.standardOutput = handle
    process.standardError = handle
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { usleep(50_000) }
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
    }
    try handle.close()
    return Result(
      status: process.terminationStatus, output: (try? scratch.text("script.log")) ?? "")
  }
}
