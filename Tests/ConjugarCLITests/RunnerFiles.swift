import ConjugarTestSupport
import Foundation
import Testing

/// A runner whose runs keep their files (HOME, settings, state) in a scratch folder.
protocol ScratchRunner {
  var folder: ScratchFolder { get }
}

extension InProcessRunner: ScratchRunner {}
extension BinaryRunner: ScratchRunner {}

/// A suite whose files live in its runner's scratch folder: the one copy of the path, write and
/// read helpers.
protocol RunnerFiles {
  associatedtype Runner: ScratchRunner
  var runner: Runner { get }
}

extension RunnerFiles {
  /// The path of `name` in the runner's scratch folder.
  func path(_ name: String) -> String { runner.folder.path(name) }

  /// Writes `text` to `name` in the scratch folder, atomically (a new file in place of a link).
  func write(_ name: String, _ text: String) throws {
    try text.write(toFile: path(name), atomically: true, encoding: .utf8)
  }

  func read(_ name: String) throws -> String { try runner.folder.text(name) }

  /// The last quiz of the history.
  func lastRecord() throws -> [String: Any] {
    let line = try #require(try read("history.jsonl").split(separator: "\n").last)
    return try #require(
      try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
  }
}
