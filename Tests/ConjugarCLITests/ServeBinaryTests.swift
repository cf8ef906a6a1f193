import Foundation
import Testing

/// The built `conjugar` handing `serve` and `grade --data` to `conjugar-serve`: without it, one
/// line and 69 (the classroom's own end-to-end tests run it).
@Suite struct ServeBinaryTests {
  let runner: BinaryRunner
  init() throws { runner = try BinaryRunner() }

  /// A copy of `conjugar` in a folder of its own, with a PATH that has no `conjugar-serve`.
  private func runAlone(_ arguments: String) throws -> BinaryRunner.Result {
    try runner.runShell(
      "mkdir -p \"$HOME/alone\" && cp \"$0\" \"$HOME/alone/conjugar\" && "
        + "PATH=\"$HOME/nothing\" exec \"$HOME/alone/conjugar\" " + arguments)
  }

  @Test func withoutConjugarServeServeIsUnavailable() throws {
    for arguments in [
      "serve --key-file 3B-key.json", "grade 3B-key.json --data 3B-key-class",
      "--lang es serve --key-file 3B-key.json",
    ] {
      let result = try runAlone(arguments)
      #expect(result.status == 69, "\(arguments)")
      #expect(result.stdout == "")
      #expect(result.stderrLines.count == 1, "\(result.stderr)")
      #expect(result.stderr.hasPrefix("conjugar: error: "))
      #expect(
        result.stderr.contains("conjugar-serve is not installed")
          || result.stderr.contains("conjugar-serve no está instalado"), "\(result.stderr)")
    }
  }

  /// A usage error is found by `conjugar` itself, before any hand-off.
  @Test func aBadOptionNeedsNoConjugarServe() throws {
    let result = try runAlone("serve --key-file 3B-key.json --listen 1.2.3.4:99999")
    #expect(result.status == 64)
    #expect(result.stderrLines.count == 1)
  }
}
