import Foundation

/// The Python scripts beside the tests (pseudo-terminals, signals), run two ways: the one copy of
/// finding them and starting them.
extension BinaryRunner {
  /// The script `name` beside this file.
  static func script(_ name: String) -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(name)
  }

  /// Runs `python3 name arguments` with the test process's environment and no time limit (the
  /// script keeps its own): its exit status and all it printed, standard output and error
  /// together.
  static func runScript(_ name: String, _ arguments: [String]) throws
    -> (status: Int32, output: String)
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script(name).path] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
  }

  /// Runs `env variables python3 name arguments` through this runner's shell (its clean
  /// environment and time limit).
  func runScript(_ name: String, variables: [String], arguments: [String]) throws -> Result {
    let words = ["env"] + variables + ["python3", Self.script(name).path] + arguments
    let quoted = words.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
    return try runShell(quoted.joined(separator: " "))
  }
}
