import Foundation

/// A folder under the system temporary directory, removed when the last reference to it goes:
/// the one scratch folder of every test target.
///
/// A suite that keeps one as a stored property gets a fresh folder per test, removed when Swift
/// Testing releases the suite after the test.
public final class ScratchFolder: Sendable {
  public let url: URL

  /// A new, empty folder named `conjugar-<kind>-<UUID>`.
  public init(_ kind: String = "test") throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "conjugar-\(kind)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// The path of `name` (which may hold folders) inside this folder.
  public func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  /// The names in `folder` (this folder itself when empty), sorted; none when it cannot be read.
  public func contents(_ folder: String = "") -> [String] {
    let path = folder.isEmpty ? url.path : self.path(folder)
    return ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
  }

  /// Writes `text` as UTF-8 to `name`, not atomically (over what is there).
  public func write(_ text: String, to name: String) throws {
    try text.write(toFile: path(name), atomically: false, encoding: .utf8)
  }

  /// The UTF-8 text of `name`.
  public func text(_ name: String) throws -> String {
    try String(contentsOfFile: path(name), encoding: .utf8)
  }
}
