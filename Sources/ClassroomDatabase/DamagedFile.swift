import Foundation

/// A damaged database kept aside, never deleted.
enum DamagedFile {
  /// Moves `file` to `file.damaged-N` (N the first number free), its write-ahead log and shared
  /// memory beside it (`…damaged-N-wal`, `…damaged-N-shm`, so SQLite can still open the copy as it
  /// was), and returns where the data now is: `file` itself when it could not be moved.
  static func keepAside(_ file: String) -> String {
    let files = FileManager.default
    var number = 1
    while files.fileExists(atPath: "\(file).damaged-\(number)") { number += 1 }
    let aside = "\(file).damaged-\(number)"
    guard rename(file, aside) == 0 else { return file }
    for suffix in ["-wal", "-shm"] where files.fileExists(atPath: file + suffix) {
      _ = rename(file + suffix, aside + suffix)
    }
    return aside
  }
}
