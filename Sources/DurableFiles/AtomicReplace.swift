#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension DurableFile {
  /// A temporary file in the target's folder is written, fsynced and renamed over the target,
  /// then the folder is fsynced: readers see the old or the new content, never a mix, and a
  /// symbolic link to the file stays a link. Temporary files left by killed writers are
  /// removed first.
  public func replace(with bytes: [UInt8]) throws(FileFailure) {
    let target = try target()
    _ = try DurableFiles.checkRegular(target, named: path)
    TemporaryFiles(target: target, calls: calls).removeStale()
    let temporary = try TemporaryFiles(target: target, calls: calls).written(bytes, mode: 0o600)
    try DurableFiles.moveIntoPlace(temporary, target: target, named: path, calls: calls)
  }
}
