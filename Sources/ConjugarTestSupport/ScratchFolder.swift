import Foundation

/// A folder under the system temporary directory, removed when the last reference to it goes.
///
/// Runners and test environments hold one; a suite that keeps them as stored properties gets a
/// fresh folder per test, removed when Swift Testing releases the suite after the test.
public final class ScratchFolder: Sendable {
  public let url: URL

  /// A new, empty folder named `conjugar-<kind>-<UUID>`.
  public init(_ kind: String) throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "conjugar-\(kind)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }
}
