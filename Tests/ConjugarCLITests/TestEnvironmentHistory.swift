import ConjugarTestSupport
import Foundation

extension TestEnvironment {
  /// Puts a Golden file in place as the history.
  func useHistory(_ golden: String, appending extra: String = "") throws {
    let text = try String(contentsOf: Golden.folder.appendingPathComponent(golden), encoding: .utf8)
    try (text + extra).write(to: historyURL, atomically: true, encoding: .utf8)
  }
}
