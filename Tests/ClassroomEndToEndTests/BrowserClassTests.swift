import Foundation
import TestBasics
import Testing

/// A class in a real browser: Scripts/browser_class.py drives Debian's chromium (headless,
/// through chromium-driver and Selenium) against the built `conjugar serve`: two students join
/// (one on a phone-sized window), answer with the accent buttons, one closes the browser and
/// resumes, both finish; the teacher's page shows them; the server's gradebook equals
/// `conjugar grade --data`; then a practice class with feedback and the summary. Screenshots
/// go to `.build/classroom-screenshots/`, to be looked at.
///
/// Without chromium, chromium-driver or Python's Selenium the test is skipped, except under CI
/// (`CI` set), where it fails saying what is missing.
@Suite struct BrowserClassTests {
  static let script = "browser_class.py"
  static let underCI = ProcessInfo.processInfo.environment["CI"].map { !$0.isEmpty } ?? false
  /// The script's own check of chromium, chromium-driver and Selenium (status 0 when present).
  static let toolsPresent: Bool = {
    guard let scratch = try? ScratchFolder("browser-check") else { return false }
    return (try? ClassScript.run(script, ["--check"], in: scratch, timeout: 60))?.status == 0
  }()
  static let screenshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent(".build/classroom-screenshots")

  @Test(
    .enabled(
      if: toolsPresent || underCI, "needs chromium, chromium-driver and Python's Selenium"),
    .timeLimit(.minutes(10)))
  func aClassInTheBrowser() throws {
    try #require(
      Self.toolsPresent,
      "chromium, chromium-driver or Python's Selenium is missing (the setup script installs them)")
    let scratch = try ScratchFolder("browser")
    let result = try ClassScript.run(
      Self.script,
      [
        "--conjugar", ClassScript.conjugar, "--scratch", scratch.path("class"),
        "--screenshots", Self.screenshots.path,
      ], in: scratch, timeout: 540)
    #expect(result.status == 0, "browser_class.py exited \(result.status): \(result.output)")
  }
}
