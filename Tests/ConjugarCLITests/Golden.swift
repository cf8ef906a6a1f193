import Foundation
import Testing

/// Golden transcripts: `Golden/<name>.stdin` is fed to the binary, its stdout must equal
/// `Golden/<name>.stdout`. Set CONJUGAR_RECORD_GOLDEN=1 to write the expected output anew; a
/// recording fails the test so that it is reviewed before it is committed.
enum Golden {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden")

  static func input(_ name: String) throws -> Data {
    try Data(contentsOf: folder.appendingPathComponent("\(name).stdin"))
  }

  /// Compares with `Golden/<name>.stdout` (or another `extension`, such as stderr).
  static func check(
    _ output: String, against name: String, extension suffix: String = "stdout",
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let url = folder.appendingPathComponent("\(name).\(suffix)")
    if ProcessInfo.processInfo.environment["CONJUGAR_RECORD_GOLDEN"] == "1" {
      try output.write(to: url, atomically: true, encoding: .utf8)
      Issue.record(
        "recorded \(url.lastPathComponent): review it, then run again without CONJUGAR_RECORD_GOLDEN",
        sourceLocation: sourceLocation)
      return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    if output != expected {
      let outputLines = output.split(separator: "\n", omittingEmptySubsequences: false)
      let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
      let first =
        Array(zip(outputLines, expectedLines)).firstIndex { $0 != $1 }
        ?? min(outputLines.count, expectedLines.count)
      Issue.record(
        "\(name): transcript differs from line \(first + 1): got «\(first < outputLines.count ? outputLines[first] : "<end>")», expected «\(first < expectedLines.count ? expectedLines[first] : "<end>")»",
        sourceLocation: sourceLocation)
    }
  }
}
