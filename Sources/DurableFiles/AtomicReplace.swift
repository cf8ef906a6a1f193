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
    let temporary = TemporaryFiles(target: target, calls: calls).newName()
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw .last }
    do throws(FileFailure) {
      try calls.writeAll(descriptor, bytes)
      guard calls.fsync(descriptor) == 0 else { throw FileFailure.last }
      guard close(descriptor) == 0 else { throw FileFailure.last }
    } catch {
      close(descriptor)
      unlink(temporary)
      throw error
    }
    try DurableFiles.moveIntoPlace(temporary, target: target, named: path, calls: calls)
  }
}
