import Foundation
import Testing

/// A class in a real browser: Scripts/browser_class.py drives Debian's chromium (headless,
/// through chromium-driver and Selenium) against the built `conjugar serve`: two students join
/// (one on a phone-sized window), answer with the accent buttons, one closes the browser and
/// resumes, both finish; the teacher's page shows them; the server's gradebook equals
/// `conjugar grade --data`. Screenshots go to `.build/classroom-screenshots/`.
///
/// Without chromium, chromium-driver or Selenium the test is skipped, except under CI (`CI`
/// set), where it fails saying what is missing.
@Suite struct BrowserClassTests {
  @Test(
    .enabled(
      if: BrowserTools.missing.isEmpty || BrowserTools.underCI,
      "needs \(BrowserTools.missing.joined(separator: ", "))"),
    .timeLimit(.minutes(10)))
  func aClassInTheBrowser() throws {
    try #require(
      BrowserTools.missing.isEmpty,
      "missing: \(BrowserTools.missing.joined(separator: ", ")) (the setup script installs them)")
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("conjugar-browser-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let shots = BrowserTools.packageRoot.appendingPathComponent(".build/classroom-screenshots")
    let result = try BrowserTools.run(
      "python3",
      [
        BrowserTools.script.path, "--conjugar", BrowserTools.conjugar.path,
        "--scratch", scratch.path, "--screenshots", shots.path,
      ], timeout: 540)
    #expect(result.status == 0, "browser_class.py exited \(result.status): \(result.output)")
  }
}

/// Where the script, the binary and the browser are, and a process runner for them.
enum BrowserTools {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Scripts/browser_class.py")
  static let underCI = ProcessInfo.processInfo.environment["CI"].map { !$0.isEmpty } ?? false

  /// The built `conjugar`: `CONJUGAR_BIN`, else beside the test runner, else `.build/debug`.
  static let conjugar: URL = {
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
    return packageRoot.appendingPathComponent(".build/debug/conjugar")
  }()

  /// What the browser test needs and this machine lacks.
  static let missing: [String] = {
    var missing: [String] = []
    let chromium = ["chromium", "chromium-browser"].contains { (try? which($0)) ?? false }
    if !chromium { missing.append("chromium") }
    if !((try? which("chromedriver")) ?? false) { missing.append("chromium-driver") }
    let selenium = try? run("python3", ["-c", "import selenium"], timeout: 60)
    if selenium?.status != 0 { missing.append("python3 with Selenium (pip install selenium)") }
    return missing
  }()

  static func which(_ name: String) throws -> Bool {
    try run("sh", ["-c", "command -v \(name)"], timeout: 10).status == 0
  }

  /// Runs `program` (found on PATH) and returns its status and its output and errors together;
  /// a run longer than `timeout` seconds is killed.
  static func run(_ program: String, _ arguments: [String], timeout: TimeInterval) throws
    -> (status: Int32, output: String)
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [program] + arguments
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("conjugar-browser-output-\(UUID().uuidString)")
    FileManager.default.createFile(atPath: output.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: output) }
    let handle = try FileHandle(forWritingTo: output)
    process.standardOutput = handle
    process.standardError = handle
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { usleep(100_000) }
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
    }
    process.waitUntilExit()
    try handle.close()
    let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    return (process.terminationStatus, text)
  }
}
