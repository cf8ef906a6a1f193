import Foundation
import Testing

/// The command line read without /proc (a chroot, a minimal container): the binary runs in a
/// mount namespace of its own with an empty tmpfs over /proc. Needs root (or the right to
/// unshare): skipped elsewhere.
@Suite struct ArgumentsWithoutProcTests {
  let runner: BinaryRunner
  init() throws { runner = try BinaryRunner() }

  /// Whether `unshare --mount` can hide /proc here.
  static let canHideProc: Bool = {
    guard geteuid() == 0 else { return false }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "unshare --mount sh -c 'mount -t tmpfs none /proc' 2>/dev/null"]
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }()

  /// Runs the binary with `words` (shell words) as arguments and `input` (printf's format)
  /// on standard input, /proc hidden.
  func runWithoutProc(_ words: String, input: String = "") throws -> BinaryRunner.Result {
    try runner.runShell(
      """
      printf '\(input)' | exec unshare --mount sh -c \
        'mount -t tmpfs none /proc && test ! -e /proc/self && exec "$@"' sh "$0" \(words)
      """)
  }

  @Test(.enabled(if: canHideProc, "needs root and unshare --mount"))
  func settingsAreSavedAndNoReplRuns() throws {
    let settings = runner.scratch.appendingPathComponent("settings.json").path
    // Had the REPL run instead, it would have read and done this line.
    let result = try runWithoutProc(
      "settings set vos on --settings '\(settings)'", input: "settings set region spain\\n")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "vos = on\n")
    #expect(result.stderr.isEmpty)
    let saved = try String(contentsOfFile: settings, encoding: .utf8)
    #expect(saved.contains(#""vos": true"#))
    // The REPL's line would have set the region; the region never set is not written.
    #expect(!saved.contains(#""region""#))
  }

  /// Arguments that are not valid UTF-8 are read as Swift's CommandLine reads them.
  @Test(.enabled(if: canHideProc, "needs root and unshare --mount"))
  func aVerbIsConjugatedAndAnInvalidOneRefused() throws {
    let good = try runWithoutProc("verb hablar --format json")
    #expect(good.status == 0)
    #expect(good.stdout.hasPrefix(#"{"infinitive":"hablar""#))
    let bad = try runWithoutProc(#"verb "$(printf 'habl\377r')""#)
    #expect(bad.status == 65)
    #expect(bad.stderr == "conjugar: error: the verb is not valid UTF-8 text\n")
  }
}
